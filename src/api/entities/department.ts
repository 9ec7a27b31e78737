import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Department = components['schemas']['Department']

export const departmentEntity = defineEntity<
  Department,
  components['schemas']['DepartmentCreate'],
  components['schemas']['DepartmentPatch']
>({
  name: 'department',
  label: 'Department',
  updateMethod: 'PATCH',
  updatable: [
    'facultyId',
    'departmentName',
    'departmentType',
    'shortName',
    'code',
    'headName',
    'email',
    'phone',
    'establishedYear',
    'remarks',
    'status',
  ],
  list: (c, headers) => c.GET('/Department', { headers }),
  create: (c, body, header) => c.POST('/Department', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Department/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Department/{id}', { body, params: { path: { id }, header } }),
})
