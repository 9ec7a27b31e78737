import { describe, expect, it } from 'vitest'
import { sittingStudents } from './use-appearances'

const students = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Bikash' },
  { id: 3, name: 'Chandra' },
]

describe('who sits an exam on the marks screens', () => {
  it('is the whole class while the exam has no appearance list', () => {
    expect(sittingStudents(students, new Map())).toEqual(
      students.map((s) => ({ ...s, symbolNo: '' })),
    )
  })

  it('is the students with a symbol number once it has one, each with it', () => {
    const numbers = new Map([
      [3, ' S-03 '],
      [1, 'S-01'],
      // Taken off the list by a save not sent yet.
      [2, ''],
    ])
    expect(sittingStudents(students, numbers)).toEqual([
      { id: 1, name: 'Asha', symbolNo: 'S-01' },
      { id: 3, name: 'Chandra', symbolNo: 'S-03' },
    ])
  })
})
