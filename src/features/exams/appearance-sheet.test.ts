import { describe, expect, it } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { numbersFrom, sheetIssues, symbolMaxLength } from './appearance-sheet'

describe('appearance sheet', () => {
  it('counts numbers up from the first, keeping their width and prefix', () => {
    expect(numbersFrom('7801009', 3)).toEqual(['7801009', '7801010', '7801011'])
    expect(numbersFrom('A-098', 2)).toEqual(['A-098', 'A-099'])
    expect(numbersFrom('TU/099', 2)).toEqual(['TU/099', 'TU/100'])
    expect(numbersFrom('ABC', 2)).toBeNull()
  })

  it('finds a number given twice (any letter case) and one the contract refuses', () => {
    const issues = sheetIssues(
      new Map([
        [1, 'x-9'],
        [2, 'X-9'],
        [3, 'has space'],
        [4, ''],
        [5, '7801001'],
      ]),
    )
    expect([...issues]).toEqual([
      [2, 'twice'],
      [3, 'symbol'],
    ])
  })

  it("takes a number as long as a student's symbol number may be, no longer", () => {
    expect(symbolMaxLength).toBe(fieldLimits.StudentCreate.symbolNo.maxLength)
    const longest = '9'.repeat(symbolMaxLength)
    expect([
      ...sheetIssues(
        new Map([
          [1, longest],
          [2, `${longest}0`],
        ]),
      ),
    ]).toEqual([[2, 'symbol']])
  })
})
