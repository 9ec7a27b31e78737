import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Section = components['schemas']['Section']

export const sectionEntity = defineEntity<
  Section,
  components['schemas']['SectionCreate'],
  components['schemas']['SectionPatch']
>({
  name: 'section',
  label: 'Section',
  updateMethod: 'PATCH',
  updatable: [
    'batchId',
    'sectionName',
    'code',
    'semester',
    'year',
    'shift',
    'capacity',
    'remarks',
    'status',
  ],
  list: (c, headers) => c.GET('/Section', { headers }),
  create: (c, body, header) => c.POST('/Section', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Section/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Section/{id}', { body, params: { path: { id }, header } }),
})
