import { describe, expect, it } from 'vitest'
import { matchesStudentSearch } from './student-search'

const sita = {
  firstName: 'Sita',
  lastName: 'Sharma',
  nameNe: 'सीता कुमारी शर्मा',
  registrationNo: '7-2-39-120-2022',
  rollNo: 'R12',
  symbolNo: null,
}

describe('the register search, as the device applies it', () => {
  it('matches the start of a name in either script, or a number exactly', () => {
    expect(matchesStudentSearch(sita, 'shar')).toBe(true)
    expect(matchesStudentSearch(sita, 'SI')).toBe(true)
    expect(matchesStudentSearch(sita, 'arma')).toBe(false)
    expect(matchesStudentSearch(sita, 'कुमा')).toBe(true)
    expect(matchesStudentSearch(sita, 'शर्मा')).toBe(true)
    expect(matchesStudentSearch(sita, 'ता')).toBe(false)
    expect(matchesStudentSearch(sita, 'r12')).toBe(true)
    expect(matchesStudentSearch(sita, '7-2-39')).toBe(false)
    expect(matchesStudentSearch(sita, '  ')).toBe(true)
  })

  it('matches words of the Devanagari name in order, surname first too, as the server does', () => {
    expect(matchesStudentSearch(sita, 'सीता कुमारी')).toBe(true)
    expect(matchesStudentSearch(sita, 'कुमारी शर्')).toBe(true)
    expect(matchesStudentSearch(sita, 'सीता शर्मा')).toBe(true)
    expect(matchesStudentSearch(sita, 'शर्मा सीता')).toBe(true)
    expect(matchesStudentSearch(sita, 'ता कुमारी')).toBe(false)
  })

  it('matches a full name of several Latin words, first name or surname first', () => {
    expect(matchesStudentSearch(sita, 'Sita Sharma')).toBe(true)
    expect(matchesStudentSearch(sita, 'sharma sita')).toBe(true)
    expect(matchesStudentSearch(sita, 'sita sh')).toBe(true)
    expect(matchesStudentSearch(sita, 'sita kumari')).toBe(false) // no middle name kept
    expect(matchesStudentSearch(sita, 'sharma gita')).toBe(false)
  })
})
