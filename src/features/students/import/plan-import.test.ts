import { describe, expect, it } from 'vitest'
import type { Json } from '../../../offline/db'
import { chunksOf } from '../../../components/import/commit-import'
import { headers, setupFor, sita } from './import-test-kit'
import { planImport, type Existing } from '../../../components/import/plan-import'

const rowsOf = (cells: string[][]) => cells.map((c, i) => ({ n: i + 2, cells: c }))
const setup = setupFor(headers)

/** What the server would store for the plan's new rows: each with an id, its campus and version 1. */
const stored = (fields: (Json | undefined)[]): Existing[] =>
  fields.map((f, i) => ({
    key: String(100 + i),
    id: 100 + i,
    version: 1,
    data: { ...f, id: 100 + i, campusId: 78, version: 1, qualifications: [] },
  }))

describe('the preview of an import', () => {
  it('counts new rows and sends each with every field of the form', async () => {
    const plan = await planImport(setup, rowsOf([sita('1'), sita('2')]), [])
    expect(plan.counts).toEqual({ new: 2, changed: 0, unchanged: 0, invalid: 0, refused: 0 })
    expect(plan.rows[0]!.fields).toMatchObject({
      firstName: 'Sita',
      gender: 'female',
      dateOfBirth: '2004-05-14',
      programId: 7,
      batchId: 11,
      fiscalYearId: 21,
      year: 1,
      rollNo: '1',
      permanentDistrictId: 27,
      permanentProvinceId: 3,
      nationality: 'Nepali',
    })
    // A campus user's campus is the server's to set, as in the form.
    expect(plan.rows[0]!.fields).not.toHaveProperty('campusId')
  })

  it('finds nothing to send when the same rows are imported again', async () => {
    const first = await planImport(setup, rowsOf([sita('1'), sita('2')]), [])
    const again = await planImport(
      setup,
      rowsOf([sita('1'), sita('2')]),
      stored(first.rows.map((r) => r.fields)),
    )
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 2, invalid: 0, refused: 0 })
    expect(chunksOf(again.rows)).toEqual([])
  })

  it('sends only the changed fields of a corrected row, as an edit of the stored record', async () => {
    const first = await planImport(setup, rowsOf([sita('1'), sita('2')]), [])
    const corrected = await planImport(
      setup,
      rowsOf([sita('1', { 'Last Name': 'Sharma Poudel' }), sita('2')]),
      stored(first.rows.map((r) => r.fields)),
    )
    expect(corrected.counts).toEqual({ new: 0, changed: 1, unchanged: 1, invalid: 0, refused: 0 })
    expect(chunksOf(corrected.rows)).toEqual([
      [{ key: '100', id: 100, version: 1, fields: { lastName: 'Sharma Poudel' } }],
    ])
  })

  it('lists each invalid row with its number, column and message', async () => {
    const plan = await planImport(
      setup,
      rowsOf([
        sita('1', { 'First Name': '' }),
        sita('2', { 'Date of Birth': '2061-13-01' }),
        sita('3'),
      ]),
      [],
    )
    expect(plan.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 2, refused: 0 })
    expect(plan.errors).toEqual([
      { n: 2, column: 'First Name', message: 'First name is required' },
      {
        n: 3,
        column: 'Date of Birth',
        message: '“2061-13-01” is not a date in BS (YYYY-MM-DD, 1970–2100 BS)',
      },
    ])
  })

  it('refuses a row repeated in the file, and a second row with the same roll number', async () => {
    const plan = await planImport(
      setup,
      rowsOf([sita('1'), sita('1'), sita('1', { 'First Name': 'Gita' })]),
      [],
    )
    expect(plan.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 2, refused: 0 })
    expect(plan.errors).toEqual([
      { n: 3, column: '', message: 'The same row as row 2' },
      { n: 4, column: 'Roll No.', message: 'The same as in row 2' },
    ])
  })

  it('refuses a Devanagari name with Latin letters, as the form does', async () => {
    const withNe = setupFor([...headers, 'Full Name (Devanagari)'])
    const plan = await planImport(
      withNe,
      rowsOf([
        [...sita('1'), 'सीता शर्मा'],
        [...sita('2'), 'Sita Sharma'],
      ]),
      [],
    )
    expect(plan.counts.invalid).toBe(1)
    expect(plan.errors[0]).toMatchObject({ n: 3, column: 'Full Name (Devanagari)' })
  })

  it('refuses a year for a semester program (the form disables it), which needs its semester', async () => {
    const plan = await planImport(setup, rowsOf([sita('1', { Program: 'BCA' })]), [])
    expect(plan.errors).toEqual([
      {
        n: 2,
        column: 'Semester',
        message: 'Semester is required for a student who is active or on leave',
      },
      {
        n: 2,
        column: 'Year',
        message: 'Does not apply with the row’s other values: leave it empty',
      },
    ])
  })

  it('refuses a new student with no term, as the form and the server do (decision 0412)', async () => {
    const plan = await planImport(setup, rowsOf([sita('1', { Year: '' }), sita('2')]), [])
    expect(plan.counts).toMatchObject({ new: 1, invalid: 1 })
    expect(plan.errors).toEqual([
      { n: 2, column: 'Year', message: 'Year is required for a student who is active or on leave' },
    ])
  })

  it('refuses the new rows of a user whose create is off, and sends the edits (decision 0417)', async () => {
    const first = await planImport(setup, rowsOf([sita('1'), sita('2')]), [])
    const editor = setupFor(headers, ['students:create'])
    const plan = await planImport(
      editor,
      rowsOf([sita('1', { 'Last Name': 'Sharma Poudel' }), sita('2'), sita('3')]),
      stored(first.rows.map((r) => r.fields)),
    )
    expect(plan.counts).toEqual({ new: 0, changed: 1, unchanged: 1, invalid: 0, refused: 1 })
    expect(plan.rows.find((r) => r.n === 4)).toMatchObject({ outcome: 'refused' })
    expect(plan.errors).toEqual([
      {
        n: 4,
        column: '',
        message:
          'A new record: adding records to this list is turned off for your role, so this row is not imported',
      },
    ])
    // Only the edit is sent; the refused row never reaches the outbox.
    expect(chunksOf(plan.rows)).toEqual([
      [{ key: '100', id: 100, version: 1, fields: { lastName: 'Sharma Poudel' } }],
    ])
  })

  it('refuses the edits of a user whose update is off, and sends the new rows', async () => {
    const first = await planImport(setup, rowsOf([sita('1')]), [])
    const adder = setupFor(headers, ['students:update'])
    const plan = await planImport(
      adder,
      rowsOf([sita('1', { 'Last Name': 'Sharma Poudel' }), sita('2')]),
      stored(first.rows.map((r) => r.fields)),
    )
    expect(plan.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 0, refused: 1 })
    expect(plan.errors).toEqual([
      {
        n: 2,
        column: '',
        message:
          'Changes a record already in the list: editing its records is turned off for your role, so this row is not imported',
      },
    ])
    expect(
      chunksOf(plan.rows)
        .flat()
        .map((r) => r.key),
    ).toEqual(['3: Sita Sharma'])
  })

  it('says an invalid row is invalid first, whatever the permissions', async () => {
    const editor = setupFor(headers, ['students:create'])
    const plan = await planImport(editor, rowsOf([sita('1', { 'First Name': '' })]), [])
    expect(plan.counts).toMatchObject({ invalid: 1, refused: 0 })
  })

  it('splits the rows to send into chunks of 500', async () => {
    const many = Array.from({ length: 1201 }, (_, i) => sita(String(i + 1)))
    const plan = await planImport(setup, rowsOf(many), [])
    expect(chunksOf(plan.rows).map((c) => c.length)).toEqual([500, 500, 201])
    expect(chunksOf(plan.rows)[0]![0]!.key).toBe('2: Sita Sharma')
  })
})
