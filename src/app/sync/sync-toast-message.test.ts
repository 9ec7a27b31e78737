// The toast of a bulk row's answer: applied in part says how many and points to /sync; refused
// whole (an undo of a promotion a student changed since) says nothing was applied, why, and who.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/lingui'
import { appDb } from '../../offline/db'
import { problemOf } from '../../offline/classify'
import { ApiError } from '../../api/api-error'
import type { OutboxProblem, OutboxRow } from '../../offline/db'
import { messageOf } from './sync-toast-message'
import { inNepali } from '../../test/nepali'

const row: OutboxRow = {
  seq: 1,
  opId: 'op-1',
  scope: 'campus:1',
  entity: 'student',
  entityId: 'bulk-1',
  op: 'bulk',
  payload: { label: 'Undo: Promote 7 students', action: 'undoPromotion', promotionId: 9 },
  baseVersion: null,
  userId: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
  attempts: 0,
  lastProblem: null,
  nextAttemptAt: 0,
}

const refusedUndo: OutboxProblem = {
  status: 409,
  type: 'https://hemis.local/problems/stale-version',
  title: 'Students changed since the promotion',
  detail: 'The promotion cannot be undone: 1 of its students was changed since.',
}

const appliedInPart: OutboxProblem = {
  status: 200,
  type: 'https://hemis.local/problems/bulk-partial',
  title: '5 of 7',
  rows: [{ key: '12', ok: false, outcome: 'finalTerm' }],
}

describe("a bulk row's toast", () => {
  afterEach(() => i18n.activate('en'))

  it('says how many were applied when the server applied some', async () => {
    const toast = await messageOf({ kind: 'rejected', row, problem: appliedInPart })
    expect(toast).toEqual({
      message:
        'Undo: Promote 7 students: 5 of 7 applied; the others are listed on the Sync screen.',
      color: 'yellow',
      autoClose: false,
    })
  })

  it('says a whole refusal was refused, nothing applied, with the reason, in red', async () => {
    const toast = await messageOf({ kind: 'conflict', row, problem: refusedUndo })
    expect(toast).toEqual({
      message:
        'Undo: Promote 7 students: refused, nothing was applied. ' +
        'The promotion cannot be undone: 1 of its students was changed since.',
      color: 'red',
      autoClose: false,
    })
    expect(toast.message).not.toContain('applied;')
  })

  it('says the reason of a whole refusal in Nepali by its kind', async () => {
    inNepali()
    const toast = await messageOf({ kind: 'conflict', row, problem: refusedUndo })
    expect(toast.message).toContain('अस्वीकृत भयो, केही पनि लागू भएन')
    expect(toast.message).toContain('तपाईंले खोलेपछि') // problem.staleVersion, not the English detail
    expect(toast.message).not.toContain('cannot be undone')
  })

  it('names the students changed since, as the device keeps them, and counts the rest', async () => {
    const names = ['Asha Rai', 'Bikash Thapa', 'Chandra Magar']
    await appDb().records.bulkPut(
      names.map((name, i) => {
        const [firstName, lastName] = name.split(' ')
        return {
          scope: row.scope,
          entity: 'student',
          key: String(21 + i),
          id: 21 + i,
          version: 1,
          data: { id: 21 + i, firstName, lastName },
        }
      }),
    )
    // The server's answer, as the sender parks it: the students become the rows not applied.
    const answer = {
      ...refusedUndo,
      detail: 'The promotion cannot be undone: 5 of its students were changed since.',
      students: [21, 22, 23, 24, 25],
    }
    const problem = problemOf(new ApiError(409, answer, 'req-1'))
    expect(problem.rows?.map((r) => [r.key, r.outcome])).toEqual([
      ['21', 'changedSince'],
      ['22', 'changedSince'],
      ['23', 'changedSince'],
      ['24', 'changedSince'],
      ['25', 'changedSince'],
    ])
    const toast = await messageOf({ kind: 'conflict', row, problem })
    expect(toast.message).toBe(
      'Undo: Promote 7 students: refused, nothing was applied. ' +
        'The promotion cannot be undone: 5 of its students were changed since. ' +
        'Changed since: Asha Rai, Bikash Thapa, Chandra Magar and 2 more.',
    )
    inNepali()
    const nepali = await messageOf({ kind: 'conflict', row, problem })
    expect(nepali.message).toContain(
      'कक्षोन्नतिपछि परिवर्तन भएका: Asha Rai, Bikash Thapa, Chandra Magar र अरू २ जना।',
    )
  })

  it("names a student a refused attendance sheet marks who left the class, by the name kept with the save, the device's copy gone", async () => {
    // Chandra moved away: the device keeps no copy of theirs; the save kept the names it showed.
    const sheet: OutboxRow = {
      ...row,
      payload: {
        kind: 'attendance',
        label: 'Attendance of 2 students on 2026-03-03',
        body: {
          date: '2026-03-03',
          rows: [
            { studentId: 31, status: 'present' },
            { studentId: 32, status: 'absent' },
          ],
        },
        names: { '31': 'Bikash Thapa', '32': 'Chandra Magar' },
      },
    }
    const problem = problemOf(
      new ApiError(
        400,
        {
          type: 'https://hemis.local/problems/validation',
          title: 'Invalid request',
          status: 400,
          detail: 'The attendance sheet is not valid.',
          errors: [
            { field: 'rows.1.studentId', message: 'is not an active student of your campus' },
          ],
        },
        'req-2',
      ),
    )
    const toast = await messageOf({ kind: 'rejected', row: sheet, problem })
    expect(toast.message).toBe(
      'Attendance of 2 students on 2026-03-03: refused, nothing was applied. ' +
        'The attendance sheet is not valid. It names: Chandra Magar.',
    )
    expect(toast.message).not.toContain('#32')
  })

  it('says done when it was applied', async () => {
    expect(await messageOf({ kind: 'synced', row })).toEqual({
      message: 'Undo: Promote 7 students: done.',
      color: 'green',
    })
  })
})
