import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../lib/forms/field-errors'
import { registerSchema } from './register-schema'

const student = {
  firstName: 'Sita',
  middleName: '',
  lastName: 'Sharma',
  phoneNumber: '9841000000',
  email: 'sita@example.test',
  gender: 'female',
}

describe('sign-up passwords', () => {
  it('follow the server’s policy before anything is sent', () => {
    const short = { ...student, password: 'Short#1', confirmPassword: 'Short#1' }
    expect(fieldErrors(registerSchema, short)?.password).toBe(
      'Password must be at least 10 characters.',
    )
    const common = { ...student, password: 'password123', confirmPassword: 'password123' }
    expect(fieldErrors(registerSchema, common)?.password).toBe(
      'This password is too common. Choose another.',
    )
    const fine = { ...student, password: 'Sturdy#Pass2026', confirmPassword: 'Sturdy#Pass2026' }
    expect(fieldErrors(registerSchema, fine)).toBeNull()
  })

  it('still say only "Password is required" when it is empty', () => {
    expect(
      fieldErrors(registerSchema, { ...student, password: '', confirmPassword: '' })?.password,
    ).toBe('Password is required')
  })
})
