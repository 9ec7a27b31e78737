import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type GraduationDivision = components['schemas']['GraduationDivision']

/** A university's graduation table (decision 0320): a setup list of the kit. */
export const graduationDivisionEntity = defineEntity<
  GraduationDivision,
  components['schemas']['GraduationDivisionCreate'],
  components['schemas']['GraduationDivisionPatch']
>({
  name: 'graduationDivision',
  label: 'Graduation table row',
  updateMethod: 'PATCH',
  updatable: ['division', 'minCgpa', 'remarks', 'status'],
  list: (c, headers) => c.GET('/GraduationDivision', { headers }),
  create: (c, body, header) => c.POST('/GraduationDivision', { body, params: { header } }),
  bulk: { upsert: setupBulk('/GraduationDivision/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/GraduationDivision/{id}', { body, params: { path: { id }, header } }),
})
