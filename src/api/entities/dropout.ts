import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'
import { personSortKey } from './person-sort-key'

export type Dropout = components['schemas']['Dropout']

/**
 * The dropout register (decision 0205): paged on the server like the student register, each row
 * naming its student; recorded, corrected and readmitted through the outbox.
 */
export const dropoutEntity = defineEntity<
  Dropout,
  components['schemas']['DropoutCreate'],
  components['schemas']['DropoutPatch']
>({
  name: 'dropout',
  label: 'Dropout',
  updateMethod: 'PATCH',
  updatable: [
    'droppedOn',
    'lastSemester',
    'lastYear',
    'reason',
    'note',
    'readmittedOn',
    'readmissionNote',
  ],
  page: (c, query) => c.GET('/DropOut', { params: { query } }),
  get: (c, id) => c.GET('/DropOut/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/DropOut', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/DropOut/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
})
