import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { validateListSearch } from '../components/entity-list-page/list-search'
import { validateRecordKey, validateRegisterSearch } from '../components/register/register-search'
import { stringifySearch } from './search-string'

/** What a route holds after its search is written into the URL and read back, as the router does. */
const throughUrl = <T>(validate: (raw: Record<string, unknown>) => T, search: object) =>
  validate(defaultParseSearch(stringifySearch(search as Record<string, unknown>)))

describe('a URL the router writes', () => {
  it('names a filter chosen from a select as its digits, not in quotes', () => {
    expect(stringifySearch({ year: '3', programId: '12' })).toBe('?year=3&programId=12')
    expect(stringifySearch({ sectionId: '0', delta: '-4' })).toBe('?sectionId=0&delta=-4')
  })

  it("reads back a register's filters and search text as the register kept them", () => {
    const kept = [
      { programId: '12', year: '3', gender: 'female' },
      { q: '123' },
      { q: '007' },
      { q: 'true' },
      { q: 'false' },
      { q: 'null' },
      { q: '1e3' },
      { q: '1.50' },
      { q: '-0' },
      { q: '12345678901234567890' },
      { q: 'Sita Rai' },
      { q: 'राम' },
      { q: '"quoted"' },
      { limit: 50, sort: 'newest', after: 'd.YWJj' },
    ]
    for (const search of kept) {
      expect(throughUrl(validateRegisterSearch, validateRegisterSearch(search))).toEqual(search)
    }
    // The text a person searches for keeps its form in the URL, quoted where JSON would misread it.
    expect(stringifySearch({ q: '007' })).toBe('?q=007')
    expect(stringifySearch({ q: 'true' })).toBe('?q=%22true%22')
    expect(stringifySearch({ q: '123' })).toBe('?q=123')
  })

  it('still opens an old link with the quotes as the same filter (bookmarks)', () => {
    const old = validateRegisterSearch(defaultParseSearch('?year=%223%22&programId=%2212%22'))
    const now = validateRegisterSearch(defaultParseSearch('?year=3&programId=12'))
    expect(old).toEqual({ year: '3', programId: '12' })
    expect(now).toEqual(old)
    expect(validateRegisterSearch(defaultParseSearch('?q=%22123%22'))).toEqual({ q: '123' })
    expect(validateRecordKey(defaultParseSearch('?student=%2242%22'), 'student')).toEqual({
      student: 42,
    })
  })

  it("leaves other routes' numbers, booleans and record keys as they were", () => {
    const raw = { page: 2, pageSize: 50, print: 1, open: true, shut: false, date: '2026-03-02' }
    const written = stringifySearch(raw)
    expect(written).toBe('?page=2&pageSize=50&print=1&open=true&shut=false&date=2026-03-02')
    expect(defaultParseSearch(written)).toEqual(raw)
    const list = { page: 2, pageSize: 50, facultyId: '4', status: 'active' }
    expect(throughUrl(validateListSearch, list)).toEqual(list)
    const local = `local-${crypto.randomUUID()}`
    const studentKey = (raw: Record<string, unknown>) => validateRecordKey(raw, 'student')
    expect(throughUrl(studentKey, { student: 42 })).toEqual({ student: 42 })
    expect(throughUrl(studentKey, { student: local })).toEqual({ student: local })
  })
})
