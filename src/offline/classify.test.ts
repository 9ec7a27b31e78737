import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { needsChangeRequest, problemOf } from './classify'

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
