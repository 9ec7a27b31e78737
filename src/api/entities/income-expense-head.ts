import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type IncomeExpenseHead = components['schemas']['IncomeExpenseHead']

export const incomeExpenseHeadEntity = defineEntity<
  IncomeExpenseHead,
  components['schemas']['IncomeExpenseHeadCreate'],
  components['schemas']['IncomeExpenseHeadPatch']
>({
  name: 'incomeExpenseHead',
  label: 'Income/Expense Head',
  updateMethod: 'PATCH',
  updatable: ['parentId', 'headName', 'headType', 'code', 'description', 'status'],
  list: (c, headers) => c.GET('/IncomeExpenseHead', { headers }),
  create: (c, body, header) => c.POST('/IncomeExpenseHead', { body, params: { header } }),
  bulk: { upsert: setupBulk('/IncomeExpenseHead/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/IncomeExpenseHead/{id}', { body, params: { path: { id }, header } }),
})
