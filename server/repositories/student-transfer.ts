// A student's move to another campus of their university (decision 0362): the university's act, as
// the campus's own writes are the campus's (0359). The record keeps its id, registration number,
// verification state and history; what belonged to the old campus (batch, section, roll number) is
// cleared for the new campus to set. A term the new program has not (its kind or length) becomes the
// same point of the course in it (`termIn`), as a student studying is always in a term (0412). What
// the old campus began about the student ends with the move: its identity card (the public check
// then says the student is no longer enrolled there) and its pending change request (which would
// block the new campus's own). One locked read and three updates, in the caller's transaction.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import { invalid } from './references.ts'
import { checkProgram, students, studentScope } from './students.ts'
import { termIn } from './term.ts'

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
      semester: s.semester,
      year: s.year,
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
  const program = await checkProgram(tx, to.campusId, programId)
  await tx
    .update(s)
    .set({
      campusId: to.campusId,
      programId,
      batchId: null,
      sectionId: null,
      rollNo: null,
      ...termIn(program, student),
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(s.id, id))
  // A new campus issues its own card: the old one stops being current (one a student, by index).
  await tx
    .update(t.studentCards)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(t.studentCards.studentId, id), isNull(t.studentCards.replacedAt)))
  // The old campus's proposal (its batch, its roll number) is no longer anyone's to approve.
  const r = t.studentChangeRequests
  await tx
    .update(r)
    .set({
      state: 'rejected',
      decisionReason: 'The student moved to another campus of the university.',
      decidedBy: caller.userId,
      decidedAt: new Date(),
      version: sql`${r.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(r.studentId, id), eq(r.state, 'pending')))
  return students.get(tx, caller, id)
}
