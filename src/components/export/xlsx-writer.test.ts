import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { ExportSheet } from './export-sheet'
import { createXlsxWriter, sheetNameOf } from './xlsx-writer'

const sheet: ExportSheet = {
  name: 'Dropouts: 2082/83',
  columns: [
    { header: 'S.No', type: 'number' },
    { header: 'Name', type: 'text' },
    { header: 'Name (Devanagari)', type: 'text' },
    { header: 'Dropped out on', type: 'date' },
    { header: 'Dropped out on (BS)', type: 'text' },
    { header: 'CGPA', type: 'number' },
  ],
}

/** Writes the rows in two pages and reads the file back as Excel would, with exceljs. */
async function roundTrip(rows: (string | number | null)[][]) {
  const xlsx = createXlsxWriter(sheet)
  xlsx.add(rows.slice(0, 1))
  xlsx.add(rows.slice(1))
  const file = await xlsx.finish()
  expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await file.arrayBuffer())
  return book.worksheets[0]!
}

describe('the xlsx writer', () => {
  it('writes numbers as numbers, AD dates as dates, and Devanagari text intact', async () => {
    const read = await roundTrip([
      [1, 'Sita Sharma', 'सीता शर्मा', '2004-05-14', '2061-02-01', 3.6],
      [2, 'Ram Thapa', null, null, null, null],
    ])
    const first = read.getRow(2)
    expect(first.getCell(1).value).toBe(1)
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number)
    expect(first.getCell(3).value).toBe('सीता शर्मा')
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date)
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2004, 4, 14)))
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd')
    expect(first.getCell(5).value).toBe('2061-02-01')
    expect(first.getCell(6).value).toBe(3.6)
    expect(read.getRow(3).getCell(3).value).toBeNull()
    expect(read.rowCount).toBe(3)
  })

  it('freezes a bold header row with a filter, names the sheet after the list, sizes the columns', async () => {
    const read = await roundTrip([[1, 'A rather longer name than the header', null, null, null, 2]])
    expect(read.name).toBe('Dropouts  2082 83')
    expect(read.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(read.getRow(1).getCell(2).value).toBe('Name')
    expect(read.getRow(1).getCell(2).font?.bold).toBe(true)
    expect(read.autoFilter).toBe('A1:F1')
    expect(read.getColumn(2).width).toBe('A rather longer name than the header'.length + 2)
    expect(read.getColumn(1).width).toBe(6)
  })

  it('writes text that looks like a formula as that text, never as a formula', async () => {
    const attacks = ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1']
    const read = await roundTrip(attacks.map((a, i) => [i + 1, a, null, null, null, null]))
    attacks.forEach((attack, i) => {
      const cell = read.getRow(i + 2).getCell(2)
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.value).toBe(attack)
      expect(cell.formula).toBeUndefined()
    })
  })

  it('writes a long list page by page: every row, the widths measured on the first 1,000', async () => {
    const xlsx = createXlsxWriter(sheet)
    for (let page = 0; page < 25; page++)
      xlsx.add(
        Array.from({ length: 100 }, (_, i) => {
          const n = page * 100 + i + 1
          return [
            n,
            n === 2000 ? 'A name longer than any of the first thousand' : `S${n}`,
            'राम',
            '2004-05-14',
            null,
            n / 100,
          ]
        }),
      )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await (await xlsx.finish()).arrayBuffer())
    const read = book.worksheets[0]!
    expect(read.rowCount).toBe(2501)
    expect(read.getRow(2001).getCell(2).value).toBe('A name longer than any of the first thousand')
    expect(read.getRow(2501).values).toEqual([
      undefined,
      2500,
      'S2500',
      'राम',
      new Date(Date.UTC(2004, 4, 14)),
      undefined,
      25,
    ])
    // The widths were set before the sheet's rows were written: the first 1,000 rows decide them.
    expect(read.getColumn(2).width).toBe('S1000'.length + 2)
  })

  it("keeps a sheet's name within Excel's rules", () => {
    expect(sheetNameOf('Student List')).toBe('Student List')
    expect(sheetNameOf('a/b\\c?d*e[f]g:h')).toBe('a b c d e f g h')
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31)
    expect(sheetNameOf("'''")).toBe('Sheet1')
  })
})
