// The dropout register through the real server on a seeded database (decision 0205): a campus
// records its own students' dropouts with a letter serial per campus and fiscal year, the student's
// enrolment status follows (and their version moves on), one open dropout a student also under 20
// requests at once, every bad input refused with nothing written, the readmission, scope by role,
// the dashboard's dropout counts, and keyset pages with the student's name and filters.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { dropoutBody, studentBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import {
  byName,
  idsOf,
  pagesForward,
  readsFromEitherEnd,
  refusesBadCursors,
  type Row,
} from './register-pages.ts'

type Headers = Record<string, string>
type Fixtures = Awaited<ReturnType<typeof outcomeFixtures>>

let api: Api
let f: Fixtures

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
})
afterAll(() => api.close())

const record = async (
  studentId: number,
  overrides: Record<string, unknown> = {},
  headers?: Headers,
) => {
  const res = await f.send(
    'POST',
    '/DropOut',
    headers ?? f.college,
    dropoutBody(studentId, overrides),
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Row>()
}
const patch = (id: number, payload: object, headers?: Headers, version?: number) =>
  f.send(
    'PATCH',
    `/DropOut/${id}`,
    {
      ...(headers ?? f.college),
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
    },
    payload,
  )

describe('recording a dropout', () => {
  it("takes the student's campus, the fiscal year of the date and the next serial; the student is droppedOut", async () => {
    const student = await f.newStudent()
    const before = await f.stateOf(student.id)
    const body = dropoutBody(student.id, { lastSemester: 3, reason: 'employment' })
    const res = await f.send('POST', '/DropOut', f.college, body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.headers.etag).toBe('"1"')
    const dropout = res.json<Row>()
    expect(dropout).toMatchObject({
      ...body,
      lastYear: null,
      readmittedOn: null,
      readmissionNote: null,
      campusId: 78,
      universityId: 1,
      fiscalYearId: f.ids.fy,
      version: 1,
      firstName: 'Test',
      lastName: student.lastName,
      gender: 'female',
      programId: f.ids.semesterProgram,
      registrationNo: student.registrationNo,
      rollNo: student.rollNo,
    })
    expect(dropout.serial).toBeGreaterThanOrEqual(1)
    expect(await f.stateOf(student.id)).toEqual({
      enrolmentStatus: 'droppedOut',
      version: before.version + 1,
    })
    const read = await f.send('GET', `/DropOut/${dropout.id}`, f.college)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json()).toEqual(dropout)
    // The audit trail holds the dropout and the student's change, by the same operation.
    const entries = await api.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.operationId, 'createDropout'))
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tableName: 'dropouts',
          action: 'insert',
          recordId: String(dropout.id),
          recordCampusId: 78,
        }),
        expect.objectContaining({
          tableName: 'students',
          action: 'update',
          recordId: String(student.id),
        }),
      ]),
    )
  })

  it('numbers letters per campus and fiscal year, distinct under parallel requests', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => f.newStudent()))
    const answers = await Promise.all(
      students.map((s) => f.send('POST', '/DropOut', f.college, dropoutBody(s.id))),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(students.map(() => 201))
    const serials = answers.map((a) => a.json<Row>().serial as number).sort((a, b) => a - b)
    expect(new Set(serials).size).toBe(8)
    expect(serials.at(-1)! - serials[0]!).toBe(7)
    // Another fiscal year counts from its own 1 upwards; another campus has its own numbers.
    const stored = await api.db
      .select({ serial: t.dropouts.serial })
      .from(t.dropouts)
      .where(and(eq(t.dropouts.campusId, 78), eq(t.dropouts.fiscalYearId, f.ids.fy)))
    expect(Math.max(...stored.map((r) => r.serial))).toBe(stored.length)
    const other = await record(
      (await f.newStudent(f.otherCampus, { programId: f.ids.semesterProgram })).id,
      {},
      f.otherCampus,
    )
    expect(other).toMatchObject({ campusId: 79 })
  })

  it('20 requests at once for one student: exactly one 201, the rest 409 with its id', async () => {
    const student = await f.newStudent()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        f.send(
          'POST',
          '/DropOut',
          { ...f.college, 'idempotency-key': `race-${unique()}-${i}` },
          dropoutBody(student.id),
        ),
      ),
    )
    const created = answers.filter((a) => a.statusCode === 201)
    expect(created).toHaveLength(1)
    const id = created[0]!.json<Row>().id
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        type: 'https://hemis.local/problems/duplicate',
        existingId: id,
      })
    }
    expect(await f.stateOf(student.id)).toMatchObject({ enrolmentStatus: 'droppedOut' })
  })

  it('a yearly program records the last year, a semester program the last semester', async () => {
    const yearly = await f.newStudent(f.college, { programId: f.ids.annualProgram, year: 2 })
    expect(await record(yearly.id, { lastYear: 2 })).toMatchObject({
      lastYear: 2,
      lastSemester: null,
    })
  })
})

describe('bad input answers a problem and writes nothing', () => {
  /** Sends the body and checks the answer, then that no dropout and no change of the student was written. */
  const refused = async (studentId: number, payload: object, status: number, match: object) => {
    const before = await f.stateOf(studentId)
    const rows = await f.rowsOf(t.dropouts)
    const res = await f.send('POST', '/DropOut', f.college, payload)
    expect(res.statusCode, res.body).toBe(status)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject(match)
    expect(await f.stateOf(studentId)).toEqual(before)
    expect(await f.rowsOf(t.dropouts)).toBe(rows)
  }
  const onField = (field: string) => ({ status: 400, errors: [expect.objectContaining({ field })] })

  it('400 on the date: in the future, before the enrolment, in no fiscal year', async () => {
    const student = await f.newStudent()
    await refused(
      student.id,
      dropoutBody(student.id, { droppedOn: daysFromToday(3) }),
      400,
      onField('droppedOn'),
    )
    await refused(
      student.id,
      dropoutBody(student.id, { droppedOn: '2025-07-16' }),
      400,
      onField('droppedOn'),
    )
    const old = await f.newStudent(f.college, { fiscalYearId: f.ids.oldFy })
    await refused(
      old.id,
      dropoutBody(old.id, { droppedOn: '2016-01-01' }),
      400,
      onField('droppedOn'),
    )
  })

  it("400 on a term of the other kind than the student's program", async () => {
    const semester = await f.newStudent()
    await refused(semester.id, dropoutBody(semester.id, { lastYear: 2 }), 400, onField('lastYear'))
    const yearly = await f.newStudent(f.college, { programId: f.ids.annualProgram, year: 1 })
    await refused(
      yearly.id,
      dropoutBody(yearly.id, { lastSemester: 2 }),
      400,
      onField('lastSemester'),
    )
  })

  it('400 from the contract: an unknown reason, a missing date, an unknown field', async () => {
    const student = await f.newStudent()
    await refused(student.id, dropoutBody(student.id, { reason: 'bored' }), 400, { status: 400 })
    await refused(student.id, { studentId: student.id, reason: 'health' }, 400, { status: 400 })
    await refused(student.id, dropoutBody(student.id, { serial: 5 }), 400, { status: 400 })
  })

  it('422 for a graduate or a transferred student, with a clear detail', async () => {
    for (const status of ['graduated', 'transferred'] as const) {
      const student = await f.newStudent()
      await f.setStatus(student.id, status)
      await refused(student.id, dropoutBody(student.id), 422, {
        status: 422,
        detail: expect.stringMatching(status === 'graduated' ? /graduated/ : /transferred/),
      })
    }
  })

  it('409 duplicate with the open dropout while the student is not readmitted', async () => {
    const student = await f.newStudent()
    const open = await record(student.id)
    await refused(student.id, dropoutBody(student.id, { droppedOn: '2026-02-01' }), 409, {
      type: 'https://hemis.local/problems/duplicate',
      existingId: open.id,
    })
  })

  it('404 for a student of another campus or none', async () => {
    const foreign = await f.newStudent(f.otherCampus)
    await refused(foreign.id, dropoutBody(foreign.id), 404, { status: 404 })
    const res = await f.send('POST', '/DropOut', f.college, dropoutBody(2_000_000_000))
    expect(res.statusCode).toBe(404)
  })
})

describe('correcting a dropout and the readmission', () => {
  it('If-Match: an edit from a stale version is 409 with the current dropout', async () => {
    const dropout = await record((await f.newStudent()).id)
    const edited = await patch(dropout.id, { reason: 'health' }, f.college, 1)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.headers.etag).toBe('"2"')
    const stale = await patch(dropout.id, { reason: 'marriage' }, f.college, 1)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      type: 'https://hemis.local/problems/stale-version',
      current: { id: dropout.id, version: 2, reason: 'health' },
    })
  })

  it('a new date in another fiscal year takes that year and its next serial', async () => {
    const dropout = await record((await f.newStudent()).id)
    const res = await patch(dropout.id, { droppedOn: '2026-08-01' }, f.college, 1)
    expect(res.statusCode, res.body).toBe(200)
    const moved = res.json<Row>()
    expect(moved.fiscalYearId).toBe(f.ids.nextFy)
    const inNext = await api.db
      .select({ serial: t.dropouts.serial })
      .from(t.dropouts)
      .where(and(eq(t.dropouts.campusId, 78), eq(t.dropouts.fiscalYearId, f.ids.nextFy)))
    expect(moved.serial).toBe(Math.max(...inNext.map((r) => r.serial)))
  })

  it('the readmission sets the student active again; once recorded it stays', async () => {
    const student = await f.newStudent()
    const dropout = await record(student.id)
    const dropped = await f.stateOf(student.id)
    const unchanged = async (
      res: Awaited<ReturnType<typeof patch>>,
      status: number,
      field?: string,
    ) => {
      expect(res.statusCode, res.body).toBe(status)
      if (field) expect(res.json().errors).toEqual([expect.objectContaining({ field })])
      expect(await f.stateOf(student.id)).toEqual(dropped)
      const [stored] = await api.db.select().from(t.dropouts).where(eq(t.dropouts.id, dropout.id))
      expect(stored!.version).toBe(1)
    }
    await unchanged(await patch(dropout.id, { readmittedOn: '2026-01-14' }), 400, 'readmittedOn')
    await unchanged(
      await patch(dropout.id, { readmittedOn: daysFromToday(3) }),
      400,
      'readmittedOn',
    )
    await unchanged(await patch(dropout.id, { readmissionNote: 'Back' }), 400, 'readmissionNote')
    const res = await patch(
      dropout.id,
      { readmittedOn: '2026-09-01', readmissionNote: 'Paid the fees' },
      f.college,
      1,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      readmittedOn: '2026-09-01',
      readmissionNote: 'Paid the fees',
      version: 2,
    })
    expect(await f.stateOf(student.id)).toEqual({
      enrolmentStatus: 'active',
      version: dropped.version + 1,
    })
    const readmitted = await f.stateOf(student.id)
    for (const readmittedOn of [null, '2026-09-02']) {
      const again = await patch(dropout.id, { readmittedOn })
      expect(again.statusCode, again.body).toBe(422)
      expect(await f.stateOf(student.id)).toEqual(readmitted)
    }
    // Sending the same date again changes nothing of the readmission.
    expect((await patch(dropout.id, { readmittedOn: '2026-09-01', note: 'x' })).statusCode).toBe(
      200,
    )
    // Readmitted, the student may drop out again: a new open dropout.
    const second = await record(student.id, { droppedOn: '2026-10-01' })
    expect(second.fiscalYearId).toBe(f.ids.nextFy)
    expect(await f.stateOf(student.id)).toMatchObject({ enrolmentStatus: 'droppedOut' })
  })

  it('a student form cannot set droppedOut, nor leave it while the dropout is open', async () => {
    const created = await f.send(
      'POST',
      '/Student',
      f.college,
      studentBody(
        { programId: f.ids.semesterProgram, fiscalYearId: f.ids.fy },
        { enrolmentStatus: 'droppedOut' },
      ),
    )
    expect(created.statusCode).toBe(400)
    expect(created.json().errors).toEqual([expect.objectContaining({ field: 'enrolmentStatus' })])
    const student = await f.newStudent()
    const set = await f.send('PATCH', `/Student/${student.id}`, f.college, {
      enrolmentStatus: 'droppedOut',
    })
    expect(set.statusCode).toBe(400)
    expect(set.json().errors).toEqual([expect.objectContaining({ field: 'enrolmentStatus' })])
    await record(student.id)
    const state = await f.stateOf(student.id)
    const back = await f.send('PATCH', `/Student/${student.id}`, f.college, {
      enrolmentStatus: 'active',
    })
    expect(back.statusCode).toBe(400)
    expect(back.json().errors).toEqual([expect.objectContaining({ field: 'enrolmentStatus' })])
    const bulk = await f.send('POST', '/Student/Bulk', f.college, {
      rows: [{ key: 'a', id: student.id, fields: { enrolmentStatus: 'onLeave' } }],
    })
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(bulk.json().results[0]).toMatchObject({ outcome: 'invalid' })
    expect(await f.stateOf(student.id)).toEqual(state)
    // Other edits of the student stand.
    const other = await f.send('PATCH', `/Student/${student.id}`, f.college, {
      phone: '9800000000',
    })
    expect(other.statusCode, other.body).toBe(200)
  })
})

describe('who may do what', () => {
  it('a campus its own, another campus 404, university and commission read, a student 403', async () => {
    const dropout = await record((await f.newStudent()).id)
    const url = `/DropOut/${dropout.id}`
    expect((await f.send('GET', url, f.otherCampus)).statusCode).toBe(404)
    expect((await patch(dropout.id, { note: 'x' }, f.otherCampus)).statusCode).toBe(404)
    expect((await f.send('GET', url, f.otherUniAdmin)).statusCode).toBe(404)
    for (const reader of [f.uniAdmin, f.superAdmin, await api.as('ugcadmin'), f.clerk]) {
      expect((await f.send('GET', url, reader)).statusCode).toBe(200)
      const list = await f.send('GET', '/DropOut?sort=newest&limit=5', reader)
      expect(list.statusCode).toBe(200)
    }
    // A university reads but does not record.
    const mine = await f.newStudent()
    expect((await f.send('POST', '/DropOut', f.uniAdmin, dropoutBody(mine.id))).statusCode).toBe(
      403,
    )
    expect((await patch(dropout.id, { note: 'x' }, f.uniAdmin)).statusCode).toBe(403)
    // The SuperAdmin records for any campus; the clerk for their own.
    const foreign = await f.newStudent(f.otherCampus)
    expect(await record(foreign.id, {}, f.superAdmin)).toMatchObject({ campusId: 79 })
    expect(await record(mine.id, {}, f.clerk)).toMatchObject({ campusId: 78 })
    for (const [method, path] of [
      ['GET', '/DropOut'],
      ['GET', url],
      ['POST', '/DropOut'],
      ['PATCH', url],
    ] as const) {
      const payload = { POST: dropoutBody(mine.id), PATCH: { note: 'x' }, GET: undefined }[method]
      const res = await f.send(method, path, f.student, payload)
      expect(res.statusCode, `${method} ${path}`).toBe(403)
    }
  })
})

describe('the dashboard counts open dropouts', () => {
  it('a dropout moves each dropout figure by one, and its readmission moves it back', async () => {
    const get = async (url: string) => (await f.send('GET', url, f.college)).json()
    const figures = async () => {
      const series = await get('/DropOut/GetDropoutOfFiscalYear')
      const report = await get(`/Dashboard/GetStudentsDropOutReport?fiscalyearid=${f.ids.fy}`)
      const summary = await get(`/Dashboard/Summary?fiscalyearid=${f.ids.fy}`)
      return {
        series: (series.rows as { fiscalYearId: number; total: number }[]).find(
          (r) => r.fiscalYearId === f.ids.fy,
        )!.total,
        report: report.totalDropouts as number,
        summary: summary.current.dropouts as number,
      }
    }
    const student = await f.newStudent()
    const before = await figures()
    const dropout = await record(student.id)
    expect(await figures()).toEqual({
      series: before.series + 1,
      report: before.report + 1,
      summary: before.summary + 1,
    })
    expect((await patch(dropout.id, { readmittedOn: '2026-03-01' })).statusCode).toBe(200)
    expect(await figures()).toEqual(before)
  })
})

describe('the list', () => {
  it('pages by the student name with the filters and the search, the total over all pages', async () => {
    const tag = unique().replace(/[^0-9a-z]/g, '')
    const made: Row[] = []
    for (const [i, last] of ['Zeta', 'alpha', 'Mid', 'beta', 'Alpha'].entries()) {
      const s = await f.newStudent(f.college, {
        lastName: `${last}${tag}`,
        firstName: `N${i}`,
        nameNe: 'राम बहादुर',
      })
      made.push(await record(s.id, { reason: i % 2 ? 'health' : 'academic' }))
    }
    const read = (url: string) => f.send('GET', url, f.college)
    const pages = await pagesForward(read, `/DropOut?limit=2&reason=health&campusId=78&state=out`)
    const all = pages.flatMap((p) => p.items)
    expect(
      all.every((r) => r.reason === 'health' && r.readmittedOn === null && r.campusId === 78),
    ).toBe(true)
    expect(pages[0]!.total).toBe(all.length)
    expect(all.map((r) => r.id)).toEqual([...all].sort(byName).map((r) => r.id))
    // The search matches the start of the student's last name, any letter case.
    const found = await pagesForward(read, `/DropOut?limit=2&q=ALPHA${tag}`)
    expect(idsOf(found).sort()).toEqual([made[1]!.id, made[4]!.id].sort())
    const byRoll = await pagesForward(read, `/DropOut?q=${String(made[2]!.rollNo).slice(0, -1)}`)
    expect(idsOf(byRoll)).toContain(made[2]!.id)
    const newest = (await read('/DropOut?sort=newest&limit=3')).json()
    expect(newest.items.map((r: Row) => r.id)).toEqual([made[4]!.id, made[3]!.id, made[2]!.id])
    // An outcome list's orders (by its student's name) read from either end too.
    expect(await readsFromEitherEnd(read, `/DropOut?limit=1&q=alpha${tag}`)).toEqual([
      made[1]!.id,
      made[4]!.id,
    ])
    expect((await read(`/DropOut?gender=male&q=${tag}`)).json().total).toBe(0)
    expect(
      (await read(`/DropOut?programId=${f.ids.annualProgram}&q=Zeta${tag}`)).json().total,
    ).toBe(0)
    expect((await read(`/DropOut?state=readmitted&q=Zeta${tag}`)).json().total).toBe(0)
    await refusesBadCursors(read, '/DropOut')
  })
})
