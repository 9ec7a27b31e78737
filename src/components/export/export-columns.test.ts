import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { text } from '../../lib/format/cell-text'
import { formatDate } from '../../lib/format/local'
import type { Json } from '../../offline/db'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import { personNameColumn } from '../entity-view/person-fields'
import { cellsOf, exportColumns, sheetOf } from './export-columns'

const lookup: Lookup = (entity, id) =>
  entity === 'program' && id === 5 ? { programName: 'Bachelor of Business Studies' } : undefined

const view = {
  entity: 'dropout',
  title: 'Dropouts',
  activeFlag: false,
  columns: [
    personNameColumn('Name'),
    {
      key: 'programId',
      label: 'Program',
      cell: (r: Json, find: Lookup) => text(find('program', r.programId)?.programName),
    },
    {
      key: 'droppedOn',
      label: 'Dropped out on',
      cell: (r: Json) => createElement('time', null, text(r.droppedOn)),
      value: (r: Json) => text(r.droppedOn),
      type: 'date',
    },
    { key: 'startDate', label: 'Start (AD)', type: 'date', calendar: 'ad' },
    { key: 'serial', label: 'Serial', type: 'number' },
    { key: 'cgpa', label: 'CGPA', type: 'number' },
    { key: 'rollNo', label: 'Roll No.' },
    { key: 'remarks', label: 'Remarks', cell: () => createElement('b', null, 'drawn') },
  ],
} as unknown as EntityView

const row: Json = {
  firstName: 'Sita',
  middleName: 'Kumari',
  lastName: 'Sharma',
  nameNe: 'सीता कुमारी शर्मा',
  programId: 5,
  droppedOn: '2024-05-14',
  startDate: '2024-07-16T00:00:00.000Z',
  serial: 12,
  cgpa: '3.60',
  rollNo: '007',
  remarks: '=1+1',
}

describe('the columns of an export', () => {
  it("are the table's, S.No first, a date also in BS, a name in both scripts as two columns", () => {
    const columns = exportColumns(view)
    expect(columns.map((c) => [c.header, c.type])).toEqual([
      ['S.No', 'number'],
      ['Name', 'text'],
      ['Name (Devanagari)', 'text'],
      ['Program', 'text'],
      ['Dropped out on', 'date'],
      ['Dropped out on (BS)', 'text'],
      ['Start (AD)', 'date'],
      ['Serial', 'number'],
      ['CGPA', 'number'],
      ['Roll No.', 'text'],
      ['Remarks', 'text'],
    ])
  })

  it('give data, not elements: values, text cells, raw values, typed numbers and dates', () => {
    const [cells] = cellsOf(exportColumns(view), [row], lookup, 40)
    expect(cells).toEqual([
      41,
      'Sita Kumari Sharma',
      'सीता कुमारी शर्मा',
      'Bachelor of Business Studies',
      '2024-05-14',
      formatDate('2024-05-14'),
      '2024-07-16',
      12,
      3.6,
      '007',
      // An element cell without a `value` exports the raw value (here text a writer then guards).
      '=1+1',
    ])
    expect(formatDate('2024-05-14')).toBe('2081-02-01')
  })

  it('leave missing values empty, and a Status column where the list has an Active flag', () => {
    const flagged = { ...view, activeFlag: undefined, columns: [{ key: 'code', label: 'Code' }] }
    const columns = exportColumns(flagged)
    expect(columns.map((c) => c.header)).toEqual(['S.No', 'Code', 'Status'])
    expect(cellsOf(columns, [{ code: '' }, { code: 7, status: false }], lookup, 0)).toEqual([
      [1, null, 'Active'],
      [2, 7, 'Inactive'],
    ])
    const [empty] = cellsOf(exportColumns(view), [{}], lookup, 0)
    expect(empty).toEqual([1, null, null, null, null, null, null, null, null, null, null])
  })

  it('reach the worker as names and types only', () => {
    const sheet = sheetOf('Dropouts', exportColumns(view))
    expect(structuredClone(sheet)).toEqual(sheet)
    expect(sheet.columns[4]).toEqual({ header: 'Dropped out on', type: 'date' })
  })
})
