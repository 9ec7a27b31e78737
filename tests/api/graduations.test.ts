// The graduation register through the real server on a seeded database (decision 0205): a campus
// records its own students' graduations once each, the student becomes graduated (and their version
// moves on), a transcript number is unique within the university, every bad input refused with
// nothing written, the whole state machine of a student, scope by role, the dashboard's graduation
// counts, and keyset pages with the student's name and filters.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { dropoutBody, graduationBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import { byName, idsOf, pagesForward, refusesBadCursors, type Row } from './register-pages.ts'

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
    '/Graduation',
    headers ?? f.college,
    graduationBody(studentId, overrides),
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Row>()
}
const patch = (id: number, payload: object, headers?: Headers, version?: number) =>
  f.send(
    'PATCH',
    `/Graduation/${id}`,
    {
      ...(headers ?? f.college),
      ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
    },
    payload,
  )

describe('recording a graduation', () => {
  it("takes the student's campus and the fiscal year of the date; the student is graduated", async () => {
    const student = await f.newStudent()
    const before = await f.stateOf(student.id)
    const body = graduationBody(student.id)
    const res = await f.send('POST', '/Graduation', f.college, body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.headers.etag).toBe('"1"')
    const graduation = res.json<Row>()
    expect(graduation).toMatchObject({
      ...body,
      cgpa: 3.45,
      feeAmount: '1500.50',
      campusId: 78,
      universityId: 1,
      fiscalYearId: f.ids.nextFy,
      version: 1,
      lastName: student.lastName,
      programId: f.ids.semesterProgram,
    })
    expect(await f.stateOf(student.id)).toEqual({
      enrolmentStatus: 'graduated',
      version: before.version + 1,
    })
    const read = await f.send('GET', `/Graduation/${graduation.id}`, f.college)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(graduation)
    const [entry] = await api.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, String(graduation.id)))
    expect(entry).toMatchObject({
      tableName: 'graduations',
      action: 'insert',
      operationId: 'createGraduation',
    })
  })

  it("a CGPA without a division takes the one the university's graduation table gives", async () => {
    const table = await api.db
      .insert(t.graduationDivisions)
      .values([
        { universityId: 1, division: 'distinction' as const, minCgpa: 3.6 },
        { universityId: 1, division: 'first' as const, minCgpa: 3 },
        { universityId: 1, division: 'second' as const, minCgpa: 2.5 },
      ])
      .returning({ id: t.graduationDivisions.id })
    const byTable = await record((await f.newStudent()).id, { division: null, cgpa: 3.45 })
    expect(byTable).toMatchObject({ cgpa: 3.45, division: 'first' })
    // A division sent is kept; a CGPA below every row is given none.
    const sent = await record((await f.newStudent()).id, { division: 'distinction', cgpa: 3.45 })
    expect(sent.division).toBe('distinction')
    const below = await record((await f.newStudent()).id, { division: null, cgpa: 2.1 })
    expect(below.division).toBeNull()
    await api.db.delete(t.graduationDivisions).where(
      inArray(
        t.graduationDivisions.id,
        table.map((r) => r.id),
      ),
    )
  })

  it("confirms a promotion's graduate, and takes a record without the optional fields", async () => {
    const student = await f.newStudent()
    await f.setStatus(student.id, 'graduated')
    const graduation = await record(student.id, {
      division: null,
      cgpa: null,
      transcriptNo: null,
      feeAmount: null,
      receiptNo: null,
    })
    expect(graduation).toMatchObject({ cgpa: null, feeAmount: null, transcriptNo: null })
    const onLeave = await f.newStudent()
    await f.setStatus(onLeave.id, 'onLeave')
    await record(onLeave.id)
    expect(await f.stateOf(onLeave.id)).toMatchObject({ enrolmentStatus: 'graduated' })
  })

  it('follows a student from active to dropped out to readmitted to graduated', async () => {
    const student = await f.newStudent()
    const seen = [await f.stateOf(student.id)]
    const dropped = await f.send('POST', '/DropOut', f.college, dropoutBody(student.id))
    expect(dropped.statusCode).toBe(201)
    seen.push(await f.stateOf(student.id))
    const refused = await f.send('POST', '/Graduation', f.college, graduationBody(student.id))
    expect(refused.statusCode).toBe(422)
    expect(await f.stateOf(student.id)).toEqual(seen[1])
    const readmitted = await f.send(
      'PATCH',
      `/DropOut/${dropped.json<Row>().id}`,
      { ...f.college, 'if-match': '"1"' },
      { readmittedOn: '2026-03-01' },
    )
    expect(readmitted.statusCode, readmitted.body).toBe(200)
    seen.push(await f.stateOf(student.id))
    await record(student.id)
    seen.push(await f.stateOf(student.id))
    const v = seen[0]!.version
    expect(seen).toEqual([
      { enrolmentStatus: 'active', version: v },
      { enrolmentStatus: 'droppedOut', version: v + 1 },
      { enrolmentStatus: 'active', version: v + 2 },
      { enrolmentStatus: 'graduated', version: v + 3 },
    ])
    // A graduate does not drop out; a student form may send the status the student has.
    expect((await f.send('POST', '/DropOut', f.college, dropoutBody(student.id))).statusCode).toBe(
      422,
    )
    const setGraduated = await f.send('PATCH', `/Student/${student.id}`, f.college, {
      enrolmentStatus: 'graduated',
    })
    expect(setGraduated.statusCode).toBe(200)
    expect(await f.stateOf(student.id)).toMatchObject({ enrolmentStatus: 'graduated' })
  })

  it('two graduations of one student at once: one 201, the other 409 with its id', async () => {
    const student = await f.newStudent()
    const answers = await Promise.all(
      [1, 2].map(() => f.send('POST', '/Graduation', f.college, graduationBody(student.id))),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([201, 409])
    const id = answers.find((a) => a.statusCode === 201)!.json<Row>().id
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ existingId: id })
  })
})

describe('bad input answers a problem and writes nothing', () => {
  const refused = async (studentId: number, payload: object, status: number, match: object) => {
    const before = await f.stateOf(studentId)
    const rows = await f.rowsOf(t.graduations)
    const res = await f.send('POST', '/Graduation', f.college, payload)
    expect(res.statusCode, res.body).toBe(status)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject(match)
    expect(await f.stateOf(studentId)).toEqual(before)
    expect(await f.rowsOf(t.graduations)).toBe(rows)
  }
  const onField = (field: string) => ({
    status: 400,
    errors: [expect.objectContaining({ field })],
  })

  it('400 on the date: in the future, before the enrolment, in no fiscal year', async () => {
    const student = await f.newStudent()
    const body = (graduatedOn: string) => graduationBody(student.id, { graduatedOn })
    await refused(student.id, body(daysFromToday(3)), 400, onField('graduatedOn'))
    await refused(student.id, body('2025-07-16'), 400, onField('graduatedOn'))
    const old = await f.newStudent(f.college, { fiscalYearId: f.ids.oldFy })
    await refused(
      old.id,
      graduationBody(old.id, { graduatedOn: '2016-01-01' }),
      400,
      onField('graduatedOn'),
    )
  })

  it('400 from the contract: a CGPA above 4, an empty degree, a malformed amount', async () => {
    const student = await f.newStudent()
    for (const wrong of [{ cgpa: 4.01 }, { degree: '' }, { feeAmount: '12.345' }]) {
      await refused(student.id, graduationBody(student.id, wrong), 400, { status: 400 })
    }
  })

  it('409 duplicate: the student graduated already; a transcript number the university used', async () => {
    const student = await f.newStudent()
    const first = await record(student.id)
    await refused(student.id, graduationBody(student.id), 409, {
      type: 'https://hemis.local/problems/duplicate',
      existingId: first.id,
    })
    const other = await f.newStudent()
    await refused(
      other.id,
      graduationBody(other.id, { transcriptNo: String(first.transcriptNo).toLowerCase() }),
      409,
      { type: 'https://hemis.local/problems/duplicate', existingId: first.id },
    )
    // Another campus of the university: the same university, the same rule.
    const at79 = await f.newStudent(f.otherCampus)
    const res = await f.send(
      'POST',
      '/Graduation',
      f.otherCampus,
      graduationBody(at79.id, { transcriptNo: first.transcriptNo }),
    )
    expect(res.statusCode).toBe(409)
  })

  it('422 while dropped out (not readmitted) or once transferred', async () => {
    const dropped = await f.newStudent()
    expect((await f.send('POST', '/DropOut', f.college, dropoutBody(dropped.id))).statusCode).toBe(
      201,
    )
    await refused(dropped.id, graduationBody(dropped.id), 422, {
      status: 422,
      detail: expect.stringMatching(/dropped out/),
    })
    const moved = await f.newStudent()
    await f.setStatus(moved.id, 'transferred')
    await refused(moved.id, graduationBody(moved.id), 422, {
      detail: expect.stringMatching(/transferred/),
    })
  })

  it('404 for a student of another campus; a student form cannot set graduated', async () => {
    const foreign = await f.newStudent(f.otherCampus)
    await refused(foreign.id, graduationBody(foreign.id), 404, { status: 404 })
    const student = await f.newStudent()
    const before = await f.stateOf(student.id)
    const set = await f.send('PATCH', `/Student/${student.id}`, f.college, {
      enrolmentStatus: 'graduated',
    })
    expect(set.statusCode).toBe(400)
    expect(set.json().errors).toEqual([expect.objectContaining({ field: 'enrolmentStatus' })])
    expect(await f.stateOf(student.id)).toEqual(before)
  })
})

describe('correcting a graduation', () => {
  it('If-Match, the rules on the record it would make, a new date its fiscal year', async () => {
    const student = await f.newStudent()
    const graduation = await record(student.id)
    const studentState = await f.stateOf(student.id)
    const stale = await patch(graduation.id, { division: 'second' }, f.college, 7)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ current: { id: graduation.id, version: 1 } })
    const future = await patch(graduation.id, { graduatedOn: daysFromToday(3) })
    expect(future.statusCode).toBe(400)
    const edited = await patch(
      graduation.id,
      { graduatedOn: '2026-03-01', cgpa: 3.9, feeAmount: '2000' },
      f.college,
      1,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      graduatedOn: '2026-03-01',
      fiscalYearId: f.ids.fy,
      cgpa: 3.9,
      feeAmount: '2000.00',
      version: 2,
    })
    const taken = await record((await f.newStudent()).id)
    const duplicate = await patch(graduation.id, { transcriptNo: taken.transcriptNo })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({ existingId: taken.id })
    // A correction leaves the student as they are.
    expect(await f.stateOf(student.id)).toEqual(studentState)
  })
})

describe('who may do what', () => {
  it('a campus its own, another campus 404, university and commission read, a student 403', async () => {
    const graduation = await record((await f.newStudent()).id)
    const url = `/Graduation/${graduation.id}`
    expect((await f.send('GET', url, f.otherCampus)).statusCode).toBe(404)
    expect((await patch(graduation.id, { degree: 'x' }, f.otherCampus)).statusCode).toBe(404)
    expect((await f.send('GET', url, f.otherUniAdmin)).statusCode).toBe(404)
    for (const reader of [f.uniAdmin, f.superAdmin, await api.as('ugcadmin'), f.clerk]) {
      expect((await f.send('GET', url, reader)).statusCode).toBe(200)
      expect((await f.send('GET', '/Graduation?limit=5', reader)).statusCode).toBe(200)
    }
    const mine = await f.newStudent()
    const body = graduationBody(mine.id)
    expect((await f.send('POST', '/Graduation', f.uniAdmin, body)).statusCode).toBe(403)
    expect((await patch(graduation.id, { degree: 'x' }, f.uniAdmin)).statusCode).toBe(403)
    const foreign = await f.newStudent(f.otherCampus)
    expect(await record(foreign.id, {}, f.superAdmin)).toMatchObject({ campusId: 79 })
    for (const [method, path, payload] of [
      ['GET', '/Graduation', undefined],
      ['GET', url, undefined],
      ['POST', '/Graduation', body],
      ['PATCH', url, { degree: 'x' }],
    ] as const) {
      const res = await f.send(method, path, f.student, payload)
      expect(res.statusCode, `${method} ${path}`).toBe(403)
    }
    expect(await record(mine.id, {}, f.clerk)).toMatchObject({ campusId: 78 })
  })
})

describe('the dashboard counts graduations', () => {
  it('a graduation moves each graduation figure by one', async () => {
    const get = async (url: string) => (await f.send('GET', url, f.college)).json()
    const fy = f.ids.nextFy
    const figures = async () => {
      const series = await get('/Graduation/GetGraduationOfFiscalYear')
      const gender = await get(`/Dashboard/College/GetGraduationByGender?fiscalyearid=${fy}`)
      const ethnicity = await get(`/Dashboard/College/GetGraduationByEthnicity?fiscalyearid=${fy}`)
      const summary = await get(`/Dashboard/Summary?fiscalyearid=${fy}`)
      return {
        series: (series.rows as { fiscalYearId: number; female: number }[]).find(
          (r) => r.fiscalYearId === fy,
        )!.female,
        gender: gender.total as number,
        ethnicity: ethnicity.total as number,
        summary: summary.current.graduates as number,
      }
    }
    const student = await f.newStudent()
    const before = await figures()
    await record(student.id)
    expect(await figures()).toEqual({
      series: before.series + 1,
      gender: before.gender + 1,
      ethnicity: before.ethnicity + 1,
      summary: before.summary + 1,
    })
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
        nameNe: 'सीता शर्मा',
      })
      made.push(await record(s.id, { division: i % 2 ? 'first' : 'second' }))
    }
    const read = (url: string) => f.send('GET', url, f.college)
    const pages = await pagesForward(read, `/Graduation?limit=2&division=first&campusId=78`)
    const all = pages.flatMap((p) => p.items)
    expect(all.every((r) => r.division === 'first' && r.campusId === 78)).toBe(true)
    expect(pages[0]!.total).toBe(all.length)
    expect(all.map((r) => r.id)).toEqual([...all].sort(byName).map((r) => r.id))
    const found = await pagesForward(read, `/Graduation?limit=1&q=alpha${tag}`)
    // The same name in another letter case: the first name, then the id, break the tie.
    expect(idsOf(found)).toEqual([made[1]!.id, made[4]!.id])
    const newest = (await read('/Graduation?sort=newest&limit=2')).json()
    expect(newest.items.map((r: Row) => r.id)).toEqual([made[4]!.id, made[3]!.id])
    expect((await read(`/Graduation?fiscalYearId=${f.ids.fy}&q=Zeta${tag}`)).json().total).toBe(0)
    expect((await read(`/Graduation?gender=female&q=Zeta${tag}`)).json().total).toBe(1)
    await refusesBadCursors(read, '/Graduation')
  })
})
