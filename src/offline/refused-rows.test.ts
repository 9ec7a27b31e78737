// The records a refused bulk save names (decision 0413): a partial answer's rows as they are; a
// sheet refused whole by its field errors, each error's row of the body sent, once a record; and
// the names the save kept when it was queued.
import { describe, expect, it } from 'vitest'
import type { OutboxProblem } from './db'
import { keptName, refusedRows } from './refused-rows'

const payload = {
  kind: 'attendance',
  body: { rows: [{ studentId: 7 }, { studentId: 8 }, { studentId: 9 }] },
  names: { '8': 'Chandra Magar' },
}
const refusal = (errors: OutboxProblem['errors']): OutboxProblem => ({
  status: 400,
  type: 'https://hemis.local/problems/validation',
  title: 'Invalid request',
  errors,
})

describe('the records a refused bulk save names', () => {
  it("are a sheet's rows its field errors name, each once, with the server's message", () => {
    const lastProblem = refusal([
      { field: 'rows.1.studentId', message: 'is not an active student of your campus' },
      { field: 'rows.1.studentId', message: 'is given twice in this sheet' },
      { field: 'date', message: 'must not be in the future' },
      { field: 'rows.9.studentId', message: 'past the rows sent' },
    ])
    expect(refusedRows({ payload, lastProblem })).toEqual([
      {
        key: '8',
        ok: false,
        outcome: 'invalid',
        message: 'is not an active student of your campus',
      },
    ])
  })

  it("are a partial answer's rows as the server listed them", () => {
    const rows = [{ key: '12', ok: false, outcome: 'finalTerm' }]
    expect(refusedRows({ payload, lastProblem: { ...refusal([]), rows } })).toEqual(rows)
  })

  it('are named as the save kept them, none for a record it did not name', () => {
    expect(keptName({ payload }, '8')).toBe('Chandra Magar')
    expect(keptName({ payload }, '7')).toBeUndefined()
    expect(keptName({ payload: { body: {} } }, '8')).toBeUndefined()
  })
})
