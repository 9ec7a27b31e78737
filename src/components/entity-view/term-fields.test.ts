import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import type { CachedRecord, Json } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import { cachedRecord as row } from '../../offline/test-kit'
import { noContext, optionsOf } from '../entity-form/option-list'
import { lastTermOf, periodOf, termName, termOptions } from './term-fields'
import { inNepali } from '../../test/nepali'

describe('a term is named by its number in the interface language', () => {
  afterEach(() => i18n.activate('en'))

  it('reads as the server names it in English and in words in Nepali', () => {
    expect(termName('year', 3)).toBe('Third Year')
    expect(termName('semester', '7')).toBe('Seventh Semester')
    inNepali()
    expect(termName('year', 3)).toBe('तेस्रो वर्ष')
    expect(termName('semester', 7)).toBe('सातौँ सेमेस्टर')
  })

  it('gives a number past the words in the locale digits', () => {
    expect(termName('semester', 13)).toBe('Semester 13')
    inNepali()
    expect(termName('year', 9)).toBe('वर्ष ९')
  })

  it('names the options and table cells whatever the cached list says', () => {
    inNepali()
    expect(termOptions('year').label({ id: 3, name: 'Third Year' })).toBe('तेस्रो वर्ष')
    expect(periodOf({ semester: 7, year: null })).toBe('सातौँ सेमेस्टर')
    expect(periodOf({ semester: null, year: 1 })).toBe('पहिलो वर्ष')
    expect(periodOf({ semester: null, year: null })).toBe('')
  })
})

describe('a term select offers the terms of the chosen program, in order', () => {
  // As the device keeps them: by key, as text (1, 10, 11, 12, 2 …).
  const semesters = Array.from({ length: 12 }, (_, i) => i + 1)
    .map((id) => row('semesterOption', { id, name: `Semester ${id}` }))
    .sort((a, b) => a.key.localeCompare(b.key))
  const programs: Record<string, Json> = {
    bba: { id: 1, programType: 'semester', durationYears: 4 },
    mbs: { id: 2, programType: 'semester', durationYears: 2 },
    open: { id: 3, programType: 'semester', durationYears: null },
  }
  const lists = new Map<ListName, CachedRecord[]>([['semesterOption', semesters]])
  const lookup = (_: ListName, id: unknown) =>
    Object.values(programs).find((p) => String(p.id) === String(id))
  const offered = (programId: number | null, current?: string) =>
    optionsOf(
      termOptions('semester'),
      lists,
      {
        ...noContext,
        lookup,
        values: { programId: programId === null ? null : String(programId) },
      },
      current,
    ).map((o) => o.label)

  it('lists the terms by number, not as text', () => {
    expect(offered(null)).toEqual([
      'First Semester',
      'Second Semester',
      'Third Semester',
      'Fourth Semester',
      'Fifth Semester',
      'Sixth Semester',
      'Seventh Semester',
      'Eighth Semester',
      'Ninth Semester',
      'Tenth Semester',
      'Eleventh Semester',
      'Twelfth Semester',
    ])
  })

  it('offers a 4-year semester program its 8 semesters and a 2-year one its 4', () => {
    expect(offered(1)).toHaveLength(8)
    expect(offered(1).at(-1)).toBe('Eighth Semester')
    expect(offered(2)).toEqual([
      'First Semester',
      'Second Semester',
      'Third Semester',
      'Fourth Semester',
    ])
  })

  it('offers every term when the program’s length is not recorded, and keeps a chosen one', () => {
    expect(offered(3)).toHaveLength(12)
    expect(offered(2, '6').at(-1)).toBe('Sixth Semester')
  })

  it('counts an annual program’s years and a semester program’s semesters, as the server', () => {
    expect(lastTermOf({ programType: 'annual', durationYears: 4 })).toBe(4)
    expect(lastTermOf({ programType: 'semester', durationYears: 4 })).toBe(8)
    expect(lastTermOf({ programType: 'semester', durationYears: null })).toBeUndefined()
    expect(lastTermOf(undefined)).toBeUndefined()
  })
})
