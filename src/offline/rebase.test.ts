import { describe, expect, it } from 'vitest'
import type { OutboxProblem, OutboxRow } from './db'
import { rebased } from './rebase'

const row = (changes: Partial<OutboxRow>): OutboxRow => ({
  seq: 7,
  opId: 'sent-once',
  scope: '1@78',
  entity: 'student',
  entityId: '42',
  op: 'update',
  payload: { phone: '9841000001' },
  baseVersion: 3,
  base: { phone: null },
  userId: 1,
  createdAt: '2026-11-30T00:00:00.000Z',
  status: 'pending',
  attempts: 0,
  lastProblem: null,
  nextAttemptAt: 0,
  ...changes,
})

const stale = (current: Record<string, unknown>): OutboxProblem => ({
  status: 409,
  type: '/problems/stale-version',
  title: 'Edited by someone else',
  current,
})

const patch = {
  updateBody: (_merged: Record<string, unknown>, changes: Record<string, unknown>) => changes,
}
const put = { updateBody: (merged: Record<string, unknown>) => ({ ...merged }) }

describe('rebased: a stale edit sent again by itself only over fields it does not touch', () => {
  it('another field changed: sent again over the new version, with a new key', () => {
    const again = rebased(row({}), stale({ version: 4, phone: null, email: 'x@y.np' }), patch)
    expect(again).toMatchObject({
      seq: 7,
      payload: { phone: '9841000001' },
      baseVersion: 4,
      base: { phone: null },
      lastProblem: { current: { email: 'x@y.np' } },
    })
    expect(again?.opId).not.toBe('sent-once')
  })

  it("a whole-record body takes the other save's fields with mine", () => {
    const again = rebased(row({}), stale({ version: 4, phone: null, email: 'x@y.np' }), put)
    expect(again?.payload).toEqual({ version: 4, phone: '9841000001', email: 'x@y.np' })
  })

  it('the same field changed to the same value: sent again; to another value: a person decides', () => {
    expect(rebased(row({}), stale({ version: 4, phone: '9841000001' }), patch)).not.toBeNull()
    expect(rebased(row({}), stale({ version: 4, phone: '9800000000' }), patch)).toBeNull()
  })

  it('a photo is sent again unless the record has another photo now', () => {
    const upload = row({
      op: 'upload',
      payload: { field: 'photo' },
      base: { photo: { hash: 'a' } },
    })
    expect(
      rebased(upload, stale({ version: 4, photo: { hash: 'a' }, phone: '1' }), patch),
    ).toMatchObject({ payload: { field: 'photo' }, baseVersion: 4 })
    expect(rebased(upload, stale({ version: 4, photo: { hash: 'b' } }), patch)).toBeNull()
  })

  it('never without a base, a record, a stale answer, or a newer version', () => {
    const current = { version: 4, phone: null }
    expect(rebased(row({ base: undefined }), stale(current), patch)).toBeNull()
    expect(rebased(row({}), { ...stale(current), current: undefined }, patch)).toBeNull()
    expect(rebased(row({}), { ...stale(current), type: '/problems/duplicate' }, patch)).toBeNull()
    // A stale answer naming the version the row was sent with would only be sent again as it was.
    expect(rebased(row({ baseVersion: 4 }), stale(current), patch)).toBeNull()
  })
})
