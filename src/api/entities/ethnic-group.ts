import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type EthnicGroup = components['schemas']['EthnicGroup']

export const ethnicGroupEntity = defineEntity<
  EthnicGroup,
  components['schemas']['EthnicGroupCreate'],
  components['schemas']['EthnicGroupUpdate']
>({
  name: 'ethnicGroup',
  label: 'Ethnic group',
  updateMethod: 'PUT',
  updatable: ['ethnicGroupName', 'code', 'description', 'status'],
  list: (c, headers) => c.GET('/EthinicGroup', { headers }),
  create: (c, body, header) => c.POST('/EthinicGroup', { body, params: { header } }),
  bulk: { upsert: setupBulk('/EthinicGroup/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/EthinicGroup/{id}', { body, params: { path: { id }, header } }),
})
