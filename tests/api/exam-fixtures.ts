// What the exam tests share: a semester program of campus 78 with three first-semester subjects and
// one of the second, a batch, the seeded fiscal year and exam type, and a schedule body over them.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { batchBody, programBody, studentBody } from './factories.ts'
import type { Api } from './harness.ts'

type Headers = Record<string, string>

/** A paper of the routine: 75 theory (pass 30), 25 internal (pass 10), no practical. */
export const paper = (subjectId: number, examDate: string, overrides: object = {}) => ({
  subjectId,
  examDate,
  startTime: '07:00',
  room: 'Hall A',
  theoryFull: 75,
  theoryPass: 30,
  practicalFull: 0,
  practicalPass: 0,
  internalFull: 25,
  internalPass: 10,
  ...overrides,
})

export async function examFixtures(api: Api, college: Headers) {
  const send = async (url: string, payload: object) => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: college,
      payload,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ id: number }>().id
  }
  const programId = await send('/ProgramMgmt', programBody({ programType: 'semester' }))
  const subject = (code: string, semester: number) =>
    send('/Subject', {
      programId,
      subjectName: `Subject ${code}`,
      subjectType: 'regular',
      shortName: code,
      code,
      semester,
    })
  const subjects = [await subject('EX101', 1), await subject('EX102', 1), await subject('EX103', 1)]
  const secondTerm = await subject('EX201', 2)
  const batchId = await send('/Batch', batchBody({ programId }))
  const [fy] = await api.db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
  const [final] = await api.db
    .select()
    .from(t.examTypes)
    .where(eq(t.examTypes.examTypeName, 'University Final'))
  const [terminal] = await api.db
    .select()
    .from(t.examTypes)
    .where(eq(t.examTypes.examTypeName, 'First Terminal'))
  /** A first-semester final of the batch, 2083-01-10 to 2083-01-20, with one paper per subject. */
  const examBody = (overrides: object = {}) => ({
    programId,
    batchId,
    semester: 1,
    examTypeId: final!.id,
    fiscalYearId: fy!.id,
    startDate: '2026-04-23',
    endDate: '2026-05-03',
    routine: subjects.map((s, i) => paper(s, `2026-04-2${3 + i}`)),
    ...overrides,
  })
  /** A new first-semester student of the batch (the fixtures' own, or `batchId` of `newBatch`). */
  const enrol = (overrides: object = {}) =>
    send(
      '/Student',
      studentBody({ programId, fiscalYearId: fy!.id }, { batchId, semester: 1, ...overrides }),
    )
  /** Another batch of the program: a class with exams of its own (one exam a class, type and year). */
  const newBatch = () => send('/Batch', batchBody({ programId }))
  return {
    enrol,
    newBatch,
    programId,
    subjects,
    secondTerm,
    batchId,
    fiscalYearId: fy!.id,
    finalTypeId: final!.id,
    terminalTypeId: terminal!.id,
    examBody,
  }
}
