// The student area's invariants under parallel requests (on PostgreSQL these really run at once;
// PGlite serialises them): one student a registration or roll number, one record a key, one winner
// of an If-Match, a promotion applied or undone once, one decision a request, one open dropout,
// one day's mark a student, one current card, an exam's symbol numbers, a record's files as an edit
// of it; every loser a problem it can act on (409, 412, 422), never a 500, and nothing half-written.
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { examFixtures } from './exam-fixtures.ts'
import { dropoutBody, graduationBody, studentBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { jpeg, png } from './images.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import type { Row } from './register-pages.ts'

type Headers = Record<string, string>
type Answer = { statusCode: number; body: string; json: <T = unknown>() => T }
type Promotion = { applied: boolean; promotionId: number | null; counts: Record<string, number> }

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>
let exam: Awaited<ReturnType<typeof examFixtures>>
beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
  exam = await examFixtures(api, f.college)
})
afterAll(() => api.close())

const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)))
const codes = (answers: Answer[]) => answers.map((a) => a.statusCode)
const count_ = (answers: Answer[], code: number) => codes(answers).filter((c) => c === code).length
const typeOf = (a: Answer) =>
  a.json<{ type: string }>().type.replace('https://hemis.local/problems/', '')
/** Every answer one of `allowed`; every refusal a problem+json, never a 5xx. */
function expectOnly(answers: Answer[], allowed: number[]) {
  for (const a of answers) expect(allowed, `${a.statusCode} ${a.body}`).toContain(a.statusCode)
}
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object | Buffer,
) =>
  api.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload ? { payload } : {}),
  }) as Promise<Answer>
const stored = async (id: number) =>
  (await api.db.select().from(t.students).where(eq(t.students.id, id)))[0]!
/** The audit log's entries of one student's row (its history), by action. */
const historyOf = async (id: number, action: 'insert' | 'update') =>
  (
    await api.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.tableName, 'students'),
          eq(t.auditLog.recordId, String(id)),
          eq(t.auditLog.action, action),
        ),
      )
  )[0]!.n
const body = (overrides: Record<string, unknown> = {}) =>
  studentBody({ programId: f.ids.semesterProgram, fiscalYearId: f.ids.fy }, overrides)

describe('creating students at once', () => {
  /** One 201, every other answer a 409 naming its id, and one row where `where` holds. */
  async function expectOneCreated(answers: Answer[], where: SQL) {
    expectOnly(answers, [201, 409])
    expect(count_(answers, 201)).toBe(1)
    const id = answers.find((a) => a.statusCode === 201)!.json<Row>().id
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ existingId: id })
    const rows = await api.db.select({ id: t.students.id }).from(t.students).where(where)
    expect(rows).toEqual([{ id }])
  }

  it('one registration number: one 201, the rest 409 naming it; one row', async () => {
    const registrationNo = `REG-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const answers = await parallel(20, (i) =>
      send(
        'POST',
        '/Student',
        { ...f.college, 'idempotency-key': `reg-${i}-${unique()}` },
        body({ registrationNo }),
      ),
    )
    await expectOneCreated(answers, eq(t.students.registrationNo, registrationNo))
  })

  it('one roll number in a campus, program and batch: one 201, the rest 409 naming it', async () => {
    const rollNo = `R-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const answers = await parallel(20, () =>
      send(
        'POST',
        '/Student',
        f.college,
        body({ rollNo, batchId: exam.batchId, programId: exam.programId }),
      ),
    )
    await expectOneCreated(answers, eq(t.students.rollNo, rollNo))
  })

  it('one Idempotency-Key: one record, every answer the same', async () => {
    const payload = body()
    const key = `one-student-${unique()}`
    const answers = await parallel(20, () =>
      send('POST', '/Student', { ...f.college, 'idempotency-key': key }, payload),
    )
    expect(new Set(codes(answers))).toEqual(new Set([201]))
    expect(new Set(answers.map((a) => a.json<Row>().id)).size).toBe(1)
    const rows = await api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(eq(t.students.registrationNo, payload.registrationNo))
    expect(rows).toHaveLength(1)
    expect(await historyOf(rows[0]!.id, 'insert')).toBe(1)
  })

  it('bulk chunks with the same new rows in other orders: each row created once, the rest duplicates', async () => {
    // Twelve chunks of forty rows, in three orders: before the rows were inserted in one order
    // (by their unique values), about one answer in ten was a deadlock's 503 on PostgreSQL.
    const rows = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, fields: body() }))
    const orders = [rows, [...rows].reverse(), [...rows.slice(20), ...rows.slice(0, 20)]]
    const answers = await parallel(12, (i) =>
      send('POST', '/Student/Bulk', f.college, { rows: orders[i % 3] }),
    )
    expectOnly(answers, [200])
    type Bulk = { results: { key: string; outcome: string; id?: number; existingId?: number }[] }
    const created = answers.flatMap((a) =>
      a.json<Bulk>().results.filter((r) => r.outcome === 'created'),
    )
    expect(created.map((r) => r.key).sort()).toEqual(rows.map((r) => r.key).sort())
    const others = answers.flatMap((a) =>
      a.json<Bulk>().results.filter((r) => r.outcome !== 'created'),
    )
    expect(new Set(others.map((r) => r.outcome))).toEqual(new Set(['duplicate']))
    const stored = await api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(
        inArray(
          t.students.registrationNo,
          rows.map((r) => r.fields.registrationNo),
        ),
      )
    expect(stored).toHaveLength(rows.length)
  })
})

describe('editing one student at once', () => {
  it('one If-Match: exactly one edit wins, the rest are stale; one history entry', async () => {
    const student = await f.newStudent()
    const answers = await parallel(20, (i) =>
      send(
        'PATCH',
        `/Student/${student.id}`,
        { ...f.college, 'if-match': `"${student.version}"` },
        { middleName: `Edit${i}` },
      ),
    )
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(typeOf(a)).toBe('stale-version')
    const winner = answers.find((a) => a.statusCode === 200)!.json<Row>()
    expect(await stored(student.id)).toMatchObject({
      version: student.version + 1,
      middleName: winner.middleName,
    })
    expect(await historyOf(student.id, 'update')).toBe(1)
  })

  it('without If-Match: every edit applied or told stale, no update lost', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, (i) =>
      send('PATCH', `/Student/${student.id}`, f.college, { middleName: `Blind${i}` }),
    )
    expectOnly(answers, [200, 409])
    const applied = count_(answers, 200)
    expect(applied).toBeGreaterThan(0)
    expect((await stored(student.id)).version).toBe(student.version + applied)
    expect(await historyOf(student.id, 'update')).toBe(applied)
  })

  it('edits while the campus submits it: each edit lands before the lock or is refused', async () => {
    const student = await f.newStudent()
    const answers = await Promise.all([
      send('POST', `/Student/${student.id}/Submit`, f.college),
      ...Array.from({ length: 8 }, (_, i) =>
        send('PATCH', `/Student/${student.id}`, f.college, { middleName: `Late${i}` }),
      ),
    ])
    expect(answers[0].statusCode, answers[0].body).toBe(200)
    expectOnly(answers.slice(1), [200, 409, 422])
    const after = await stored(student.id)
    expect(after.verificationState).toBe('submitted')
    expect(after.version).toBe(student.version + 1 + count_(answers.slice(1), 200))
  })
})

describe('moving and renumbering at once', () => {
  it('two students given one registration number at once: one 200, the other 409 naming it', async () => {
    const [a, b] = [await f.newStudent(), await f.newStudent()]
    const registrationNo = `REG-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const answers = await parallel(2, (i) =>
      send('PATCH', `/Student/${[a, b][i]!.id}`, f.college, { registrationNo }),
    )
    expect(codes(answers).sort()).toEqual([200, 409])
    const winner = answers.find((x) => x.statusCode === 200)!.json<Row>()
    const loser = answers.find((x) => x.statusCode === 409)!
    expect(typeOf(loser)).toBe('duplicate')
    expect(loser.json()).toMatchObject({ existingId: winner.id, field: 'registrationNo' })
    const holders = await api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(eq(t.students.registrationNo, registrationNo))
    expect(holders).toEqual([{ id: winner.id }])
  })

  it('a transfer sent ten times with one If-Match: moved once, the rest stale', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, () =>
      send(
        'POST',
        `/Student/${student.id}/Transfer`,
        { ...f.uniAdmin, 'if-match': `"${student.version}"` },
        { campusId: 79 },
      ),
    )
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    expect(await stored(student.id)).toMatchObject({ campusId: 79, version: student.version + 1 })
  })
})

describe('promotions at once', () => {
  const promote = (ids: number[], fromTerm?: number) =>
    send('POST', '/Student/Promote', f.college, { ids, ...(fromTerm ? { fromTerm } : {}) })
  const undo = (id: number) => send('POST', `/Student/Promote/${id}/Undo`, f.college, {})
  const classOf = async (n: number, semester = 1) =>
    Promise.all(Array.from({ length: n }, () => f.newStudent(f.college, { semester })))
  const terms = async (ids: number[]) =>
    (await api.db.select().from(t.students).where(inArray(t.students.id, ids))).map(
      (s) => s.semester,
    )
  const promotionRows = async (ids: number[]) =>
    (await api.db.select().from(t.studentPromotions)).filter((p) =>
      p.students.some((s) => ids.includes(s.studentId)),
    )

  it('one class promoted from its term ten times at once: applied once', async () => {
    const ids = (await classOf(5)).map((s) => s.id)
    const answers = await parallel(10, (i) => promote(i % 2 ? [...ids].reverse() : ids, 1))
    expectOnly(answers, [200])
    expect(answers.filter((a) => a.json<Promotion>().applied)).toHaveLength(1)
    expect(await terms(ids)).toEqual([2, 2, 2, 2, 2])
    expect(await promotionRows(ids)).toHaveLength(1)
  })

  it('a promotion undone ten times at once: restored once, the rest 409', async () => {
    const ids = (await classOf(4)).map((s) => s.id)
    const promoted = (await promote(ids, 1)).json<Promotion>()
    const answers = await parallel(10, () => undo(promoted.promotionId!))
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    expect(await terms(ids)).toEqual([1, 1, 1, 1])
    for (const id of ids) expect((await stored(id)).version).toBe(3)
  })

  it('an undo racing the next promotion: exactly one of them takes effect', async () => {
    const ids = (await classOf(4)).map((s) => s.id)
    const first = (await promote(ids, 1)).json<Promotion>()
    const [undone, next] = await Promise.all([undo(first.promotionId!), promote(ids, 2)])
    expectOnly([undone], [200, 409])
    expect(next.statusCode, next.body).toBe(200)
    const applied = next.json<Promotion>().applied
    expect(applied).toBe(undone.statusCode === 409)
    expect(await terms(ids)).toEqual(Array(4).fill(applied ? 3 : 1))
  })

  it('a promotion racing a dropout of one of its students: all or nothing either way', async () => {
    const students = await classOf(4)
    const ids = students.map((s) => s.id)
    const [promoted, dropped] = await Promise.all([
      promote(ids, 1),
      send('POST', '/DropOut', f.college, dropoutBody(ids[2]!)),
    ])
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(dropped.statusCode, dropped.body).toBe(201)
    const applied = promoted.json<Promotion>().applied
    expect(await terms(ids)).toEqual(Array(4).fill(applied ? 2 : 1))
    expect((await stored(ids[2]!)).enrolmentStatus).toBe('droppedOut')
  })

  it('a promotion racing If-Match edits of its students: no edit undoes the promotion', async () => {
    const students = await classOf(3)
    const ids = students.map((s) => s.id)
    const answers = await Promise.all([
      promote(ids, 1),
      ...students.map((s) =>
        send(
          'PATCH',
          `/Student/${s.id}`,
          { ...f.college, 'if-match': `"${s.version}"` },
          { middleName: 'During' },
        ),
      ),
    ])
    expect(answers[0].json<Promotion>().applied).toBe(true)
    expectOnly(answers.slice(1), [200, 409])
    expect(await terms(ids)).toEqual([2, 2, 2])
  })
})

describe('verification at once', () => {
  const act = (action: string, id: number, headers: Headers, payload?: object) =>
    send('POST', `/Student/${id}/${action}`, headers, payload)
  const submitted = async () => {
    const student = await f.newStudent()
    expect((await act('Submit', student.id, f.college)).statusCode).toBe(200)
    return student
  }
  const verified = async () => {
    const student = await submitted()
    const res = await act('Verify', student.id, f.uniAdmin)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Row>()
  }

  it('verify and return of one record at once: one wins, the other 409 in the winner’s state', async () => {
    const student = await submitted()
    const answers = await parallel(10, (i) =>
      i % 2
        ? act('Verify', student.id, f.uniAdmin)
        : act('Return', student.id, f.uniAdmin, { reason: 'Photo missing' }),
    )
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    const winner = answers.find((a) => a.statusCode === 200)!.json<Row>()
    const after = await stored(student.id)
    expect(after.verificationState).toBe(winner.verificationState)
    expect(after.version).toBe(student.version + 2)
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(typeOf(a)).toBe('verification-state')
  })

  it('submits of many with overlapping students at once: each submitted once, by one answer', async () => {
    const drafts = await Promise.all(Array.from({ length: 8 }, () => f.newStudent()))
    const before = await Promise.all(drafts.map((d) => historyOf(d.id, 'update')))
    // Six requests, each of four students, each student in three of them.
    const answers = await parallel(6, (i) =>
      send('POST', '/Student/Submit', f.college, {
        ids: [0, 1, 2, 3].map((k) => drafts[(i + k * 2) % 8]!.id),
      }),
    )
    expectOnly(answers, [200])
    const outcomes = answers.flatMap(
      (a) => a.json<{ results: { id: number; outcome: string }[] }>().results,
    )
    for (const [i, draft] of drafts.entries()) {
      const mine = outcomes.filter((o) => o.id === draft.id)
      expect(mine.filter((o) => o.outcome === 'moved')).toHaveLength(1)
      expect(mine.filter((o) => o.outcome === 'otherState')).toHaveLength(mine.length - 1)
      const after = await stored(draft.id)
      expect(after).toMatchObject({ verificationState: 'submitted', version: draft.version + 1 })
      expect(await historyOf(draft.id, 'update')).toBe(before[i]! + 1)
    }
  })

  it('change requests of one record at once: one 201, the rest 409 naming it', async () => {
    const student = await verified()
    const answers = await parallel(10, (i) =>
      send('POST', `/Student/${student.id}/ChangeRequest`, f.college, {
        fields: { middleName: `Asked${i}` },
        reason: 'Spelling in the certificate',
      }),
    )
    expectOnly(answers, [201, 409])
    expect(count_(answers, 201)).toBe(1)
    const id = answers.find((a) => a.statusCode === 201)!.json<Row>().id
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ existingId: id })
    expect((await stored(student.id)).version).toBe(student.version)
  })

  it('change requests and transfers of the same records at once: no request of the old campus outlives the move', async () => {
    const moved = await Promise.all(Array.from({ length: 12 }, () => verified()))
    // Each transfer a few milliseconds later than the last, so that some land inside a request.
    const later = (ms: number) => new Promise((done) => setTimeout(done, ms))
    const answers = await parallel(24, async (i) => {
      const student = moved[i >> 1]!
      if (i % 2) await later(i)
      return i % 2
        ? send('POST', `/Student/${student.id}/Transfer`, f.uniAdmin, { campusId: 79 })
        : send('POST', `/Student/${student.id}/ChangeRequest`, f.college, {
            fields: { middleName: 'Asked' },
            reason: 'Spelling in the certificate',
          })
    })
    expectOnly(answers, [200, 201, 404])
    for (const a of answers.filter((x) => x.statusCode === 404))
      expect(typeOf(a)).toBe('moved-away')
    const r = t.studentChangeRequests
    const pending = await api.db
      .select({ studentId: r.studentId, campusId: r.campusId, now: t.students.campusId })
      .from(r)
      .innerJoin(t.students, eq(t.students.id, r.studentId))
      .where(
        and(
          inArray(
            r.studentId,
            moved.map((m) => m.id),
          ),
          eq(r.state, 'pending'),
        ),
      )
    expect(pending.filter((p) => p.campusId !== p.now)).toEqual([])
  })

  it('one change request approved and rejected at once: one decision, applied once', async () => {
    const student = await verified()
    const asked = await send('POST', `/Student/${student.id}/ChangeRequest`, f.college, {
      fields: { middleName: 'Approved' },
      reason: 'Spelling in the certificate',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const requestId = asked.json<Row>().id
    const answers = await parallel(10, (i) =>
      i % 3
        ? send('POST', `/StudentChangeRequest/${requestId}/Approve`, f.uniAdmin)
        : send('POST', `/StudentChangeRequest/${requestId}/Reject`, f.uniAdmin, {
            reason: 'Not evidenced',
          }),
    )
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    const decided = answers.find((a) => a.statusCode === 200)!.json<{ state: string }>()
    const after = await stored(student.id)
    expect(after.version).toBe(student.version + (decided.state === 'approved' ? 1 : 0))
    expect(after.middleName).toBe(decided.state === 'approved' ? 'Approved' : student.middleName)
    expect(after.verificationState).toBe('verified')
  })

  it('a student’s contact correction asked and approved at once: one request, applied once', async () => {
    const me = await send('GET', '/Student/Me/Contact', f.student)
    expect(me.statusCode, me.body).toBe(200)
    const { studentId } = me.json<{ studentId: number }>()
    const state = (await stored(studentId)).verificationState
    if (state !== 'draft' && state !== 'returned')
      await api.db
        .update(t.students)
        .set({ verificationState: 'draft' })
        .where(eq(t.students.id, studentId))
    const phone = `98${String(Date.now()).slice(-8)}`
    const asked = await parallel(10, () =>
      send('POST', '/Student/Me/Contact', f.student, { phone }),
    )
    expectOnly(asked, [201, 409])
    expect(count_(asked, 201)).toBe(1)
    const requestId = asked.find((a) => a.statusCode === 201)!.json<Row>().id
    const before = await stored(studentId)
    const decided = await parallel(10, () =>
      send('POST', `/StudentContactRequest/${requestId}/Decide`, f.college, { approve: true }),
    )
    expectOnly(decided, [200, 409])
    expect(count_(decided, 200)).toBe(1)
    expect(await stored(studentId)).toMatchObject({ phone, version: before.version + 1 })
  })
})

describe('outcomes at once', () => {
  it('one student’s dropout recorded ten times at once: one 201, the rest 409; one row, one serial', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, () =>
      send('POST', '/DropOut', f.college, dropoutBody(student.id)),
    )
    expectOnly(answers, [201, 409])
    expect(count_(answers, 201)).toBe(1)
    const rows = await api.db.select().from(t.dropouts).where(eq(t.dropouts.studentId, student.id))
    expect(rows).toHaveLength(1)
    expect(await stored(student.id)).toMatchObject({
      enrolmentStatus: 'droppedOut',
      version: student.version + 1,
    })
  })

  it('one student’s graduation recorded ten times at once: one 201, the rest 409 naming it', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, () =>
      send('POST', '/Graduation', f.college, graduationBody(student.id)),
    )
    expectOnly(answers, [201, 409])
    expect(count_(answers, 201)).toBe(1)
    const id = answers.find((a) => a.statusCode === 201)!.json<Row>().id
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ existingId: id })
    expect(await stored(student.id)).toMatchObject({
      enrolmentStatus: 'graduated',
      version: student.version + 1,
    })
  })

  it('a graduation and a dropout of one student at once: one recorded, the other refused', async () => {
    const student = await f.newStudent()
    const answers = await Promise.all([
      send('POST', '/Graduation', f.college, graduationBody(student.id)),
      send('POST', '/DropOut', f.college, dropoutBody(student.id)),
    ])
    expectOnly(answers, [201, 422])
    expect(count_(answers, 201)).toBe(1)
    const graduated = answers[0].statusCode === 201
    const [graduations, dropouts] = await Promise.all([
      api.db.select().from(t.graduations).where(eq(t.graduations.studentId, student.id)),
      api.db.select().from(t.dropouts).where(eq(t.dropouts.studentId, student.id)),
    ])
    expect([graduations.length, dropouts.length]).toEqual(graduated ? [1, 0] : [0, 1])
    expect(await stored(student.id)).toMatchObject({
      enrolmentStatus: graduated ? 'graduated' : 'droppedOut',
      version: student.version + 1,
    })
  })

  it('one readmission recorded ten times at once: the student readmitted once', async () => {
    const student = await f.newStudent()
    const dropped = await send('POST', '/DropOut', f.college, dropoutBody(student.id))
    expect(dropped.statusCode, dropped.body).toBe(201)
    const dropout = dropped.json<Row>()
    const answers = await parallel(10, () =>
      send('PATCH', `/DropOut/${dropout.id}`, f.college, { readmittedOn: '2026-02-01' }),
    )
    // The same date again is no change of the recorded readmission (each answer 200).
    expectOnly(answers, [200])
    expect(await stored(student.id)).toMatchObject({
      enrolmentStatus: 'active',
      version: student.version + 2,
    })
  })
})

describe('a class’s day and cards at once', () => {
  it('one class’s day saved from many devices at once: every save answered, one mark a student', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => exam.enrol()))
    const date = daysFromToday(-2)
    const statuses = ['present', 'absent', 'late', 'leave'] as const
    const answers = await parallel(20, (i) => {
      const order = i % 2 ? [...students].reverse() : students
      return send('PUT', '/Attendance', f.college, {
        date,
        rows: order.map((studentId, j) => ({
          studentId,
          status: statuses[(i + j) % statuses.length],
          // Half of each sheet filled in by "Mark the others present", a different half a device.
          ...((i + j) % 2 ? { filled: true } : {}),
        })),
      })
    })
    expectOnly(answers, [200])
    const marks = await api.db
      .select()
      .from(t.studentAttendance)
      .where(
        and(inArray(t.studentAttendance.personId, students), eq(t.studentAttendance.date, date)),
      )
    expect(marks.map((m) => m.personId).sort()).toEqual([...students].sort())
  })

  /** `n` new students of one class, in its first semester (one a promotion moves on). */
  const newStudents = async (n: number) =>
    (
      await Promise.all(Array.from({ length: n }, () => f.newStudent(f.college, { semester: 1 })))
    ).map((s) => s.id)
  /** Cards for `ids`, as the i-th device sends them (every other one in reverse order). */
  const issueCards = (ids: number[], i: number, replace = false) =>
    send('POST', '/StudentCard', f.college, {
      studentIds: i % 2 ? [...ids].reverse() : ids,
      validUntil: daysFromToday(365),
      ...(replace ? { replace } : {}),
    })
  /** The students of `ids` holding a current card, once each if the invariant holds. */
  const currentHolders = async (ids: number[]) =>
    (
      await api.db
        .select()
        .from(t.studentCards)
        .where(and(inArray(t.studentCards.studentId, ids), isNull(t.studentCards.replacedAt)))
    )
      .map((c) => c.studentId)
      .sort()

  it('cards of one class issued from many devices at once: one current card a student', async () => {
    const ids = await newStudents(4)
    const answers = await parallel(10, (i) => issueCards(ids, i))
    expectOnly(answers, [200])
    const cards = await api.db
      .select()
      .from(t.studentCards)
      .where(inArray(t.studentCards.studentId, ids))
    expect(cards.map((c) => c.studentId).sort()).toEqual([...ids].sort())
    const codes = new Set(
      answers.flatMap((a) => a.json<{ items: { code: string }[] }>().items.map((c) => c.code)),
    )
    expect(codes).toEqual(new Set(cards.map((c) => c.code)))
  })

  it('cards issued while the class is promoted: both done, neither waits on the other for good', async () => {
    const ids = await newStudents(8)
    // Each side locks the class's students: in id order both, so whichever is first, the other
    // waits its turn (in opposite orders they could deadlock into a 503 after the retries).
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => issueCards(ids, i, true)),
      send('POST', '/Student/Promote', f.college, { ids: [...ids].reverse() }),
    ])
    expectOnly(answers, [200])
    expect(answers.at(-1)!.json<Promotion>().applied).toBe(true)
    expect(await currentHolders(ids)).toEqual([...ids].sort())
  })

  it('cards replaced from many devices at once: still one current card a student', async () => {
    const ids = await newStudents(3)
    const answers = await parallel(8, (i) => issueCards(ids, i, true))
    expectOnly(answers, [200])
    expect(await currentHolders(ids)).toEqual([...ids].sort())
  })

  it('an exam’s appearance list saved from many devices at once: every save answered, one number a student', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => exam.enrol()))
    const own = await send(
      'POST',
      '/Exam',
      f.college,
      exam.examBody({ examTypeId: exam.terminalTypeId }),
    )
    expect(own.statusCode, own.body).toBe(201)
    const examId = own.json<Row>().id
    const rows = students.map((studentId, i) => ({ studentId, symbolNo: `SYM-${examId}-${i}` }))
    const answers = await parallel(10, (i) =>
      send('PUT', `/Exam/${examId}/Appearance`, f.college, {
        rows: i % 2 ? [...rows].reverse() : rows,
      }),
    )
    expectOnly(answers, [200])
    const saved = await api.db
      .select()
      .from(t.examAppearances)
      .where(eq(t.examAppearances.examId, examId))
    expect(saved.map((r) => r.studentId).sort()).toEqual([...students].sort())
  })
})

describe('an exam’s marks at once', () => {
  it('one paper’s marks saved from many devices in their own orders: every save answered, one mark a student', async () => {
    const batchId = await exam.newBatch()
    const students = await Promise.all(Array.from({ length: 6 }, () => exam.enrol({ batchId })))
    const created = await send('POST', '/Exam', f.college, exam.examBody({ batchId }))
    expect(created.statusCode, created.body).toBe(201)
    const examId = created.json<Row>().id
    const subjectId = exam.subjects[0]!
    const answers = await parallel(30, (i) => {
      const order = i % 2 ? [...students].reverse() : students
      return send('POST', `/Exam/${examId}/Marks`, f.college, {
        subjectId,
        rows: order.map((studentId, j) => ({
          studentId,
          theory: 30 + ((i + j) % 40),
          internal: 20,
          absent: false,
          withheld: false,
        })),
      })
    })
    expectOnly(answers, [200])
    const marks = await api.db
      .select()
      .from(t.marks)
      .where(and(eq(t.marks.examId, examId), eq(t.marks.subjectId, subjectId)))
    expect(marks.map((m) => m.studentId).sort()).toEqual([...students].sort())
  })
})

describe('a record’s files at once', () => {
  const addDocument = (id: number, headers: Headers, i: number) =>
    send(
      'POST',
      `/Student/${id}/Document?kind=transcript&name=Marksheet%20${i}.png`,
      { ...headers, 'content-type': 'image/png' },
      png([i, 0, 0]),
    )

  it('documents added with one If-Match: one added, the rest stale', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, (i) =>
      addDocument(student.id, { ...f.college, 'if-match': `"${student.version}"` }, i),
    )
    expectOnly(answers, [200, 409])
    expect(count_(answers, 200)).toBe(1)
    const documents = await api.db
      .select({ id: t.recordDocuments.id })
      .from(t.recordDocuments)
      .where(eq(t.recordDocuments.studentId, student.id))
    expect(documents).toHaveLength(1)
    expect((await stored(student.id)).version).toBe(student.version + 1)
  })

  it('documents added and removed without If-Match: each applied as an edit or refused', async () => {
    const student = await f.newStudent()
    const first = await addDocument(student.id, f.college, 0)
    expect(first.statusCode, first.body).toBe(200)
    const documentId = first.json<{ documents: { id: number }[] }>().documents[0]!.id
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => addDocument(student.id, f.college, i + 1)),
      ...Array.from({ length: 5 }, () =>
        send('DELETE', `/Student/${student.id}/Document/${documentId}`, f.college),
      ),
    ])
    expectOnly(answers, [200, 404, 409])
    const added = count_(answers.slice(0, 5), 200)
    const removed = count_(answers.slice(5), 200)
    expect(removed).toBeLessThanOrEqual(1)
    const documents = await api.db
      .select({ id: t.recordDocuments.id })
      .from(t.recordDocuments)
      .where(eq(t.recordDocuments.studentId, student.id))
    expect(documents).toHaveLength(1 + added - removed)
    expect((await stored(student.id)).version).toBe(student.version + 1 + added + removed)
  })

  it('a photo put and removed at once: the stored photo is the last applied edit’s', async () => {
    const student = await f.newStudent()
    const answers = await parallel(10, (i) =>
      i % 3
        ? send(
            'PUT',
            `/Student/${student.id}/Photo`,
            { ...f.college, 'content-type': 'image/jpeg' },
            jpeg(i),
          )
        : send('DELETE', `/Student/${student.id}/Photo`, f.college),
    )
    expectOnly(answers, [200, 409])
    const applied = answers.filter((a) => a.statusCode === 200).map((a) => a.json<Row>())
    const last = applied.reduce((a, b) => (Number(b.version) > Number(a.version) ? b : a))
    const after = await send('GET', `/Student/${student.id}`, f.college)
    expect(after.json<Row>()).toMatchObject({ version: last.version, photo: last.photo })
  })
})
