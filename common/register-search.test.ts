import { describe, expect, it } from 'vitest'
import { matchesEmployeeSearch } from './register-search'

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
