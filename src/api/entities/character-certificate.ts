import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'
import { personSortKey } from './person-sort-key'

export type CharacterCertificate = components['schemas']['CharacterCertificate']

/** Character certificates (decision 0210): paged on the server, issued through the outbox. */
export const characterCertificateEntity = defineEntity<
  CharacterCertificate,
  components['schemas']['CharacterCertificateCreate'],
  components['schemas']['CharacterCertificatePatch']
>({
  name: 'characterCertificate',
  label: 'Character certificate',
  updateMethod: 'PATCH',
  updatable: ['conduct', 'remarks', 'revoked', 'revokedReason'],
  page: (c, query) => c.GET('/CharacterCertificate', { params: { query } }),
  get: (c, id) => c.GET('/CharacterCertificate/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/CharacterCertificate', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/CharacterCertificate/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
})
