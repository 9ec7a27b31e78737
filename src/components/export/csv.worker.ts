// The CSV writer's Web Worker: small, so a CSV export never loads the spreadsheet library.
import { expose } from 'comlink'
import { createCsvWriter } from './csv-writer'
import { writerApi } from './serve-writer'

expose(writerApi(createCsvWriter))
