import { and, count, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { examFixtures, paper } from './exam-fixtures.ts'
import { graduationBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let f: Awaited<ReturnType<typeof examFixtures>>
let students: number[]
beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  f = await examFixtures(api, callers.college)
  students = [await f.enrol(), await f.enrol(), await f.enrol()]
})
afterAll(() => api.close())

type Headers = Record<string, string>
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) => api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const newExam = async (overrides: object = {}) => {
  const res = await send('POST', '/Exam', callers.college, f.examBody(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: number }>().id
}
const typeId = async (name: string) =>
  (await api.db.select().from(t.examTypes).where(eq(t.examTypes.examTypeName, name)))[0]!.id
const markCount = async (examId: number) =>
  (await api.db.select({ n: count() }).from(t.marks).where(eq(t.marks.examId, examId)))[0]!.n
const save = (examId: number, subjectId: number, rows: object[], headers = callers.college) =>
  send('POST', `/Exam/${examId}/Marks`, headers, { subjectId, rows })

describe('marks entry', () => {
  it('saves a paper for the class in one request, one outcome a row, and again changes nothing', async () => {
    const exam = await newExam()
    const paper = f.subjects[0]!
    const rows = [
      { studentId: students[0], theory: 60, internal: 20, absent: false, withheld: false },
      { studentId: students[1], theory: null, internal: null, absent: true, withheld: false },
      { studentId: 999_999, theory: 50, internal: 20 },
    ]
    const first = await save(exam, paper, rows)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'saved',
      'saved',
      'notInClass',
    ])
    const again = await save(exam, paper, rows)
    expect(again.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'notInClass',
    ])
    expect(await markCount(exam)).toBe(2)
    const listed = await send('GET', `/Exam/${exam}/Marks?subjectId=${paper}`, callers.uniAdmin)
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ studentId: students[0], theory: 60, internal: 20, version: 1 }),
      ]),
    )
    // A student sent twice in one save (one statement writes the paper): the last row stands.
    const twice = await save(exam, paper, [
      { studentId: students[0], theory: 61, internal: 20 },
      { studentId: students[0], theory: 62, internal: 20 },
    ])
    expect(twice.statusCode, twice.body).toBe(200)
    expect(twice.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'saved',
      'saved',
    ])
    const [mark] = await api.db
      .select()
      .from(t.marks)
      .where(and(eq(t.marks.examId, exam), eq(t.marks.studentId, students[0]!)))
    expect(mark).toMatchObject({ theory: 62, version: 2 })
  })

  it('a mark above full marks answers 400 naming the row and field, and writes nothing', async () => {
    const exam = await newExam({ examTypeId: f.terminalTypeId })
    const res = await save(exam, f.subjects[0]!, [
      { studentId: students[0], theory: 70, internal: 20 },
      { studentId: students[1], theory: 76, internal: 20 },
      { studentId: students[2], theory: 50, practical: 5 },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'rows.1.theory', message: 'is above the full marks (75)' }),
      expect.objectContaining({ field: 'rows.2.practical' }),
    ])
    expect(await markCount(exam)).toBe(0)
  })

  it('a negative mark or a subject outside the routine is 400', async () => {
    const final = await newExam({ examTypeId: await typeId('Pre-board') })
    const negative = await save(final, f.subjects[0]!, [{ studentId: students[0], theory: -1 }])
    expect(negative.statusCode).toBe(400)
    const stranger = await save(final, f.secondTerm, [{ studentId: students[0], theory: 1 }])
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().errors).toEqual([expect.objectContaining({ field: 'subjectId' })])
  })

  it('another campus and the university may not save marks', async () => {
    const exam = await newExam({ examTypeId: await typeId('Supplementary') })
    const rows = [{ studentId: students[0], theory: 10 }]
    expect((await save(exam, f.subjects[0]!, rows, callers.uniAdmin)).statusCode).toBe(403)
    expect((await save(exam, f.subjects[0]!, rows, callers.otherCampus)).statusCode).toBe(404)
  })
})

describe('publishing and results', () => {
  let exam: number
  beforeAll(async () => {
    exam = await newExam({ examTypeId: await typeId('Re-exam') })
    const [s1, s2, s3] = f.subjects as [number, number, number]
    const all = (theory: number, internal: number) =>
      students.map((studentId) => ({ studentId, theory, internal }))
    expect((await save(exam, s1, all(60, 20))).statusCode).toBe(200)
    expect((await save(exam, s2, all(65, 22))).statusCode).toBe(200)
    // The second student fails a paper's theory; the third is absent from it.
    const third = [
      { studentId: students[0], theory: 70, internal: 24 },
      { studentId: students[1], theory: 29, internal: 24 },
      { studentId: students[2], absent: true },
    ]
    expect((await save(exam, s3, third)).statusCode).toBe(200)
  })

  it('the result shows each total, percentage, division and pass or fail', async () => {
    const res = await send('GET', `/Exam/${exam}/Result`, callers.uniAdmin)
    expect(res.statusCode).toBe(200)
    const byId = new Map(res.json().students.map((s: { studentId: number }) => [s.studentId, s]))
    expect(byId.get(students[0])).toMatchObject({
      total: 261,
      fullMarks: 300,
      percentage: 87,
      outcome: 'passed',
      division: 'distinction',
    })
    expect(byId.get(students[1])).toMatchObject({ outcome: 'failed', division: null })
    expect(byId.get(students[2])).toMatchObject({ outcome: 'failed' })
    expect(res.json().publishedAt).toBeNull()
  })

  it('a correction before publishing is refused: marks are saved instead', async () => {
    const res = await send('POST', `/Exam/${exam}/MarkCorrection`, callers.college, {
      subjectId: f.subjects[2],
      studentId: students[1],
      theory: 31,
      internal: 24,
      reason: 'Recheck of the answer book',
    })
    expect(res.statusCode).toBe(409)
  })

  it('publishing locks the marks: a save is 409 and the database itself refuses a write', async () => {
    const published = await send('POST', `/Exam/${exam}/Publish`, callers.college)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().publishedAt).toEqual(expect.any(String))
    expect((await send('POST', `/Exam/${exam}/Publish`, callers.college)).statusCode).toBe(409)
    const again = await save(exam, f.subjects[0]!, [{ studentId: students[0], theory: 1 }])
    expect(again.statusCode).toBe(409)
    expect(again.json().type).toContain('published')
    await expect(
      api.db
        .update(t.marks)
        .set({ theory: 1 })
        .where(and(eq(t.marks.examId, exam), eq(t.marks.studentId, students[0]!))),
    ).rejects.toThrow()
    // The schedule is locked too.
    const put = await send('PUT', `/Exam/${exam}`, callers.college, f.examBody())
    expect(put.statusCode).toBe(409)
  })

  it("a student's academic history lists each published exam they sat, reckoned as its result", async () => {
    // The marks-entry exam above has marks of theirs too, but is not published: not history.
    const unpublished = await api.db
      .select({ id: t.exams.id })
      .from(t.exams)
      .innerJoin(t.marks, eq(t.marks.examId, t.exams.id))
      .where(
        and(eq(t.marks.studentId, students[0]!), ne(t.exams.id, exam), isNull(t.exams.publishedAt)),
      )
    expect(unpublished.length).toBeGreaterThan(0)
    const res = await send('GET', `/Student/${students[0]}/Results`, callers.college)
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: Record<string, unknown>[] }>().items
    expect(items.map((i) => i.examId)).toEqual([exam])
    expect(items[0]).toMatchObject({
      examType: 'Re-exam',
      total: 261,
      fullMarks: 300,
      percentage: 87,
      division: 'distinction',
      outcome: 'passed',
      publishedAt: expect.any(String),
    })
    const failed = await send('GET', `/Student/${students[1]}/Results`, callers.uniAdmin)
    expect(failed.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ examId: exam, outcome: 'failed', division: null }),
    ])
    // Read as the student is: another campus does not find them, nor does a Student whose record
    // it is not (they read their own: decision 0360).
    expect(
      (await send('GET', `/Student/${students[0]}/Results`, callers.otherCampus)).statusCode,
    ).toBe(404)
    const student = await api.as('student')
    expect((await send('GET', `/Student/${students[0]}/Results`, student)).statusCode).toBe(404)
  })

  it('a correction after publishing needs a reason, changes the mark and is listed', async () => {
    const body = { subjectId: f.subjects[2], studentId: students[1], theory: 31, internal: 24 }
    const noReason = await send('POST', `/Exam/${exam}/MarkCorrection`, callers.college, {
      ...body,
      reason: 'no',
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })])
    const res = await send('POST', `/Exam/${exam}/MarkCorrection`, callers.college, {
      ...body,
      reason: 'Recheck of the answer book',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      before: { theory: 29 },
      after: { theory: 31 },
      reason: 'Recheck of the answer book',
    })
    const listed = await send('GET', `/Exam/${exam}/MarkCorrection`, callers.uniAdmin)
    expect(listed.json()).toHaveLength(1)
    const result = await send('GET', `/Exam/${exam}/Result`, callers.college)
    const second = result
      .json()
      .students.find((s: { studentId: number }) => s.studentId === students[1])
    expect(second).toMatchObject({ total: 222, outcome: 'passed', division: 'first' })
    // Above full marks in a correction is 400 on the field.
    const above = await send('POST', `/Exam/${exam}/MarkCorrection`, callers.college, {
      ...body,
      theory: 80,
      reason: 'Recheck of the answer book',
    })
    expect(above.statusCode).toBe(400)
    expect(above.json().errors).toEqual([expect.objectContaining({ field: 'theory' })])
  })
})

describe('who sits the exam', () => {
  it('once it has an appearance list, only its students have marks and a result', async () => {
    // The same class and type as other tests' exams, in a year of its own.
    const [other] = await api.db
      .select()
      .from(t.fiscalYears)
      .where(ne(t.fiscalYears.id, f.fiscalYearId))
      .limit(1)
    const exam = await newExam({ examTypeId: f.terminalTypeId, fiscalYearId: other!.id })
    const [a, b, c] = students as [number, number, number]
    const paper = f.subjects[0]!
    const marks = (studentId: number) => ({ studentId, theory: 40, internal: 15 })
    // No list yet: the whole class sits it.
    const before = await save(exam, paper, [marks(c)])
    expect(before.json().results[0]).toMatchObject({ key: String(c), outcome: 'saved' })

    const listed = await send('PUT', `/Exam/${exam}/Appearance`, callers.college, {
      rows: [
        { studentId: a, symbolNo: 'S-01' },
        { studentId: b, symbolNo: 'S-02' },
      ],
    })
    expect(listed.statusCode, listed.body).toBe(200)
    const after = await save(exam, paper, [marks(a), marks(b), { ...marks(c), theory: 45 }])
    expect(after.json().results).toEqual([
      expect.objectContaining({ key: String(a), outcome: 'saved' }),
      expect.objectContaining({ key: String(b), outcome: 'saved' }),
      expect.objectContaining({
        key: String(c),
        outcome: 'notOnList',
        id: null,
        message: "Not on the exam's appearance list",
      }),
    ])
    // Nothing of the refused row was written: the mark saved before the list stands as it was.
    const kept = await api.db
      .select()
      .from(t.marks)
      .where(and(eq(t.marks.examId, exam), eq(t.marks.studentId, c)))
    expect(kept.map((m) => m.theory)).toEqual([40])

    // The result: the list's students, and the one with marks from before the list.
    const result = await send('GET', `/Exam/${exam}/Result`, callers.college)
    expect(result.statusCode, result.body).toBe(200)
    const ids = result.json().students.map((s: { studentId: number }) => s.studentId)
    expect([...ids.slice(0, 2)].sort()).toEqual([a, b].sort())
    expect(ids.slice(2)).toEqual([c])
  })
})

describe("a student's standing, which a graduation needs", () => {
  type Standing = { passedAll: boolean; papers: { subjectId: number; outcome: string }[] }
  const standing = async (studentId: number, headers = callers.college) => {
    const res = await send('GET', `/Student/${studentId}/Standing`, headers)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Standing>()
  }
  const outcomes = async (studentId: number) =>
    Object.fromEntries((await standing(studentId)).papers.map((p) => [p.subjectId, p.outcome]))
  const graduate = (studentId: number) =>
    send('POST', '/Graduation', callers.college, graduationBody(studentId))
  const publish = async (exam: number) =>
    expect((await send('POST', `/Exam/${exam}/Publish`, callers.college)).statusCode).toBe(200)
  /** The students of the batch Graduation's Student List offers (decision 0322). */
  const eligible = async (batchId: number) => {
    const res = await send(
      'GET',
      `/Student?graduation=eligible&batchId=${batchId}`,
      callers.college,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ items: { id: number }[] }>().items.map((s) => s.id)
  }

  it('a failed final paper refuses the graduation until a re-exam passes it; unpublished and internal exams do not count; the last term is needed too', async () => {
    // A class of its own: an exam is one per class, type and fiscal year.
    const batchId = await f.newBatch()
    const [failing, withheld] = [await f.enrol({ batchId }), await f.enrol({ batchId })]
    const [s1, s2] = f.subjects as [number, number]
    expect(await standing(failing)).toEqual({ studentId: failing, passedAll: true, papers: [] })
    const expectSaved = async (exam: number, subject: number, rows: object[]) =>
      expect(
        (await save(exam, subject, rows)).json().results.map((r: { outcome: string }) => r.outcome),
      ).toEqual(rows.map(() => 'saved'))

    const final = await newExam({ batchId })
    await expectSaved(final, s1, [
      { studentId: failing, theory: 60, internal: 20 },
      { studentId: withheld, theory: 60, internal: 20, withheld: true },
    ])
    await expectSaved(final, s2, [
      { studentId: failing, theory: 12, internal: 20 },
      { studentId: withheld, theory: 50, internal: 20 },
    ])
    expect((await standing(failing)).papers).toEqual([])
    await publish(final)
    expect(await outcomes(failing)).toEqual({ [s1]: 'passed', [s2]: 'failed' })
    expect(await outcomes(withheld)).toEqual({ [s1]: 'withheld', [s2]: 'passed' })
    // A later terminal (internal) exam failed is the campus's own test: it changes nothing.
    const terminal = await newExam({
      batchId,
      examTypeId: f.terminalTypeId,
      startDate: '2026-05-10',
      endDate: '2026-05-12',
      routine: [paper(s1, '2026-05-11')],
    })
    await expectSaved(terminal, s1, [{ studentId: failing, theory: 1, internal: 1 }])
    await publish(terminal)
    expect(await outcomes(failing)).toEqual({ [s1]: 'passed', [s2]: 'failed' })

    // In the first of the program's 8 semesters (4 years when its duration is not set): not yet.
    expect(await eligible(batchId)).toEqual([])
    const early = await graduate(failing)
    expect(early.statusCode, early.body).toBe(422)
    expect(early.json().detail).toContain("the program's last semester or year")
    // Both move on to the last semester, the failed and withheld papers still theirs.
    for (const id of [failing, withheld]) {
      const moved = await send('PATCH', `/Student/${id}`, callers.college, { semester: 8 })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    // The eligible list applies the same paper rule: neither is offered.
    expect(await eligible(batchId)).toEqual([])
    for (const [studentId, subject, outcome] of [
      [failing, s2, 'failed'],
      [withheld, s1, 'withheld'],
    ] as const) {
      const refused = await graduate(studentId)
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json()).toMatchObject({
        type: expect.stringMatching(/papers-not-passed$/),
        detail: expect.stringContaining(`Subject EX10${subject === s1 ? 1 : 2} (${outcome}`),
        papers: [{ subjectId: subject, outcome }],
      })
      const [row] = await api.db.select().from(t.students).where(eq(t.students.id, studentId))
      expect(row!.enrolmentStatus).toBe('active')
      expect(
        await api.db.select().from(t.graduations).where(eq(t.graduations.studentId, studentId)),
      ).toEqual([])
    }

    // The re-exam of the failed first-semester paper, sat from the last semester (a re-exam's class
    // is the batch in any term): counted once published, the newer result wins.
    const reExam = await newExam({
      batchId,
      examTypeId: await typeId('Re-exam'),
      startDate: '2026-06-01',
      endDate: '2026-06-05',
      routine: [paper(s2, '2026-06-02')],
    })
    await expectSaved(reExam, s2, [{ studentId: failing, theory: 41, internal: 20 }])
    expect((await standing(failing)).passedAll).toBe(false)
    await publish(reExam)
    expect(await outcomes(failing)).toEqual({ [s1]: 'passed', [s2]: 'passed' })
    expect((await standing(failing)).passedAll).toBe(true)
    expect(await eligible(batchId)).toEqual([failing])
    expect((await graduate(failing)).statusCode).toBe(201)
    // Graduated: no longer offered.
    expect(await eligible(batchId)).toEqual([])

    // Readable within the student's scope only.
    expect((await standing(failing, callers.uniAdmin)).passedAll).toBe(true)
    for (const headers of [callers.otherCampus, callers.otherUniAdmin])
      expect((await send('GET', `/Student/${failing}/Standing`, headers)).statusCode).toBe(404)
  })
})
