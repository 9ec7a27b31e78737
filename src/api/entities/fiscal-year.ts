import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type FiscalYear = components['schemas']['FiscalYear']

export const fiscalYearEntity = defineEntity<
  FiscalYear,
  components['schemas']['FiscalYearCreate'],
  components['schemas']['FiscalYearUpdate']
>({
  name: 'fiscalYear',
  label: 'Fiscal year',
  updateMethod: 'PUT',
  updatable: ['name', 'startDateBs', 'endDateBs', 'startDate', 'endDate', 'isCurrent', 'status'],
  list: (c, headers) => c.GET('/FiscalYear', { headers }),
  create: (c, body, header) => c.POST('/FiscalYear', { body, params: { header } }),
  bulk: { upsert: setupBulk('/FiscalYear/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/FiscalYear/{id}', { body, params: { path: { id }, header } }),
})
