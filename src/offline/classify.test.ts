import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { classifyFailure, isMovedAway, needsChangeRequest, problemOf } from './classify'

const locked = (state: string) =>
  problemOf(
    new ApiError(
      422,
      {
        type: 'https://hemis.local/problems/verification-locked',
        title: 'The student record is locked',
        state,
      },
      'r1',
    ),
  )

describe('a parked edit of a record the university acted on meanwhile', () => {
  it('is offered as a change request when the record is verified, not when only submitted', () => {
    expect(locked('verified').state).toBe('verified')
    expect(needsChangeRequest({ op: 'update', lastProblem: locked('verified') })).toBe(true)
    expect(needsChangeRequest({ op: 'update', lastProblem: locked('submitted') })).toBe(false)
    // A conflict carries the record as it now is.
    const stale = (verificationState: string) => ({
      status: 409,
      type: 'https://hemis.local/problems/stale-version',
      title: 'Changed by someone else',
      current: { id: 4, version: 3, verificationState },
    })
    expect(needsChangeRequest({ op: 'update', lastProblem: stale('verified') })).toBe(true)
    expect(needsChangeRequest({ op: 'update', lastProblem: stale('draft') })).toBe(false)
    // A new record or a bulk operation is never a change request.
    expect(needsChangeRequest({ op: 'create', lastProblem: stale('verified') })).toBe(false)
  })
})

describe('a parked edit of a record that moved to another campus', () => {
  it('is told from a plain not-found by its type, which the parked row keeps', () => {
    const answer = (type: string, title: string) =>
      new ApiError(404, { type: `https://hemis.local/problems/${type}`, title, status: 404 }, 'r2')
    const moved = answer('moved-away', 'Moved to another campus')
    const missing = answer('not-found', 'Not found')
    // Both are parked as rejected: a person decides, nothing is retried.
    expect(classifyFailure(moved)).toBe('rejected')
    expect(classifyFailure(missing)).toBe('rejected')
    expect(isMovedAway(problemOf(moved))).toBe(true)
    expect(isMovedAway(problemOf(missing))).toBe(false)
    expect(isMovedAway(null)).toBe(false)
    // Never offered as a change request: no edit of this campus's reaches the record any more.
    expect(needsChangeRequest({ op: 'update', lastProblem: problemOf(moved) })).toBe(false)
  })
})

describe('an edit whose request the device cannot build', () => {
  it('is parked with a clear problem, not retried unseen; no answer in time is still retried', () => {
    const unbuilt = new URIError('URI malformed')
    expect(classifyFailure(unbuilt)).toBe('rejected')
    // A fetch that reaches no server throws a TypeError: retried, as any failure to reach it.
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('retry')
    expect(problemOf(unbuilt)).toMatchObject({
      status: 0,
      type: 'unsendable',
      title: 'This edit could not be sent as it is',
    })
    expect(problemOf(unbuilt).detail).toContain('URI malformed')
    expect(classifyFailure(new Error('No answer within 30000 ms'))).toBe('retry')
  })
})
