import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'
import { personSortKey } from './person-sort-key'

export type Receipt = components['schemas']['Receipt']

/** Receipts of students' fees (decision 0322): paged on the server, issued through the outbox. */
export const receiptEntity = defineEntity<
  Receipt,
  components['schemas']['ReceiptCreate'],
  components['schemas']['ReceiptPatch']
>({
  name: 'receipt',
  label: 'Receipt',
  updateMethod: 'PATCH',
  updatable: ['remarks', 'cancelled', 'cancelledReason'],
  page: (c, query) => c.GET('/Receipt', { params: { query } }),
  get: (c, id) => c.GET('/Receipt/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Receipt', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Receipt/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
})
