import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Batch = components['schemas']['Batch']

export const batchEntity = defineEntity<
  Batch,
  components['schemas']['BatchCreate'],
  components['schemas']['BatchUpdate']
>({
  name: 'batch',
  label: 'Batch',
  updateMethod: 'PUT',
  updatable: ['campusId', 'batchName', 'batchYear', 'programId', 'status'],
  list: (c, headers) => c.GET('/Batch', { headers }),
  create: (c, body, header) => c.POST('/Batch', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Batch/Bulk') },
  update: (c, id, body, header) => c.PUT('/Batch/{id}', { body, params: { path: { id }, header } }),
})
