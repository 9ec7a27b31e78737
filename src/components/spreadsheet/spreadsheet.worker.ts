// The one Web Worker that loads exceljs (about 250 kB gzip) and papaparse, on demand and never in a
// page's own code: an import reads its file here (a 20 MB workbook without freezing the page,
// issue 13) and writes the template and the error workbook; an .xlsx export writes its file here.
// One worker file for both, because Vite bundles each worker on its own: two would each carry the
// library, and the offline precache would hold it twice (0.95 MB each, issue 19).
import { expose } from 'comlink'
import { writerApi } from '../export/serve-writer'
import { createXlsxWriter } from '../export/xlsx-writer'
import { readSheet } from '../import/read-sheet'
import { errorFile, templateFile } from '../import/write-files'

const api = { readSheet, errorFile, templateFile, ...writerApi(createXlsxWriter) }
export type SpreadsheetWorker = typeof api

expose(api)
