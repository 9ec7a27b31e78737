// A bulk row refused as a duplicate on /sync (decision 0409): the field that clashed by its label,
// the value the row sent, and who has it when the server said so and the device holds that record;
// "another record" otherwise (another campus's student: the server does not say whose).
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { upsertResults } from '../../api/entities/bulk-upsert'
import type { ShowValue } from '../../components/register/use-shown-value'
import { studentView } from '../../features/students/student-view'
import { text } from '../../lib/format/cell-text'
import { i18n } from '../../lib/i18n/lingui'
import { appDb, type OutboxRow } from '../../offline/db'
import { duplicateRowWords } from './bulk-duplicate-words'
import { bulkRowDetails } from './bulk-row-names'
import { inNepali } from '../../test/nepali'

const show: ShowValue = (_view, name, row) => text(row[name])

/** An import's chunk of students as the outbox parks it after the server's answer. */
function parked(rows: { key: string; id?: number; fields: object }[], answer: object): OutboxRow {
  const { results } = upsertResults({ rows }, answer as Parameters<typeof upsertResults>[1])
  return {
    seq: 1,
    opId: 'chunk-1',
    scope: 'campus:78',
    entity: 'student',
    entityId: 'import-1',
    op: 'bulk',
    payload: { label: 'Import students: rows 1–3', kind: 'upsert', body: { rows } },
    baseVersion: null,
    userId: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'rejected',
    attempts: 1,
    lastProblem: {
      status: 200,
      type: 'https://hemis.local/problems/bulk-partial',
      title: '1 of 4',
      rows: results.filter((r) => !r.ok),
    },
    nextAttemptAt: 0,
  }
}

describe("a bulk row's duplicate on /sync", () => {
  afterEach(() => i18n.activate('en'))

  it('names the field, the value sent and who has it, or another record', async () => {
    await appDb().records.bulkPut([
      {
        scope: 'campus:78',
        entity: 'student',
        key: '40',
        id: 40,
        version: 1,
        data: { id: 40, firstName: 'Ram', lastName: 'Thapa', rollNo: '12' },
      },
      {
        scope: 'campus:78',
        entity: 'student',
        key: '51',
        id: 51,
        version: 2,
        data: { id: 51, firstName: 'Hari', lastName: 'Rai', rollNo: '12', batchId: 3 },
      },
    ])
    const row = parked(
      [
        { key: '2: Sita Sharma', fields: { firstName: 'Sita', lastName: 'Sharma', rollNo: '12' } },
        { key: '3: Gita Rai', fields: { firstName: 'Gita', registrationNo: '7-2-1' } },
        // An edit that moved the student to another batch, where their roll number is taken.
        { key: '51', id: 51, fields: { batchId: 4 } },
        { key: '4: Rita KC', fields: { firstName: 'Rita' } },
      ],
      {
        results: [
          { key: '2: Sita Sharma', outcome: 'duplicate', existingId: 40, field: 'rollNo' },
          { key: '3: Gita Rai', outcome: 'duplicate', existingId: null, field: 'registrationNo' },
          { key: '51', outcome: 'duplicate', id: 51, existingId: 40, field: 'rollNo' },
          { key: '4: Rita KC', outcome: 'invalid' },
        ],
      },
    )
    const details = await bulkRowDetails(row, studentView)
    expect(details.map((d) => d.name)).toEqual([
      '#2: Sita Sharma',
      '#3: Gita Rai',
      'Hari Rai',
      '#4: Rita KC',
    ])
    const words = details.map(
      (d) => d.duplicate && duplicateRowWords(studentView, d.duplicate, show),
    )
    expect(words).toEqual([
      'Roll No. 12 is already used by Ram Thapa.',
      'Registration No. 7-2-1 is already used by another record.',
      'Roll No. 12 is already used by Ram Thapa.',
      undefined,
    ])

    inNepali()
    expect(duplicateRowWords(studentView, details[0]!.duplicate!, show)).toContain(
      'पहिले नै Ram Thapa को अभिलेखमा छ',
    )
  })

  it('says the outcome alone for a field the view does not have', () => {
    const duplicate = { field: 'code', values: { code: 'X' }, existing: null }
    expect(duplicateRowWords(studentView, duplicate, show)).toBeUndefined()
  })
})
