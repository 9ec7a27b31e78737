import { describe, expect, it } from 'vitest'
import { ownSearch, validateListSearch } from './list-search'

describe('a list route’s search', () => {
  it('keeps paging and filter-shaped values, and drops what is malformed', () => {
    expect(
      validateListSearch({ page: '2', pageSize: '50', programId: '3', semester: 4, q: '<script>' }),
    ).toEqual({ page: 2, pageSize: 50, programId: '3', semester: '4' })
    expect(validateListSearch({ page: '-1', pageSize: '33', 'bad key': '1' })).toEqual({})
  })

  it('is narrowed on the screen to the filters the list declares', () => {
    const subjects = { filters: [{ name: 'programId' }, { name: 'semester' }] }
    const faculties = { filters: undefined }
    const search = { page: 2, programId: '3', semester: '1', year: '2' }
    expect(ownSearch(subjects as never, search)).toEqual({ page: 2, programId: '3', semester: '1' })
    expect(ownSearch(faculties, search)).toEqual({ page: 2 })
  })
})
