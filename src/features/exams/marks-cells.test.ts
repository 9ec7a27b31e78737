import { describe, expect, it } from 'vitest'
import { cellIssues, moved, pasted, rowsToSend } from './marks-cells'

const full = { theory: 75, practical: 0, internal: 25 }

describe('the marks grid cells', () => {
  it('a pasted Excel column fills down from the cell, and a block fills right too', () => {
    expect(
      pasted('45\n50\r\n61\n', { row: 1, column: 0 }, [7, 8, 9, 10], ['theory', 'internal']),
    ).toEqual({
      '8:theory': '45',
      '9:theory': '50',
      '10:theory': '61',
    })
    expect(pasted('45\t20\n50\t21', { row: 0, column: 0 }, [7, 8], ['theory', 'internal'])).toEqual(
      {
        '7:theory': '45',
        '7:internal': '20',
        '8:theory': '50',
        '8:internal': '21',
      },
    )
  })

  it('arrows and Enter move within the grid and stop at its edges', () => {
    const size = { rows: 3, columns: 2 }
    expect(moved('Enter', { row: 0, column: 1 }, size)).toEqual({ row: 1, column: 1 })
    expect(moved('ArrowUp', { row: 0, column: 0 }, size)).toEqual({ row: 0, column: 0 })
    expect(moved('ArrowRight', { row: 2, column: 1 }, size)).toEqual({ row: 2, column: 1 })
    expect(moved('a', { row: 0, column: 0 }, size)).toBeNull()
  })

  it('refuses a negative, an above-full and a non-number cell, and keeps the rest', () => {
    const cells = { '7:theory': '-3', '8:theory': '80', '9:theory': 'abc', '10:theory': '60.5' }
    expect([...cellIssues(cells, full)]).toEqual([
      ['7:theory', 'negative'],
      ['8:theory', 'aboveFull'],
      ['9:theory', 'notANumber'],
    ])
    const { rows, held } = rowsToSend([7, 10], cells, { 10: { absent: false } }, full)
    expect(held).toEqual([7])
    expect(rows).toEqual([
      {
        studentId: 10,
        theory: 60.5,
        practical: null,
        internal: null,
        absent: false,
        withheld: false,
      },
    ])
  })
})
