import { describe, expect, it } from 'vitest'
import { validateRegisterSearch } from './register-search'

describe("a register's URL", () => {
  it('keeps 50 or 100 rows a page, and drops 25 (the default) or any other number', () => {
    expect(validateRegisterSearch({ limit: 50 })).toEqual({ limit: 50 })
    expect(validateRegisterSearch({ limit: '100' })).toEqual({ limit: 100 })
    expect(validateRegisterSearch({ limit: 25 })).toEqual({})
    expect(validateRegisterSearch({ limit: 7 })).toEqual({})
    expect(validateRegisterSearch({ limit: 'all', gender: 'female' })).toEqual({ gender: 'female' })
  })
})
