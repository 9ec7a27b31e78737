import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'

export type ResultTotal = components['schemas']['ResultTotal']

export const resultTotalEntity = defineEntity<
  ResultTotal,
  components['schemas']['ResultTotalCreate'],
  components['schemas']['ResultTotalUpdate']
>({
  name: 'resultTotal',
  label: 'Result total',
  updateMethod: 'PUT',
  updatable: [
    'campusId',
    'programId',
    'semester',
    'year',
    'fiscalYearId',
    'gender',
    'category',
    'appeared',
    'passed',
    'status',
  ],
  list: (c, headers) => c.GET('/ResultTotal', { headers }),
  create: (c, body, header) => c.POST('/ResultTotal', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PUT('/ResultTotal/{id}', { body, params: { path: { id }, header } }),
})
