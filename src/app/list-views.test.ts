import { describe, expect, it } from 'vitest'
import { entities, type EntityName } from '../api/entities/registry'
import { listViews } from './list-views'

describe('the lists’ registry', () => {
  it('names each list once: its key is its name, and every list the outbox sends has a view', () => {
    for (const [name, entity] of Object.entries(entities)) expect(entity.name).toBe(name)
    const names = Object.keys(entities).sort()
    expect([...listViews.keys()].sort()).toEqual(names)
    for (const [name, view] of listViews) expect(view.entity).toBe(name satisfies EntityName)
  })
})
