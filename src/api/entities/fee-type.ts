import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type FeeType = components['schemas']['FeeType']

export const feeTypeEntity = defineEntity<
  FeeType,
  components['schemas']['FeeTypeCreate'],
  components['schemas']['FeeTypeUpdate']
>({
  name: 'feeType',
  label: 'Fee type',
  updateMethod: 'PUT',
  updatable: ['campusId', 'feeTypeName', 'code', 'description', 'status'],
  list: (c, headers) => c.GET('/FeeType', { headers }),
  create: (c, body, header) => c.POST('/FeeType', { body, params: { header } }),
  bulk: { upsert: setupBulk('/FeeType/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/FeeType/{id}', { body, params: { path: { id }, header } }),
})
