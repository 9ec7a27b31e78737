import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type EmployeePosition = components['schemas']['EmployeePosition']

export const employeePositionEntity = defineEntity<
  EmployeePosition,
  components['schemas']['EmployeePositionCreate'],
  components['schemas']['EmployeePositionUpdate']
>({
  name: 'employeePosition',
  label: 'Post',
  updateMethod: 'PUT',
  updatable: ['positionName', 'code', 'category', 'rank', 'status'],
  list: (c, headers) => c.GET('/EmployeePositions', { headers }),
  create: (c, body, header) => c.POST('/EmployeePositions', { body, params: { header } }),
  bulk: { upsert: setupBulk('/EmployeePositions/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/EmployeePositions/{id}', { body, params: { path: { id }, header } }),
})
