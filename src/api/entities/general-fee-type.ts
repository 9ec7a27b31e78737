import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type GeneralFeeType = components['schemas']['GeneralFeeType']

export const generalFeeTypeEntity = defineEntity<
  GeneralFeeType,
  components['schemas']['GeneralFeeTypeCreate'],
  components['schemas']['GeneralFeeTypeUpdate']
>({
  name: 'generalFeeType',
  label: 'General fee type',
  updateMethod: 'PUT',
  updatable: ['campusId', 'feeTypeName', 'code', 'description', 'status'],
  list: (c, headers) => c.GET('/GeneralFeeType', { headers }),
  create: (c, body, header) => c.POST('/GeneralFeeType', { body, params: { header } }),
  bulk: { upsert: setupBulk('/GeneralFeeType/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/GeneralFeeType/{id}', { body, params: { path: { id }, header } }),
})
