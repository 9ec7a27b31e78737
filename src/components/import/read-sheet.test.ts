import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readSheet } from './read-sheet'
import { MAX_BYTES, type ReadResult, type Sheet } from './sheet'
import { errorFile } from './write-files'

const known = ['firstname', 'lastname', 'gender']

async function xlsx(build: (wb: ExcelJS.Workbook) => void): Promise<Blob> {
  const wb = new ExcelJS.Workbook()
  build(wb)
  return new Blob([await wb.xlsx.writeBuffer()])
}

function sheetOf(result: ReadResult): Sheet {
  if (!('sheet' in result)) throw new Error(`not read: ${result.problem}`)
  return result.sheet
}

const utf16le = (text: string, bom = true) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2)
  if (bom) bytes.set([0xff, 0xfe])
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    bytes[(bom ? 2 : 0) + 2 * i] = code & 0xff
    bytes[(bom ? 2 : 0) + 2 * i + 1] = code >> 8
  }
  return new Blob([bytes])
}

describe('reading an imported file', () => {
  it('refuses a 0-byte file', async () => {
    expect(await readSheet(new Blob([]), 'a.csv', known)).toEqual({ problem: 'empty' })
  })

  it('refuses a file over 20 MB before reading it', async () => {
    const big = new Blob([new Uint8Array(MAX_BYTES + 1)])
    expect(await readSheet(big, 'a.xlsx', known)).toEqual({ problem: 'tooLarge', n: MAX_BYTES + 1 })
  })

  it('refuses a .xlsx that is not a spreadsheet, and an old .xls', async () => {
    const text = new Blob(['First Name,Last Name\nSita,Sharma\n'])
    expect(await readSheet(text, 'students.xlsx', known)).toEqual({ problem: 'notSpreadsheet' })
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])])
    expect(await readSheet(zip, 'students.xlsx', known)).toEqual({ problem: 'notSpreadsheet' })
    const ole = new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])])
    expect(await readSheet(ole, 'students.xls', known)).toEqual({ problem: 'oldExcel' })
  })

  it('refuses more than 100,000 rows, saying how many', async () => {
    const lines = ['First Name,Last Name', ...Array.from({ length: 100_001 }, (_, i) => `S${i},T`)]
    expect(await readSheet(new Blob([lines.join('\n')]), 'a.csv', known)).toEqual({
      problem: 'tooManyRows',
      n: 100_001,
    })
  })

  it('reads UTF-8 with and without its mark, and UTF-16 as Excel writes "Unicode text"', async () => {
    const text = 'First Name\tLast Name\nसीता\tशर्मा\n'
    for (const blob of [
      new Blob([text]),
      new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), text]),
      utf16le(text),
      utf16le(text, false),
    ]) {
      const sheet = sheetOf(await readSheet(blob, 'a.txt', known))
      expect(sheet.headers).toEqual(['First Name', 'Last Name'])
      expect(sheet.rows).toEqual([{ n: 2, cells: ['सीता', 'शर्मा'] }])
    }
  })

  it('skips empty rows in the middle, keeping every row’s number in the file', async () => {
    const sheet = sheetOf(
      await readSheet(new Blob(['First Name,Last Name\nA,B\n,\n\nC,D\n']), 'a.csv', known),
    )
    expect(sheet.rows).toEqual([
      { n: 2, cells: ['A', 'B'] },
      { n: 5, cells: ['C', 'D'] },
    ])
  })

  it('reads a formula’s saved result, never evaluating it', async () => {
    const blob = await xlsx((wb) => {
      const ws = wb.addWorksheet('S')
      ws.addRow(['First Name', 'Last Name'])
      ws.addRow(['Sita', { formula: 'UPPER("x")', result: 'Sharma' }])
      ws.addRow(['Gita', { formula: 'A1&"!"' }])
    })
    const sheet = sheetOf(await readSheet(blob, 'a.xlsx', known))
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['Sita', 'Sharma'],
      ['Gita', ''],
    ])
  })

  it('passes over a hidden sheet and a merged title above the headers', async () => {
    const blob = await xlsx((wb) => {
      const hidden = wb.addWorksheet('Old')
      hidden.state = 'hidden'
      hidden.addRow(['Nothing', 'Here'])
      const ws = wb.addWorksheet('Students')
      ws.addRow(['Students of the campus'])
      ws.mergeCells('A1:C1')
      ws.addRow(['First Name', 'Last Name', 'Gender'])
      ws.addRow(['Sita', 'Sharma', 'Female'])
    })
    const sheet = sheetOf(await readSheet(blob, 'a.xlsx', known))
    expect(sheet).toMatchObject({ sheetName: 'Students', headerRow: 2 })
    expect(sheet.headers).toEqual(['First Name', 'Last Name', 'Gender'])
    expect(sheet.rows).toEqual([{ n: 3, cells: ['Sita', 'Sharma', 'Female'] }])
  })

  it('names only the first column of a merged header, and repeats a merged value down its rows', async () => {
    const blob = await xlsx((wb) => {
      const ws = wb.addWorksheet('S')
      ws.addRow(['Name', '', 'Gender'])
      ws.mergeCells('A1:B1')
      ws.addRow(['Sita', 'Sharma', 'Female'])
      ws.addRow(['Gita', 'Rai', ''])
      ws.mergeCells('C2:C3')
    })
    const sheet = sheetOf(await readSheet(blob, 'a.xlsx', known))
    expect(sheet.headers).toEqual(['Name', '', 'Gender'])
    expect(sheet.rows.map((r) => r.cells[2])).toEqual(['Female', 'Female'])
  })

  it('reads Excel’s own dates as the day written', async () => {
    const blob = await xlsx((wb) => {
      const ws = wb.addWorksheet('S')
      ws.addRow(['First Name', 'Date of Birth'])
      ws.addRow(['Sita', new Date(Date.UTC(2004, 4, 14))])
    })
    expect(sheetOf(await readSheet(blob, 'a.xlsx', known)).rows[0]!.cells).toEqual([
      'Sita',
      '2004-05-14',
    ])
  })
})

describe('the error workbook', () => {
  it('is the file sent with one more column, in its header row and beside each invalid row', async () => {
    const blob = await xlsx((wb) => {
      const ws = wb.addWorksheet('Students')
      ws.addRow(['First Name', 'Last Name'])
      ws.addRow(['Sita', 'Sharma'])
      ws.addRow(['', 'Rai'])
    })
    const bytes = await errorFile(blob, {
      format: 'xlsx',
      sheetName: 'Students',
      headerRow: 1,
      header: 'Errors',
      errors: [[3, 'First Name: First name is required']],
    })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes)
    const ws = wb.getWorksheet('Students')!
    expect(ws.getRow(1).values).toEqual([undefined, 'First Name', 'Last Name', 'Errors'])
    expect(ws.getRow(2).getCell(3).value).toBeNull()
    expect(ws.getRow(3).getCell(3).value).toBe('First Name: First name is required')
  })

  it('of a CSV is the CSV with the column added, in UTF-8 with its mark', async () => {
    const csv = new Blob(['First Name,Last Name\r\nSita,Sharma\r\n,Rai\r\n'])
    const bytes = await errorFile(csv, {
      format: 'csv',
      sheetName: 'a.csv',
      headerRow: 1,
      header: 'Errors',
      errors: [[3, 'First Name: required']],
    })
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text).toBe(
      '\uFEFFFirst Name,Last Name,Errors\r\nSita,Sharma,\r\n,Rai,First Name: required\r\n',
    )
  })
})
