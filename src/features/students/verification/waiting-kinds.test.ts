import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../../../offline/db'
import { waitingKinds } from './waiting-kinds'

const bulk = (kind: string, body: object, extra: Partial<OutboxRow> = {}) =>
  ({
    entity: 'student',
    op: 'bulk',
    status: 'pending',
    entityId: `bulk-${kind}`,
    payload: { kind, label: kind, body },
    ...extra,
  }) as OutboxRow

describe("the campus's actions waiting in the outbox, by student", () => {
  it('names each student of a submit of many, and a page action by its record', () => {
    const kinds = waitingKinds([
      bulk('submitMany', { ids: [4, 5] }),
      bulk('requestChange', { id: 6 }, { orderKey: '6' }),
      bulk('submit', { id: 7 }, { orderKey: '7' }),
    ])
    expect([...kinds.get('4')!]).toEqual(['submit'])
    expect([...kinds.get('5')!]).toEqual(['submit'])
    expect([...kinds.get('6')!]).toEqual(['requestChange'])
    expect([...kinds.get('7')!]).toEqual(['submit'])
  })

  it('leaves out what no longer waits (parked on /sync) and other lists', () => {
    const kinds = waitingKinds([
      bulk('submitMany', { ids: [4] }, { status: 'rejected' }),
      bulk('submit', { id: 8 }, { orderKey: '8', entity: 'employee' }),
      bulk('promote', { ids: [9] }),
    ])
    expect(kinds.size).toBe(0)
  })
})
