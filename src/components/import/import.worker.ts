// The import's worker: exceljs and papaparse load here, on demand, never in a page's own code, and
// a 20 MB workbook is read without freezing the page (issue 13).
import { expose } from 'comlink'
import { readSheet } from './read-sheet'
import { errorFile, templateFile } from './write-files'

const api = { readSheet, errorFile, templateFile }
export type ImportWorker = typeof api

expose(api)
