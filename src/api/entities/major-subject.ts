import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type MajorSubject = components['schemas']['MajorSubject']

/** A program's majors, cached whole (a handful per program) so the screen works offline. */
export const majorSubjectEntity = defineEntity<
  MajorSubject,
  components['schemas']['MajorSubjectCreate'],
  components['schemas']['MajorSubjectPatch']
>({
  name: 'majorSubject',
  label: 'Major subject',
  updateMethod: 'PATCH',
  updatable: ['majorSubjectName', 'code', 'status'],
  list: (c, headers) => c.GET('/MajorSubject', { headers }),
  create: (c, body, header) => c.POST('/MajorSubject', { body, params: { header } }),
  bulk: { upsert: setupBulk('/MajorSubject/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/MajorSubject/{id}', { body, params: { path: { id }, header } }),
})
