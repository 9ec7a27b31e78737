// The CSV writer's Web Worker: small, so a CSV export never loads the spreadsheet library.
import { createCsvWriter } from './csv-writer'
import { serveWriter } from './serve-writer'

serveWriter(createCsvWriter)
