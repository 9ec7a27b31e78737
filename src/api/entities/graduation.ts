import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'
import { personSortKey } from './person-sort-key'

export type Graduation = components['schemas']['Graduation']

/** The graduation register (decision 0205): paged on the server, written through the outbox. */
export const graduationEntity = defineEntity<
  Graduation,
  components['schemas']['GraduationCreate'],
  components['schemas']['GraduationPatch']
>({
  name: 'graduation',
  label: 'Graduation',
  updateMethod: 'PATCH',
  updatable: [
    'graduatedOn',
    'degree',
    'division',
    'cgpa',
    'transcriptNo',
    'feeAmount',
    'receiptNo',
  ],
  page: (c, query) => c.GET('/Graduation', { params: { query } }),
  get: (c, id) => c.GET('/Graduation/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Graduation', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Graduation/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
})
