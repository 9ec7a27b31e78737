import { describe, expect, it } from 'vitest'
import { permissionOf } from '../../common/permissions'
import { entities, type EntityName } from '../api/entities/registry'
import { createOperationOf } from '../components/entity-view/entity-view'
import { listViews } from './list-views'

describe('the lists’ registry', () => {
  it('names each list once: its key is its name, and every list the outbox sends has a view', () => {
    for (const [name, entity] of Object.entries(entities)) expect(entity.name).toBe(name)
    const names = Object.keys(entities).sort()
    expect([...listViews.keys()].sort()).toEqual(names)
    for (const [name, view] of listViews) expect(view.entity).toBe(name satisfies EntityName)
  })
  it('gives each view the module its create operation has on the server (decision 0332)', () => {
    for (const view of listViews.values())
      expect([view.entity, view.module]).toEqual([
        view.entity,
        permissionOf(createOperationOf(view.entity))?.split(':')[0],
      ])
  })
})
