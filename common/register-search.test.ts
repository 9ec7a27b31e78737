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
    expect(registerQuery('८१००१६२२')).toEqual({ query: '81001622', devanagari: false })
    expect(isDevanagari('७-२-३९')).toBe(false)
  })

  it('leaves a search with Devanagari letters a search of the Devanagari name, as typed', () => {
    expect(found('राम')).toBe(true)
    expect(found('थापा')).toBe(true)
    expect(registerQuery('कक्षा ६')).toEqual({ query: 'कक्षा ६', devanagari: true })
    expect(isDevanagari('राम ६')).toBe(true)
  })
})
