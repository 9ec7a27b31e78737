import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type FeeSetup = components['schemas']['FeeSetup']

export const feeSetupEntity = defineEntity<
  FeeSetup,
  components['schemas']['FeeSetupCreate'],
  components['schemas']['FeeSetupUpdate']
>({
  name: 'feeSetup',
  label: 'Fee setup',
  updateMethod: 'PUT',
  updatable: [
    'campusId',
    'programId',
    'fiscalYearId',
    'feeTypeId',
    'amount',
    'semester',
    'year',
    'status',
  ],
  list: (c, headers) => c.GET('/FeeSetup', { headers }),
  create: (c, body, header) => c.POST('/FeeSetup', { body, params: { header } }),
  bulk: { upsert: setupBulk('/FeeSetup/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/FeeSetup/{id}', { body, params: { path: { id }, header } }),
})
