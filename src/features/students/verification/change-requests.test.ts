// A pending change request whose fields the record no longer holds as the request found them is
// outdated (decision 0415): the screen says so and offers no Approve, as the server would refuse it.
import { describe, expect, it } from 'vitest'
import { outdatedFields } from './change-requests'
import type { ChangeRequest } from './verification-calls'

const request = (state: ChangeRequest['state']): ChangeRequest => ({
  id: 1,
  version: 1,
  studentId: 7,
  campusId: 78,
  universityId: 1,
  fields: { semester: 1, middleName: 'Kumari' },
  previous: { semester: 2, middleName: null },
  reason: 'Entered a term ahead',
  state,
  createdAt: '2026-11-30T00:00:00.000Z',
})

describe('outdatedFields', () => {
  it('names the requested fields the record changed since, absent and null alike', () => {
    expect(outdatedFields(request('pending'), { semester: 2 })).toEqual([])
    expect(outdatedFields(request('pending'), { semester: 3, middleName: null })).toEqual([
      'semester',
    ])
  })

  it('leaves a decided request alone', () => {
    expect(outdatedFields(request('approved'), { semester: 1, middleName: 'Kumari' })).toEqual([])
  })
})
