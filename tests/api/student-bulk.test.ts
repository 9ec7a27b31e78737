// Bulk work on the student register (decision 0202): a batch of new and edited students answers each
// row and writes only the good ones, a retry with the same Idempotency-Key writes nothing more, and a
// class moves up one term (semester or year by the program), all or nothing: one final-term, inactive
// or other campus's student refuses the whole batch. An applied promotion can be undone within a day
// while none of its students changed. Parallel promotions each move a student once (no lost update).
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { studentBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
type Student = { id: number; version: number; [k: string]: unknown }
type RowResult = {
  key: string
  outcome: string
  id?: number | null
  version?: number | null
  existingId?: number | null
  field?: string
  errors?: { field: string; message: string }[]
  current?: Student
}
type BulkResult = { results: RowResult[]; counts: Record<string, number> }
type Promoted = {
  id: number
  outcome: string
  semester: number | null
  year: number | null
  version: number | null
}
type PromotionResult = {
  applied: boolean
  promotionId: number | null
  results: Promoted[]
  counts: Record<string, number>
}

let api: Api
let college: Headers
let otherCampus: Headers
let uniAdmin: Headers
let ids: { semesterProgram: number; annualProgram: number; fy: number; otherCampusBatch: number }

beforeAll(async () => {
  api = await startApi()
  const db = api.db
  college = await api.as('collegeadmin')
  uniAdmin = await api.as('uniadmin')
  otherCampus = await api.asCaller({
    userId: 9301,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 79,
  })
  // Programs of the university, offered by campuses 78 and 79 (decision 0368): a 4-year semester
  // program and a 3-year annual one.
  const [semesterProgram, annualProgram] = await db
    .insert(t.programs)
    .values([
      {
        universityId: 1,
        programName: `Bulk Semester ${unique()}`,
        programType: 'semester',
        durationYears: 4,
      },
      {
        universityId: 1,
        programName: `Bulk Annual ${unique()}`,
        programType: 'annual',
        durationYears: 3,
      },
    ])
    .returning()
  await db
    .insert(t.collegePrograms)
    .values(
      [78, 79].flatMap((campusId) =>
        [semesterProgram!, annualProgram!].map((p) => ({ campusId, programId: p.id })),
      ),
    )
  const [fy] = await db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
  const [otherBatch] = await db
    .insert(t.batches)
    .values({ campusId: 79, batchName: `Other ${unique()}`, batchYear: 2082 })
    .returning()
  ids = {
    semesterProgram: semesterProgram!.id,
    annualProgram: annualProgram!.id,
    fy: fy!.id,
    otherCampusBatch: otherBatch!.id,
  }
})
afterAll(() => api.close())

const post = (url: string, headers: Headers, payload: object, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
const body = (overrides: Record<string, unknown> = {}) =>
  studentBody({ programId: ids.semesterProgram, fiscalYearId: ids.fy }, overrides)
const create = async (headers: Headers, overrides: Record<string, unknown> = {}) => {
  const res = await post('/Student', headers, body(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Student>()
}
const studentRows = async () => (await api.db.select({ n: count() }).from(t.students))[0]!.n
const audited = async (operationId: string) =>
  (
    await api.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(eq(t.auditLog.operationId, operationId))
  )[0]!.n
const promotionRows = async () =>
  (await api.db.select({ n: count() }).from(t.studentPromotions))[0]!.n
const stored = async (id: number) =>
  (await api.db.select().from(t.students).where(eq(t.students.id, id)))[0]!

describe('POST /Student/Bulk', () => {
  it('answers each row of a mixed batch and writes only the good ones; a replay writes nothing', async () => {
    const edited = await create(college)
    const same = await create(college)
    const moved = await create(college)
    const bump = await api.app.inject({
      method: 'PATCH',
      url: `/api/Student/${moved.id}`,
      headers: college,
      payload: { firstName: 'Moved' },
    })
    expect(bump.statusCode, bump.body).toBe(200)
    const foreign = await create(otherCampus)
    const rollNo = `DUP-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const rows = [
      { key: 'new-1', fields: body() },
      { key: 'new-2', fields: body({ rollNo }) },
      { key: 'new-dup', fields: body({ rollNo }) },
      { key: 'edit', id: edited.id, version: 1, fields: { firstName: 'Edited' } },
      {
        key: 'same',
        id: same.id,
        fields: { firstName: same.firstName, lastName: same.lastName, campusId: 79 },
      },
      { key: 'stale', id: moved.id, version: 1, fields: { firstName: 'Late' } },
      { key: 'bad-ref', fields: body({ batchId: ids.otherCampusBatch }) },
      { key: 'foreign', id: foreign.id, fields: { firstName: 'Taken' } },
      { key: 'incomplete', fields: { firstName: 'Only' } },
    ]
    const before = await studentRows()
    const auditBefore = await audited('bulkUpsertStudents')
    const key = `bulk-${unique()}`
    const res = await post('/Student/Bulk', college, { rows }, key)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<BulkResult>()
    expect(answer.results.map((r) => [r.key, r.outcome])).toEqual([
      ['new-1', 'created'],
      ['new-2', 'created'],
      ['new-dup', 'duplicate'],
      ['edit', 'updated'],
      ['same', 'unchanged'],
      ['stale', 'stale'],
      ['bad-ref', 'invalid'],
      ['foreign', 'notFound'],
      ['incomplete', 'invalid'],
    ])
    expect(answer.counts).toEqual({ created: 2, updated: 1, unchanged: 1, rejected: 5 })
    const [new1, new2, dup, edit, unchanged, stale, badRef, , incomplete] = answer.results
    expect(new1).toMatchObject({ version: 1 })
    expect(dup).toMatchObject({ existingId: new2!.id, field: 'rollNo' })
    expect(edit).toMatchObject({ id: edited.id, version: 2 })
    expect(unchanged).toMatchObject({ id: same.id, version: 1 })
    expect(stale!.current).toMatchObject({ id: moved.id, version: 2, firstName: 'Moved' })
    expect(badRef!.errors).toEqual([expect.objectContaining({ field: 'batchId' })])
    expect(incomplete!.errors!.map((e) => e.field).sort()).toEqual(
      ['dateOfBirth', 'fiscalYearId', 'gender', 'lastName', 'programId'].sort(),
    )

    // Only the two new students were written, and only the one edit.
    expect(await studentRows()).toBe(before + 2)
    expect(await stored(new1!.id!)).toMatchObject({ campusId: 78, universityId: 1 })
    expect(await stored(edited.id)).toMatchObject({ firstName: 'Edited', version: 2 })
    expect(await stored(same.id)).toMatchObject({ version: 1, campusId: 78 })
    expect(await stored(moved.id)).toMatchObject({ firstName: 'Moved', version: 2 })
    expect(await stored(foreign.id)).toMatchObject({ firstName: foreign.firstName, version: 1 })
    // The audit trail holds the two inserts and the edit; the rows rolled back left nothing.
    expect(await audited('bulkUpsertStudents')).toBe(auditBefore + 3)

    // The outbox retries after a lost answer: the same results, nothing written twice.
    const again = await post('/Student/Bulk', college, { rows }, key)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(answer)
    expect(await studentRows()).toBe(before + 2)
    expect(await stored(edited.id)).toMatchObject({ version: 2 })
    expect(await audited('bulkUpsertStudents')).toBe(auditBefore + 3)

    // The same key with other rows is refused.
    const reused = await post('/Student/Bulk', college, { rows: rows.slice(1) }, key)
    expect(reused.statusCode).toBe(422)
  })

  it('a row with a version edits like If-Match; without one the edit is unconditional', async () => {
    const student = await create(college)
    const res = await post('/Student/Bulk', college, {
      rows: [
        { key: 'a', id: student.id, version: 1, fields: { middleName: 'First' } },
        { key: 'b', id: student.id, fields: { middleName: 'Second' } },
        { key: 'c', id: student.id, version: 1, fields: { middleName: 'Third' } },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<BulkResult>().results).toMatchObject([
      { outcome: 'updated', version: 2 },
      { outcome: 'updated', version: 3 },
      { outcome: 'stale', version: 3 },
    ])
    expect(await stored(student.id)).toMatchObject({ middleName: 'Second', version: 3 })
  })

  it('a run of new rows answers as each row alone: refused, collided, created in order', async () => {
    // Decision 0334: new rows are checked together and inserted by one statement; a collision with a
    // stored student or an earlier row, a rule broken or a field missing answers as it would alone.
    const existing = await create(college)
    const rollNo = `R-${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const rows = [
      { key: 'a', fields: body({ rollNo }) },
      { key: 'taken-roll', fields: body({ rollNo: existing.rollNo }) },
      { key: 'taken-registration', fields: body({ registrationNo: existing.registrationNo }) },
      { key: 'b', fields: body() },
      { key: 'again', fields: body({ rollNo }) },
      { key: 'too-young', fields: body({ dateOfBirth: '2024-01-01' }) },
      { key: 'no-name', fields: { ...body(), lastName: undefined } },
      { key: 'c', fields: body() },
    ]
    const before = await studentRows()
    const res = await post('/Student/Bulk', college, { rows }, `run-${unique()}`)
    expect(res.statusCode, res.body).toBe(200)
    const results = res.json<BulkResult>().results
    expect(results.map((r) => [r.key, r.outcome])).toEqual([
      ['a', 'created'],
      ['taken-roll', 'duplicate'],
      ['taken-registration', 'duplicate'],
      ['b', 'created'],
      ['again', 'duplicate'],
      ['too-young', 'invalid'],
      ['no-name', 'invalid'],
      ['c', 'created'],
    ])
    const [a, takenRoll, takenRegistration, b, again, tooYoung, noName, c] = results
    // Each duplicate names the field whose unique index refused it (decision 0409), as a single
    // create's 409 does.
    expect(takenRoll).toMatchObject({ existingId: existing.id, field: 'rollNo' })
    expect(takenRegistration).toMatchObject({
      existingId: existing.id,
      field: 'registrationNo',
    })
    expect(again).toMatchObject({ existingId: a!.id, field: 'rollNo' })
    expect(tooYoung!.errors).toEqual([expect.objectContaining({ field: 'dateOfBirth' })])
    expect(noName!.errors).toEqual([expect.objectContaining({ field: 'lastName' })])
    // Created in the file's order, each as a single create stores it.
    expect(a!.id! < b!.id! && b!.id! < c!.id!).toBe(true)
    expect(await studentRows()).toBe(before + 3)
    for (const created of [a, b, c]) {
      expect(await stored(created!.id!)).toMatchObject({
        version: 1,
        campusId: 78,
        universityId: 1,
        verificationState: 'draft',
      })
    }
  })

  it('a duplicate row names its field, and the student who has it only to whom may read it', async () => {
    // Decision 0409 for bulk rows: the import screen and /sync say which number is taken. Another
    // campus of the university learns a registration number is taken, not whose it is (as a
    // single create's 409): the existing id of a student it may not read stays out.
    const mine = await create(college)
    const other = await create(college)
    const res = await post('/Student/Bulk', otherCampus, {
      rows: [
        { key: 'taken-elsewhere', fields: body({ registrationNo: mine.registrationNo }) },
        { key: 'fine', fields: body() },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [elsewhere, fine] = res.json<BulkResult>().results
    expect(elsewhere).toMatchObject({
      outcome: 'duplicate',
      field: 'registrationNo',
      existingId: null,
    })
    expect(fine).toMatchObject({ outcome: 'created' })

    // An edit row taking another student's roll number: the update's duplicate names it too.
    const edit = await post('/Student/Bulk', college, {
      rows: [{ key: String(other.id), id: other.id, fields: { rollNo: mine.rollNo } }],
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json<BulkResult>().results).toEqual([
      {
        key: String(other.id),
        outcome: 'duplicate',
        id: other.id,
        existingId: mine.id,
        field: 'rollNo',
      },
    ])
    expect(await stored(other.id)).toMatchObject({ rollNo: other.rollNo, version: 1 })
  })

  it('stores a row of the set as a single create stores the same body', async () => {
    const [place] = await api.db
      .select({
        province: t.districts.provinceId,
        district: t.localLevels.districtId,
        localLevel: t.localLevels.id,
        wards: t.localLevels.wards,
      })
      .from(t.localLevels)
      .innerJoin(t.districts, eq(t.districts.id, t.localLevels.districtId))
      .limit(1)
    const [group] = await api.db.select().from(t.ethnicGroups).limit(1)
    const [batch] = await api.db
      .insert(t.batches)
      .values({ campusId: 78, batchName: `Set ${unique()}`, batchYear: 2082 })
      .returning()
    const everyField = {
      batchId: batch!.id,
      middleName: 'Kumar',
      nameNe: 'राम कुमार थापा',
      ethnicGroupId: group!.id,
      disability: 'visual',
      nationality: 'Nepali',
      citizenshipNo: '12-01-75-01234',
      permanentProvinceId: place!.province,
      permanentDistrictId: place!.district,
      permanentLocalLevelId: place!.localLevel,
      permanentWard: place!.wards,
      temporaryProvinceId: place!.province,
      temporaryDistrictId: place!.district,
      phone: '9841000000',
      email: 'ram@example.com',
      guardianName: 'Hari Thapa',
      guardianPhone: '9841000001',
      qualifications: [{ level: 'SEE', board: 'NEB', passedYear: 2020, grade: '3.6' }],
      semester: 2,
      shift: 'morning',
      symbolNo: '7700123',
      scholarship: 'merit',
      feeCategory: 'selfFinanced',
    }
    const single = await create(college, everyField)
    const res = await post(
      '/Student/Bulk',
      college,
      { rows: [{ key: 'a', fields: body(everyField) }] },
      `every-field-${unique()}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const [fromSet] = res.json<BulkResult>().results
    expect(fromSet).toMatchObject({ outcome: 'created', version: 1 })
    const own = ['id', 'lastName', 'registrationNo', 'rollNo', 'createdAt', 'updatedAt']
    const comparable = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !own.includes(k)))
    expect(comparable(await stored(fromSet!.id!))).toEqual(comparable(await stored(single.id)))
    expect(await stored(fromSet!.id!)).toMatchObject({ district: expect.any(String) })
  })

  it('takes 500 rows in one request', async () => {
    const before = await studentRows()
    const res = await post(
      '/Student/Bulk',
      college,
      { rows: Array.from({ length: 500 }, (_, i) => ({ key: `row-${i}`, fields: body() })) },
      `five-hundred-${unique()}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<BulkResult>().counts).toEqual({
      created: 500,
      updated: 0,
      unchanged: 0,
      rejected: 0,
    })
    expect(await studentRows()).toBe(before + 500)
  })

  it('refuses more than 500 rows, no rows, and roles that do not write students', async () => {
    const row = { key: 'x', fields: { firstName: 'Many' } }
    const tooMany = await post('/Student/Bulk', college, {
      rows: Array.from({ length: 501 }, (_, i) => ({ ...row, key: `r${i}` })),
    })
    expect(tooMany.statusCode).toBe(400)
    expect((await post('/Student/Bulk', college, { rows: [] })).statusCode).toBe(400)
    expect(
      (await post('/Student/Bulk', college, { rows: [{ ...row, extra: true }] })).statusCode,
    ).toBe(400)
    expect((await post('/Student/Bulk', uniAdmin, { rows: [row] })).statusCode).toBe(403)
  })
})

describe('POST /Student/Promote', () => {
  it('refuses the whole batch when one id cannot move: nothing written, every id answered', async () => {
    const semester = await create(college, { semester: 3 })
    const annual = await create(college, { programId: ids.annualProgram, year: 1 })
    const final = await create(college, { semester: 8 })
    const finalYear = await create(college, { programId: ids.annualProgram, year: 3 })
    const dropped = await create(college, { semester: 2, enrolmentStatus: 'transferred' })
    const foreign = await create(otherCampus, { semester: 1 })
    const missing = 2_000_000_000
    const studentIds = [semester, annual, final, finalYear, dropped, foreign].map((s) => s.id)
    const promotionsBefore = await promotionRows()
    const key = `promote-${unique()}`
    const res = await post('/Student/Promote', college, { ids: [...studentIds, missing] }, key)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<PromotionResult>()
    expect(answer.applied).toBe(false)
    expect(answer.promotionId).toBeNull()
    expect(answer.results).toEqual([
      { id: semester.id, outcome: 'rolledBack', semester: 3, year: null, version: 1 },
      { id: annual.id, outcome: 'rolledBack', semester: null, year: 1, version: 1 },
      { id: final.id, outcome: 'finalTerm', semester: 8, year: null, version: 1 },
      { id: finalYear.id, outcome: 'finalTerm', semester: null, year: 3, version: 1 },
      { id: dropped.id, outcome: 'notActive', semester: 2, year: null, version: 1 },
      { id: foreign.id, outcome: 'notFound', semester: null, year: null, version: null },
      { id: missing, outcome: 'notFound', semester: null, year: null, version: null },
    ])
    expect(answer.counts).toEqual({
      promoted: 0,
      finalTerm: 2,
      graduated: 0,
      notActive: 1,
      notFound: 2,
      otherTerm: 0,
      rolledBack: 2,
    })
    expect(await stored(semester.id)).toMatchObject({ semester: 3, version: 1 })
    expect(await stored(annual.id)).toMatchObject({ year: 1, version: 1 })
    expect(await stored(final.id)).toMatchObject({ semester: 8, version: 1 })
    expect(await stored(foreign.id)).toMatchObject({ semester: 1, version: 1 })
    expect(await audited('promoteStudents')).toBe(0)
    expect(await promotionRows()).toBe(promotionsBefore)

    // The refusal is stored with the key: a retry answers the same and writes nothing.
    const again = await post('/Student/Promote', college, { ids: [...studentIds, missing] }, key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(answer)
    expect(await audited('promoteStudents')).toBe(0)

    // One final-term student alone refuses a batch that is otherwise fine.
    const oneFinal = await post('/Student/Promote', college, { ids: [semester.id, final.id] })
    expect(oneFinal.json<PromotionResult>()).toMatchObject({
      applied: false,
      promotionId: null,
      counts: { rolledBack: 1, finalTerm: 1 },
    })
    expect(await stored(semester.id)).toMatchObject({ semester: 3, version: 1 })
    expect(await audited('promoteStudents')).toBe(0)
  })

  it('applies a batch every id of which can move, graduating the last term with graduateFinal', async () => {
    const semester = await create(college, { semester: 3 })
    const annual = await create(college, { programId: ids.annualProgram, year: 1 })
    const final = await create(college, { semester: 8 })
    const finalYear = await create(college, { programId: ids.annualProgram, year: 3 })
    const studentIds = [semester, annual, final, finalYear].map((s) => s.id)
    const key = `promote-${unique()}`
    const auditedBefore = await audited('promoteStudents')
    const res = await post(
      '/Student/Promote',
      college,
      { ids: studentIds, graduateFinal: true },
      key,
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<PromotionResult>()
    expect(answer.applied).toBe(true)
    expect(answer.promotionId).toEqual(expect.any(Number))
    expect(answer.results).toEqual([
      { id: semester.id, outcome: 'promoted', semester: 4, year: null, version: 2 },
      { id: annual.id, outcome: 'promoted', semester: null, year: 2, version: 2 },
      { id: final.id, outcome: 'graduated', semester: 8, year: null, version: 2 },
      { id: finalYear.id, outcome: 'graduated', semester: null, year: 3, version: 2 },
    ])
    expect(answer.counts).toEqual({
      promoted: 2,
      finalTerm: 0,
      graduated: 2,
      notActive: 0,
      notFound: 0,
      otherTerm: 0,
      rolledBack: 0,
    })
    expect(await stored(semester.id)).toMatchObject({ semester: 4, version: 2 })
    expect(await stored(final.id)).toMatchObject({ enrolmentStatus: 'graduated', version: 2 })
    expect(await audited('promoteStudents')).toBe(auditedBefore + 4)
    const [recorded] = await api.db
      .select()
      .from(t.studentPromotions)
      .where(eq(t.studentPromotions.id, answer.promotionId!))
    expect(recorded).toMatchObject({ campusId: 78, universityId: 1, undoneAt: null })
    expect(recorded!.students).toContainEqual({
      studentId: semester.id,
      semester: 3,
      year: null,
      enrolmentStatus: 'active',
      version: 1,
      afterVersion: 2,
    })

    // A retry of the same outbox row promotes nobody twice and records no second promotion.
    const promotions = await promotionRows()
    const again = await post(
      '/Student/Promote',
      college,
      { ids: studentIds, graduateFinal: true },
      key,
    )
    expect(again.json()).toEqual(answer)
    expect(await stored(semester.id)).toMatchObject({ semester: 4, version: 2 })
    expect(await promotionRows()).toBe(promotions)
  })

  it('moves a class of 2,000 in one request', async () => {
    const [fy] = await api.db.select().from(t.fiscalYears).where(eq(t.fiscalYears.id, ids.fy))
    const klass = await api.db
      .insert(t.students)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          universityId: 1,
          campusId: 78,
          programId: ids.semesterProgram,
          fiscalYearId: fy!.id,
          firstName: 'Class',
          lastName: `Member ${i}`,
          gender: 'female' as const,
          dateOfBirth: '2004-01-01',
          semester: 2,
        })),
      )
      .returning({ id: t.students.id })
    const res = await post('/Student/Promote', college, { ids: klass.map((s) => s.id) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<PromotionResult>().counts.promoted).toBe(2000)
    const [moved] = await api.db
      .select({ n: count() })
      .from(t.students)
      .where(
        and(
          inArray(
            t.students.id,
            klass.map((s) => s.id),
          ),
          eq(t.students.semester, 3),
        ),
      )
    expect(moved!.n).toBe(2000)
  })

  it('refuses repeated ids, more than 5000, and roles that do not write students', async () => {
    expect((await post('/Student/Promote', college, { ids: [1, 1] })).statusCode).toBe(400)
    const many = Array.from({ length: 5001 }, (_, i) => i + 1)
    expect((await post('/Student/Promote', college, { ids: many })).statusCode).toBe(400)
    expect((await post('/Student/Promote', uniAdmin, { ids: [1] })).statusCode).toBe(403)
  })

  it('refuses a class promoted from a term it has left: queued twice, or by two devices, it moves once', async () => {
    const klass = [await create(college, { semester: 2 }), await create(college, { semester: 2 })]
    const annual = await create(college, { programId: ids.annualProgram, year: 2 })
    const promote = (students: Student[], fromTerm: number) =>
      post(
        '/Student/Promote',
        college,
        { ids: students.map((s) => s.id), fromTerm },
        `from-${unique()}`,
      )
    const first = await promote([...klass, annual], 2)
    expect(first.json<PromotionResult>().counts).toMatchObject({ promoted: 3, otherTerm: 0 })
    // The same class from the same term again (another outbox row, its own key): nobody moves.
    const second = await promote(klass, 2)
    expect(second.statusCode, second.body).toBe(200)
    const refused = second.json<PromotionResult>()
    expect(refused.applied).toBe(false)
    expect(refused.promotionId).toBeNull()
    expect(refused.results).toEqual(
      klass.map((s) => ({ id: s.id, outcome: 'otherTerm', semester: 3, year: null, version: 2 })),
    )
    for (const s of klass) expect(await stored(s.id)).toMatchObject({ semester: 3, version: 2 })
    // One student of another term refuses the rest, who are rolled back, not moved.
    const mixed = await promote([...klass, await create(college, { semester: 2 })], 3)
    expect(mixed.json<PromotionResult>().counts).toMatchObject({ otherTerm: 1, rolledBack: 2 })
    for (const s of klass) expect(await stored(s.id)).toMatchObject({ semester: 3 })
    // A year's program is judged by its year: promoted to its third, it has left its second.
    expect((await promote([annual], 2)).json<PromotionResult>().results[0]).toMatchObject({
      outcome: 'otherTerm',
      year: 3,
    })
  })

  it('parallel promotions with their own keys each move every student once', async () => {
    const created = await post('/Student/Bulk', college, {
      rows: Array.from({ length: 20 }, (_, i) => ({ key: `p${i}`, fields: body({ semester: 1 }) })),
    })
    expect(created.statusCode, created.body).toBe(200)
    const studentIds = created.json<BulkResult>().results.map((r) => r.id!)
    const calls = 3
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, i) =>
        // Each call names the students in another order: the locks are still taken in id order.
        post(
          '/Student/Promote',
          college,
          { ids: i % 2 ? [...studentIds].reverse() : studentIds },
          `parallel-${i}-${unique()}`,
        ),
      ),
    )
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200)
      expect(a.json<PromotionResult>().counts.promoted).toBe(studentIds.length)
    }
    const rows = await api.db.select().from(t.students).where(inArray(t.students.id, studentIds))
    for (const row of rows) expect(row).toMatchObject({ semester: 1 + calls, version: 1 + calls })
  })
})

describe('POST /Student/Promote/{id}/Undo', () => {
  const promoteNow = async (students: Student[]) => {
    const res = await post('/Student/Promote', college, { ids: students.map((s) => s.id) })
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<PromotionResult>()
    expect(answer.applied).toBe(true)
    return answer.promotionId!
  }
  const undo = (promotionId: number, headers = college, key?: string) =>
    post(`/Student/Promote/${promotionId}/Undo`, headers, {}, key)

  it('puts the students back and raises their versions; a replay answers the same, twice is 409', async () => {
    const semester = await create(college, { semester: 2 })
    const annual = await create(college, { programId: ids.annualProgram, year: 2 })
    const promotionId = await promoteNow([semester, annual])
    expect(await stored(semester.id)).toMatchObject({ semester: 3, version: 2 })

    const key = `undo-${unique()}`
    const res = await undo(promotionId, college, key)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json<{ promotionId: number; restored: number[] }>()
    // Each student as it now is, so a device's copy leaves the term it was promoted to.
    const back = [
      { id: semester.id, semester: 2, year: null, enrolmentStatus: 'active', version: 3 },
      { id: annual.id, semester: null, year: 2, enrolmentStatus: 'active', version: 3 },
    ].sort((a, b) => a.id - b.id)
    expect(answer).toEqual({ promotionId, restored: back.map((s) => s.id), students: back })
    expect(await stored(semester.id)).toMatchObject({ semester: 2, version: 3 })
    expect(await stored(annual.id)).toMatchObject({ year: 2, version: 3 })
    expect(await audited('undoStudentPromotion')).toBeGreaterThanOrEqual(2)

    const replay = await undo(promotionId, college, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(answer)

    const twice = await undo(promotionId)
    expect(twice.statusCode).toBe(409)
    expect(await stored(semester.id)).toMatchObject({ semester: 2, version: 3 })
  })

  it('restores a graduation too', async () => {
    const final = await create(college, { semester: 8 })
    const res = await post('/Student/Promote', college, { ids: [final.id], graduateFinal: true })
    const promotionId = res.json<PromotionResult>().promotionId!
    expect((await undo(promotionId)).statusCode).toBe(200)
    expect(await stored(final.id)).toMatchObject({
      semester: 8,
      enrolmentStatus: 'active',
      version: 3,
    })
  })

  it('refuses when a student was changed since, naming it, and restores nobody', async () => {
    const edited = await create(college, { semester: 1 })
    const other = await create(college, { semester: 1 })
    const promotionId = await promoteNow([edited, other])
    const patch = await api.app.inject({
      method: 'PATCH',
      url: `/api/Student/${edited.id}`,
      headers: { ...college, 'if-match': '"2"' },
      payload: { phone: '9841000111' },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    const res = await undo(promotionId)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      type: 'https://hemis.local/problems/stale-version',
      students: [edited.id],
    })
    expect(await stored(other.id)).toMatchObject({ semester: 2, version: 2 })
    expect(await stored(edited.id)).toMatchObject({ semester: 2, version: 3 })
    const [recorded] = await api.db
      .select()
      .from(t.studentPromotions)
      .where(eq(t.studentPromotions.id, promotionId))
    expect(recorded!.undoneAt).toBeNull()
  })

  it('lists the campus’s promotions of the last day not undone, on any device (decision 0361)', async () => {
    type Listed = { id: number; students: number; programs: string[]; createdBy: string | null }
    const listed = async (headers = college) => {
      const res = await api.app.inject({ method: 'GET', url: '/api/Student/Promote', headers })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ items: (Listed & { createdAt: string; undoableUntil: string })[] }>().items
    }
    const [a, b] = [await create(college, { semester: 1 }), await create(college, { semester: 1 })]
    const older = await promoteNow([a])
    const newer = await promoteNow([a, b])
    const items = await listed()
    const ours = items.filter((p) => p.id === older || p.id === newer)
    expect(ours.map((p) => p.id)).toEqual([newer, older])
    expect(ours[0]).toMatchObject({ students: 2, createdBy: expect.any(String) })
    expect(ours[0]!.programs.length).toBeGreaterThan(0)
    const { createdAt, undoableUntil } = items.find((p) => p.id === newer)!
    expect(Date.parse(undoableUntil) - Date.parse(createdAt)).toBe(24 * 60 * 60_000)
    // Another campus sees none of them; a university promotes none and lists none (403).
    expect((await listed(otherCampus)).map((p) => p.id)).not.toContain(newer)
    const byUniversity = await api.app.inject({
      method: 'GET',
      url: '/api/Student/Promote',
      headers: uniAdmin,
    })
    expect(byUniversity.statusCode).toBe(403)
    // Undone, or older than a day: no longer listed.
    expect((await undo(newer)).statusCode).toBe(200)
    await api.db
      .update(t.studentPromotions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(t.studentPromotions.id, older))
    const after = (await listed()).map((p) => p.id)
    expect(after).not.toContain(newer)
    expect(after).not.toContain(older)
  })

  it("answers 404 for another campus's promotion and 409 past 24 hours", async () => {
    const student = await create(college, { semester: 1 })
    const promotionId = await promoteNow([student])
    expect((await undo(promotionId, otherCampus)).statusCode).toBe(404)
    expect((await undo(2_000_000_000)).statusCode).toBe(404)
    expect((await undo(promotionId, uniAdmin)).statusCode).toBe(403)

    await api.db
      .update(t.studentPromotions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(t.studentPromotions.id, promotionId))
    const late = await undo(promotionId)
    expect(late.statusCode).toBe(409)
    expect(late.json<{ title: string }>().title).toBe('A promotion can be undone within a day')
    expect(await stored(student.id)).toMatchObject({ semester: 2, version: 2 })
  })
})
