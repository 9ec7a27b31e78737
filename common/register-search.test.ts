import { describe, expect, it } from 'vitest'
import {
  isDevanagari,
  matchesEmployeeSearch,
  matchesRegisterSearch,
  registerQuery,
  studentSearchFields,
} from './register-search'

const gopal = {
  firstName: 'Gopal',
  lastName: 'Bhattarai',
  nameNe: 'गोपाल प्रसाद भट्टराई',
  employeeCode: 'C78-E012',
}

describe('the employee register search, as the device applies it', () => {
  it('matches the start of a name in either script, or the start of the code', () => {
    expect(matchesEmployeeSearch(gopal, 'bhat')).toBe(true)
    expect(matchesEmployeeSearch(gopal, 'GO')).toBe(true)
    expect(matchesEmployeeSearch(gopal, 'tarai')).toBe(false)
    expect(matchesEmployeeSearch(gopal, 'प्रसा')).toBe(true)
    expect(matchesEmployeeSearch(gopal, 'पाल')).toBe(false)
    expect(matchesEmployeeSearch(gopal, 'c78-e0')).toBe(true)
    expect(matchesEmployeeSearch(gopal, 'E012')).toBe(false)
    expect(matchesEmployeeSearch(gopal, ' ')).toBe(true)
  })
})

describe('a search typed in Devanagari digits', () => {
  const ram = {
    firstName: 'Ram',
    lastName: 'Thapa',
    nameNe: 'राम थापा',
    registrationNo: '7-2-39-120-2022',
    rollNo: '6',
    symbolNo: '81001622',
  }
  const found = (q: string) => matchesRegisterSearch(ram, q, studentSearchFields)

  it('is a number search, finding what the same Latin digits find', () => {
    expect(found('81001622')).toBe(true)
    expect(found('८१००१६२२')).toBe(true)
    expect(found(' ६ ')).toBe(true)
    expect(found('७-२-३९-१२०-२०२२')).toBe(true)
    expect(found('८१००१६२')).toBe(false) // still the whole number
    expect(matchesEmployeeSearch(gopal, 'C७८-E०')).toBe(true)
    expect(registerQuery('८१००१६२२')).toEqual({
      query: '81001622',
      words: ['81001622'],
      devanagari: false,
    })
    expect(isDevanagari('७-२-३९')).toBe(false)
  })

  it('leaves a search with Devanagari letters a search of the Devanagari name, as typed', () => {
    expect(found('राम')).toBe(true)
    expect(found('थापा')).toBe(true)
    expect(registerQuery('कक्षा ६')).toEqual({
      query: 'कक्षा ६',
      words: ['कक्षा', '६'],
      devanagari: true,
    })
    expect(isDevanagari('राम ६')).toBe(true)
  })
})

describe('a search of several words (decision 0408)', () => {
  const ram = {
    firstName: 'Ram Bahadur',
    middleName: null,
    lastName: 'Thapa',
    nameNe: 'राम बहादुर थापा',
    registrationNo: '7-2-39-120-2022',
    rollNo: 'R 12',
    symbolNo: null,
  }
  const sita = { ...ram, firstName: 'Sita', middleName: 'Kumari', lastName: 'Sharma' }
  const found = (row: Record<string, unknown>, q: string) =>
    matchesRegisterSearch(row, q, studentSearchFields)

  it('finds the name read as the register shows it, each word by its start', () => {
    for (const q of ['ram bah', 'Ram Bahadur Th', 'ram thapa', 'RAM BAHADUR THAPA', 'r b t'])
      expect(found(ram, q), q).toBe(true)
    for (const q of ['Sita Sh', 'sita sharma', 'sita kumari', 'Sita Kumari Sharma'])
      expect(found(sita, q), q).toBe(true)
  })

  it('finds it surname first', () => {
    for (const q of ['Thapa Ram', 'thapa ram bahadur', 'th ram b', 'thapa bahadur'])
      expect(found(ram, q), q).toBe(true)
    for (const q of ['sharma sita', 'Sharma Sita Kumari', 'sharma kumari'])
      expect(found(sita, q), q).toBe(true)
  })

  it('ignores the spaces around and between words', () => {
    expect(found(ram, '  ram   bahadur\tthapa ')).toBe(true)
    expect(found(sita, ' sharma  sita')).toBe(true)
    expect(registerQuery('  Sita   Sh ')).toEqual({
      query: 'Sita Sh',
      words: ['Sita', 'Sh'],
      devanagari: false,
    })
  })

  it('starts at the first name or the surname, and keeps the words in order', () => {
    for (const q of ['bahadur thapa', 'sita ram', 'thapa sita', 'am thapa', 'ramb thapa', 'ram %'])
      expect(found(ram, q), q).toBe(false)
    for (const q of ['kumari sharma', 'sharma ram', 'sita sharma kumari', 'sita sh kumari'])
      expect(found(sita, q), q).toBe(false)
  })

  it('leaves a search of one word as it was: the start of the first or last name', () => {
    expect(found(ram, 'ram')).toBe(true)
    expect(found(ram, 'THA')).toBe(true)
    expect(found(ram, 'bahadur')).toBe(false)
    expect(found(sita, 'kumari')).toBe(false)
  })

  it('still matches a number by the whole search', () => {
    expect(found(ram, 'r 12')).toBe(true)
    expect(found(ram, ' R  12 ')).toBe(true)
    expect(found(ram, 'r 1')).toBe(false)
  })

  it('in Devanagari, finds the words in order from any word of the name, round it', () => {
    for (const q of ['राम बहादुर', 'राम थापा', 'थापा राम', 'थापा राम बहा', 'बहादुर थापा', 'ब थ'])
      expect(found(ram, q), q).toBe(true)
    for (const q of ['राम सीता', 'हादुर थापा', 'थापा बहादुर थापा राम', 'रा ाम'])
      expect(found(ram, q), q).toBe(false)
    // A search longer than the name may go round it twice, as the server's SQL does.
    expect(found(ram, 'थापा राम बहादुर थापा')).toBe(true)
  })
})
