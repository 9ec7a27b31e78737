import { describe, expect, it } from 'vitest'
import { validateRegisterSearch } from './register-search'
import { ownRegisterSearch } from './own-register-search'

describe("a register's URL", () => {
  it('keeps 50 or 100 rows a page, and drops 25 (the default) or any other number', () => {
    expect(validateRegisterSearch({ limit: 50 })).toEqual({ limit: 50 })
    expect(validateRegisterSearch({ limit: '100' })).toEqual({ limit: 100 })
    expect(validateRegisterSearch({ limit: 25 })).toEqual({})
    expect(validateRegisterSearch({ limit: 7 })).toEqual({})
    expect(validateRegisterSearch({ limit: 'all', gender: 'female' })).toEqual({ gender: 'female' })
  })

  it("keeps a page's number beside its cursor only, as a whole number from 1", () => {
    expect(validateRegisterSearch({ after: 'c1', page: 3 })).toEqual({ after: 'c1', page: 3 })
    expect(validateRegisterSearch({ before: 'c1', page: '1' })).toEqual({ before: 'c1', page: 1 })
    expect(validateRegisterSearch({ page: 3 })).toEqual({})
    for (const page of [0, -2, 1.5, 'two', 1e20])
      expect(validateRegisterSearch({ after: 'c1', page })).toEqual({ after: 'c1' })
  })

  it('keeps a sort the contract names, and drops the default (by name from A) or any other', () => {
    for (const sort of ['-name', 'newest', 'oldest'])
      expect(validateRegisterSearch({ sort })).toEqual({ sort })
    for (const sort of ['name', 'name-desc', 'NEWEST', 1, null])
      expect(validateRegisterSearch({ sort })).toEqual({})
  })
})

it("reads a fixed-word filter's known words only: another is left out (and so out of the URL)", () => {
  const view = {
    filters: [
      {
        name: 'enrolmentStatus',
        label: 'Status',
        options: {
          fixed: [
            { value: 'active', label: 'Active' },
            { value: 'droppedOut', label: 'Dropped out' },
          ],
        },
        match: () => true,
      },
      {
        name: 'batchId',
        label: 'Batch',
        options: { entity: 'batch' as const, label: () => '' },
        match: () => true,
      },
    ],
  }
  expect(ownRegisterSearch(view, { enrolmentStatus: 'droppedOut', batchId: '7' })).toEqual({
    enrolmentStatus: 'droppedOut',
    batchId: '7',
  })
  expect(ownRegisterSearch(view, { enrolmentStatus: 'dropout', batchId: '7' })).toEqual({
    batchId: '7',
  })
})
