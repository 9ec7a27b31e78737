import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Level = components['schemas']['Level']

export const levelEntity = defineEntity<
  Level,
  components['schemas']['LevelCreate'],
  components['schemas']['LevelPatch']
>({
  name: 'level',
  label: 'Level',
  updateMethod: 'PATCH',
  updatable: ['levelName', 'shortName', 'code', 'alias', 'remarks', 'status'],
  list: (c, headers) => c.GET('/Level/GetAllLevels', { headers }),
  create: (c, body, header) => c.POST('/Level', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Level/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Level/{id}', { body, params: { path: { id }, header } }),
})
