// What an export of 100,000 students costs the writer (issue 13): the rows handed over in pages of
// 100 as the list reads them from the server, then the file finished. Run in Node with the same
// writer modules the browser's workers load (exceljs's Node build; the browser bundle is the same
// code), measuring wall time, the heap's and the process's peak above a baseline, and the file size.
import v8 from 'node:v8'
import vm from 'node:vm'
import { createCsvWriter } from '../src/components/export/csv-writer.ts'
import type { Cell, ExportSheet, SheetWriter } from '../src/components/export/export-sheet.ts'
import { createXlsxWriter } from '../src/components/export/xlsx-writer.ts'
import { printTable, type Row } from './table.ts'

const ROWS = 100_000
const PAGE = 100

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const sheet: ExportSheet = {
  name: 'Student List',
  columns: [
    { header: 'S.No', type: 'number' },
    { header: 'Name', type: 'text' },
    { header: 'Name (Devanagari)', type: 'text' },
    { header: 'Program', type: 'text' },
    { header: 'Batch', type: 'text' },
    { header: 'Enrolment', type: 'text' },
    { header: 'Roll No.', type: 'text' },
    { header: 'Registration No.', type: 'text' },
    { header: 'Gender', type: 'text' },
    { header: 'Date of Birth', type: 'date' },
    { header: 'Date of Birth (BS)', type: 'text' },
    { header: 'Enrolment Status', type: 'text' },
    { header: 'CGPA', type: 'number' },
  ],
}

const firstNames = ['Sita', 'Ram', 'Gita', 'Hari', 'Maya', 'Bikash', 'Anita', 'Suman']
const lastNames = ['Sharma', 'Shrestha', 'Thapa', 'Gurung', 'Rai', 'Magar', 'Tamang', 'Karki']
const namesNe = ['सीता शर्मा', 'राम श्रेष्ठ', 'गीता थापा', 'हरि गुरुङ', 'माया राई', 'सुमन कार्की']

function page(first: number): Cell[][] {
  return Array.from({ length: PAGE }, (_, i) => {
    const n = first + i
    return [
      n + 1,
      `${firstNames[n % 8]} ${lastNames[(n >> 3) % 8]} ${n}`,
      namesNe[n % namesNe.length]!,
      'Bachelor of Business Studies',
      `${2075 + (n % 8)} Batch`,
      `Semester ${1 + (n % 8)}`,
      `R-${n}`,
      `REG-${100000 + n}`,
      n % 2 ? 'Female' : 'Male',
      `${2000 + (n % 8)}-0${1 + (n % 9)}-1${n % 10}`,
      `${2057 + (n % 8)}-0${1 + (n % 9)}-0${1 + (n % 9)}`,
      'Active',
      2 + (n % 200) / 100,
    ]
  })
}

async function measure(name: string, create: (sheet: ExportSheet) => SheetWriter): Promise<Row> {
  gc()
  const base = process.memoryUsage()
  let heapPeak = 0
  let rssPeak = 0
  const sample = () => {
    const now = process.memoryUsage()
    heapPeak = Math.max(
      heapPeak,
      now.heapUsed + now.arrayBuffers - base.heapUsed - base.arrayBuffers,
    )
    rssPeak = Math.max(rssPeak, now.rss - base.rss)
  }
  const timer = setInterval(sample, 20)
  const started = performance.now()
  const writer = create(sheet)
  for (let first = 0; first < ROWS; first += PAGE) {
    writer.add(page(first))
    if (first % 5_000 === 0) sample()
    // The worker answers each page before the next one comes: let the timer sample meanwhile.
    if (first % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve))
  }
  const added = performance.now()
  sample()
  const heapAfterRows = heapPeak
  const file = await writer.finish()
  const finished = performance.now()
  sample()
  clearInterval(timer)
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10
  return {
    format: name,
    rows: ROWS,
    'rows added s': Math.round((added - started) / 100) / 10,
    'finish s': Math.round((finished - added) / 100) / 10,
    'total s': Math.round((finished - started) / 100) / 10,
    'heap after rows MB': mb(heapAfterRows),
    'peak heap MB': mb(heapPeak),
    'peak RSS MB': mb(rssPeak),
    'file MB': mb(file.size),
  }
}

export async function exportBenchmark() {
  const rows = [await measure('csv', createCsvWriter), await measure('xlsx', createXlsxWriter)]
  printTable(`Export of ${ROWS.toLocaleString('en')} students, 13 columns (writers in Node)`, rows)
}
