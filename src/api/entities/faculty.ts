import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Faculty = components['schemas']['Faculty']

export const facultyEntity = defineEntity<
  Faculty,
  components['schemas']['FacultyCreate'],
  components['schemas']['FacultyPatch']
>({
  name: 'faculty',
  label: 'Faculty',
  updateMethod: 'PATCH',
  updatable: ['facultyName', 'facultyType', 'shortName', 'code', 'alias', 'detail', 'status'],
  list: (c, headers) => c.GET('/Faculty/GetAllFaculties', { headers }),
  create: (c, body, header) => c.POST('/Faculty', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Faculty/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Faculty/{id}', { body, params: { path: { id }, header } }),
})
