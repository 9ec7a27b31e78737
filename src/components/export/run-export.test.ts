import { describe, expect, it } from 'vitest'
import { fileNameOf } from './run-export'

describe("an export's file name", () => {
  it("is the list's title and today's date in Bikram Sambat", () => {
    expect(fileNameOf('Student List', 'xlsx', new Date(2024, 4, 14))).toBe(
      'Student List 2081-02-01.xlsx',
    )
    expect(fileNameOf('Fee / Setup: "2082"', 'csv', new Date(2024, 4, 14))).toBe(
      'Fee   Setup   2082 2081-02-01.csv',
    )
  })
})
