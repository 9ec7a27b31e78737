// The .xlsx writer's Web Worker: exceljs (about 250 kB gzip) loads here, only when an export asks.
import { serveWriter } from './serve-writer'
import { createXlsxWriter } from './xlsx-writer'

serveWriter(createXlsxWriter)
