// A student's move to another campus of their university (decision 0362): the university's act, as
// the campus's own writes are the campus's (0359). The record keeps its id, registration number,
// verification state and history; what belonged to the old campus (batch, section, roll number) is
// cleared for the new campus to set. One locked read and one update, in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import { invalid } from './references.ts'
import { checkProgram, students, studentScope } from './students.ts'

const s = t.students
const movable: readonly string[] = ['active', 'onLeave']

export async function transferStudent(
  tx: Tx,
  caller: Caller,
  id: number,
  to: { campusId: number; programId?: number },
  expectedVersion?: number,
) {
  const [student] = await tx
    .select({
      campusId: s.campusId,
      universityId: s.universityId,
      programId: s.programId,
      version: s.version,
      enrolmentStatus: s.enrolmentStatus,
    })
    .from(s)
    .where(and(eq(s.id, id), studentScope(caller)))
    .for('update')
  if (!student) throw problems.notFound(students.label)
  if (expectedVersion !== undefined && expectedVersion !== student.version) {
    throw problems.staleVersion(students.label, await students.get(tx, caller, id))
  }
  if (!movable.includes(student.enrolmentStatus)) {
    throw new HttpProblem(
      422,
      'not-enrolled',
      'Only an enrolled student moves campus',
      `Only an active student or one on leave moves to another campus; this one is ${student.enrolmentStatus}.`,
    )
  }
  const [campus] = await tx
    .select({ universityId: t.campuses.universityId })
    .from(t.campuses)
    .where(eq(t.campuses.id, to.campusId))
  if (campus?.universityId !== student.universityId) {
    throw invalid('campusId', 'is not a campus of the student’s university')
  }
  if (to.campusId === student.campusId) throw invalid('campusId', 'is the student’s own campus')
  const programId = to.programId ?? student.programId
  await checkProgram(tx, to.campusId, programId)
  await tx
    .update(s)
    .set({
      campusId: to.campusId,
      programId,
      batchId: null,
      sectionId: null,
      rollNo: null,
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(s.id, id))
  return students.get(tx, caller, id)
}
