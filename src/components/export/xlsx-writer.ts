// An .xlsx written as it is read (issue 13, decision 0335): each page of rows becomes the sheet's
// XML and is deflated into the zip at once, so the worker holds the compressed file and one page,
// never the sheet. exceljs kept a model of every cell and peaked at 1.5 GB for 100,000 students.
import { strToU8, Zip, ZipDeflate } from 'fflate'
import { dayOf, type Cell, type CellType, type ExportSheet, type SheetWriter } from './export-sheet'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MIN_WIDTH = 6
const MAX_WIDTH = 60
/** The rows a column's width is measured on: the sheet's XML must name widths before its rows. */
const MEASURED_ROWS = 1_000
/** Styles of `styles.xml`: a plain cell, the bold header, a date shown `yyyy-mm-dd`. */
const BOLD = 1
const DATE = 2

/** Excel's rules for a sheet's name: at most 31 characters, none of `[ ] : * ? / \`. */
export function sheetNameOf(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim()
  return name || 'Sheet1'
}

/** Text as XML takes it: escaped, without the control characters XML 1.0 forbids. */
const xml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- these are the characters XML cannot hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** `A`, `B` … `Z`, `AA` …: the column letters of a cell's reference. */
function letters(index: number) {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** An AD day as Excel's serial number: days since 30 December 1899. */
const serialOf = (day: Date) => (day.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000

/**
 * One cell's XML. Text is an inline string, never a formula, so `=HYPERLINK(…)` typed into a
 * record comes back out as the same text; a date column's AD day is a real date.
 */
function cellXml(ref: string, cell: Cell, type: CellType, style = 0) {
  if (cell === null || cell === '') return ''
  const s = style ? ` s="${style}"` : ''
  if (typeof cell === 'number') return `<c r="${ref}"${s}><v>${cell}</v></c>`
  const day = type === 'date' ? dayOf(cell) : null
  if (day) return `<c r="${ref}" s="${DATE}"><v>${serialOf(day)}</v></c>`
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xml(cell)}</t></is></c>`
}

const widthOf = (cell: Cell, type: CellType) =>
  cell === null ? 0 : type === 'date' ? 10 : String(cell).length

const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const pkg = 'http://schemas.openxmlformats.org/package/2006'

/** The package's parts besides the sheet: its types, relations, workbook and styles. */
const parts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml': `${head}<Types xmlns="${pkg}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${head}<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${head}<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1"/></definedNames></workbook>`,
  'xl/_rels/workbook.xml.rels': `${head}<Relationships xmlns="${pkg}/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${head}<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
})

/**
 * An .xlsx file of one sheet, filled a page of rows at a time: typed cells, a bold header row that
 * stays in view and filters, dates as `yyyy-mm-dd`, each column as wide as its longest value among
 * the first 1,000 rows (within limits). Example: `const xlsx = createXlsxWriter(sheet);
 * xlsx.add(rows); await xlsx.finish()`.
 */
export function createXlsxWriter(sheet: ExportSheet): SheetWriter {
  const { columns } = sheet
  const refs = columns.map((_, i) => letters(i))
  const chunks: Uint8Array[] = []
  let failed: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failed = error
    else chunks.push(chunk)
  })
  for (const [name, text] of Object.entries(parts(sheetNameOf(sheet.name)))) {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    file.push(strToU8(text), true)
  }
  const sheetFile = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(sheetFile)

  let rowNumber = 1
  const rowXml = (row: readonly Cell[]) => {
    rowNumber += 1
    const cells = columns.map((c, i) => cellXml(`${refs[i]}${rowNumber}`, row[i] ?? null, c.type))
    return `<row r="${rowNumber}">${cells.join('')}</row>`
  }
  // The first rows wait until the columns' widths are known; then every page goes out as it comes.
  let waiting: Cell[][] | null = []
  const start = () => {
    const widths = columns.map((c) => c.header.length)
    for (const row of waiting ?? [])
      columns.forEach((c, i) => (widths[i] = Math.max(widths[i]!, widthOf(row[i] ?? null, c.type))))
    const cols = widths
      .map((w, i) => {
        const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2))
        return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`
      })
      .join('')
    const header = columns.map((c, i) => cellXml(`${refs[i]}1`, c.header, 'text', BOLD)).join('')
    const pane = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
    const rows = (waiting ?? []).map(rowXml).join('')
    waiting = null
    sheetFile.push(
      strToU8(
        `${head}<worksheet xmlns="${main}" xmlns:r="${rel}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>${rows}`,
      ),
    )
  }
  return {
    add(rows) {
      if (waiting) {
        waiting.push(...rows)
        if (waiting.length >= MEASURED_ROWS) start()
        return
      }
      sheetFile.push(strToU8(rows.map(rowXml).join('')))
    },
    async finish() {
      if (waiting) start()
      const filter = `<autoFilter ref="A1:${refs.at(-1) ?? 'A'}1"/>`
      sheetFile.push(strToU8(`</sheetData>${filter}</worksheet>`), true)
      zip.end()
      if (failed) throw failed
      return new Blob(chunks as BlobPart[], { type: XLSX_TYPE })
    },
  }
}
