import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type IncomeExpense = components['schemas']['IncomeExpense']

export const incomeExpenseEntity = defineEntity<
  IncomeExpense,
  components['schemas']['IncomeExpenseCreate'],
  components['schemas']['IncomeExpensePatch']
>({
  name: 'incomeExpense',
  label: 'Income/Expense entry',
  updateMethod: 'PATCH',
  updatable: [
    'fiscalYearId',
    'headId',
    'amount',
    'entryDate',
    'description',
    'reference',
    'status',
  ],
  list: (c, headers) => c.GET('/IncomeExpense', { headers }),
  create: (c, body, header) => c.POST('/IncomeExpense', { body, params: { header } }),
  bulk: { upsert: setupBulk('/IncomeExpense/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/IncomeExpense/{id}', { body, params: { path: { id }, header } }),
})
