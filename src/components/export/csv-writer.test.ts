import { describe, expect, it } from 'vitest'
import { createCsvWriter, csvField, csvLine } from './csv-writer'
import type { ExportSheet } from './export-sheet'

const sheet: ExportSheet = {
  name: 'Student List',
  columns: [
    { header: 'S.No', type: 'number' },
    { header: 'Name', type: 'text' },
    { header: 'Name (Devanagari)', type: 'text' },
    { header: 'Dropped out on', type: 'date' },
  ],
}

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer())

describe('the CSV writer', () => {
  it('quotes a field holding a quote, a comma or a line break as RFC 4180 does', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('Sharma, Sita')).toBe('"Sharma, Sita"')
    expect(csvField('the "best"')).toBe('"the ""best"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField(null)).toBe('')
    expect(csvField(3.5)).toBe('3.5')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n')
  })

  it('puts an apostrophe before text a spreadsheet would run as a formula, never before a number', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvField('+977')).toBe("'+977")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tcmd')).toBe("'\tcmd")
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`)
    expect(csvField(-5)).toBe('-5')
    expect(csvField('Sita = Gita')).toBe('Sita = Gita')
  })

  it('writes a UTF-8 file that starts with the byte order mark, CRLF lines, Devanagari intact', async () => {
    const csv = createCsvWriter(sheet)
    csv.add([[1, 'Sita Sharma', 'सीता शर्मा', '2024-05-14']])
    csv.add([])
    csv.add([[2, 'Ram, Thapa', null, null]])
    const file = await csv.finish()
    expect(file.type).toBe('text/csv;charset=utf-8')
    const bytes = await bytesOf(file)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text).toBe(
      '\uFEFFS.No,Name,Name (Devanagari),Dropped out on\r\n' +
        '1,Sita Sharma,सीता शर्मा,2024-05-14\r\n' +
        '2,"Ram, Thapa",,\r\n',
    )
  })
})
