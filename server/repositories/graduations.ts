// The graduation register (decision 0205): one graduation a student (a unique index), a transcript
// number unique within the university in any letter case, and the student's enrolment status
// `graduated` once it is recorded.
import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm'
import { graduationIssues, graduationRefusal } from '../../common/outcome-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems } from '../problems.ts'
import { refuseWithDues } from './student-dues.ts'
import { refuseUnlessPassedAll } from './student-standing.ts'
import {
  dateOf,
  factsOf,
  fiscalYearHolding,
  lockForCorrection,
  lockStudent,
  openDropoutOf,
  outcomeOrders,
  outcomeReads,
  refuse,
  setEnrolmentStatus,
  termOf,
  throwIssues,
  writeUnique,
} from './student-outcomes.ts'

const g = t.graduations
const label = 'Graduation'
type Values = Record<string, unknown>

const reads = outcomeReads(label, g)

async function graduationOf(tx: Tx, studentId: number) {
  const [found] = await tx.select({ id: g.id }).from(g).where(eq(g.studentId, studentId))
  return found?.id
}

/** Another graduation of the university with this transcript number (any letter case). */
async function transcriptHolder(tx: Tx, values: Values, exceptId?: number) {
  if (typeof values.transcriptNo !== 'string') return undefined
  const [found] = await tx
    .select({ id: g.id })
    .from(g)
    .where(
      and(
        eq(g.universityId, Number(values.universityId)),
        sql`lower(${g.transcriptNo}) = lower(${values.transcriptNo})`,
        exceptId === undefined ? undefined : ne(g.id, exceptId),
      ),
    )
  return found?.id
}

/** The fields of the contract's GraduationCreate and GraduationPatch a client may write. */
const editable = [
  'graduatedOn',
  'degree',
  'division',
  'cgpa',
  'transcriptNo',
  'feeAmount',
  'receiptNo',
] as const
const sentFields = (body: Values) =>
  Object.fromEntries(editable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))

/**
 * The division a CGPA earns by the university's graduation table (decision 0320): its own rows when
 * it keeps any, else the commission's; the highest division whose lowest CGPA it reaches. Null when
 * no table says.
 */
async function divisionByTable(tx: Tx, universityId: number, cgpa: number) {
  const d = t.graduationDivisions
  const [own] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(eq(d.universityId, universityId), eq(d.status, true)))
  const [row] = await tx
    .select({ division: d.division })
    .from(d)
    .where(
      and(
        own!.n > 0 ? eq(d.universityId, universityId) : isNull(d.universityId),
        isNull(d.campusId),
        eq(d.status, true),
        lte(d.minCgpa, cgpa),
      ),
    )
    .orderBy(desc(d.minCgpa))
    .limit(1)
  return row?.division ?? null
}

/**
 * Records that the student completed the program: 404 outside the caller's campus, 409 when they
 * have a graduation (or the transcript number is taken), 422 while dropped out or once transferred
 * or before the program's last term or while a subject is not passed (decision 0225) or anything is
 * due (decision 0322), 400 on the date; the student becomes `graduated`.
 */
async function create(tx: Tx, caller: Caller, body: Values) {
  const student = await lockStudent(tx, caller, body.studentId)
  const existing = await graduationOf(tx, student.id)
  if (existing !== undefined) throw problems.duplicate(label, existing)
  const open = await openDropoutOf(tx, student.id)
  refuse(graduationRefusal(student.enrolmentStatus, open !== undefined, termOf(student)))
  throwIssues(graduationIssues(body, factsOf(student)))
  await refuseUnlessPassedAll(tx, student.id)
  await refuseWithDues(tx, student.id)
  const fiscalYearId = await fiscalYearHolding(tx, dateOf(body, 'graduatedOn'), 'graduatedOn')
  // A CGPA sent without a division is given the one the university's graduation table says.
  const division =
    body.division == null && typeof body.cgpa === 'number'
      ? await divisionByTable(tx, student.universityId, body.cgpa)
      : undefined
  const values = {
    ...sentFields(body),
    ...(division ? { division } : {}),
    universityId: student.universityId,
    campusId: student.campusId,
    studentId: student.id,
    fiscalYearId,
  } as typeof g.$inferInsert
  const row = await writeUnique(
    tx,
    label,
    async (sp) => (await sp.insert(g).values(values).returning({ id: g.id }))[0]!,
    async () => (await graduationOf(tx, student.id)) ?? transcriptHolder(tx, values),
  )
  await setEnrolmentStatus(tx, student.id, 'graduated')
  return reads.get(tx, caller, row.id)
}

/** Corrects a graduation, judged on the graduation it would make (a new date: its fiscal year). */
async function update(tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) {
  const { student, current } = await lockForCorrection(
    tx,
    caller,
    label,
    g,
    reads,
    id,
    expectedVersion,
  )
  const changes: Values = sentFields(body)
  const next = { ...current, ...changes }
  throwIssues(graduationIssues(next, factsOf(student)))
  if (next.graduatedOn !== current.graduatedOn) {
    changes.fiscalYearId = await fiscalYearHolding(tx, dateOf(next, 'graduatedOn'), 'graduatedOn')
  }
  await writeUnique(
    tx,
    label,
    (sp) =>
      sp
        .update(g)
        .set({ ...changes, version: sql`${g.version} + 1`, updatedAt: new Date() })
        .where(eq(g.id, id)),
    () => transcriptHolder(tx, next, id),
  )
  return reads.get(tx, caller, id)
}

export const graduations = { ...reads, create, update }

export const graduationOrders = outcomeOrders(g)
