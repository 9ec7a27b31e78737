// The dropout register (decision 0205): one open dropout a student (the partial unique index holds it
// under concurrent writes), a letter serial per campus and fiscal year, and the student's enrolment
// status following the record: `droppedOut` when recorded, `active` again on readmission.
import { eq, sql } from 'drizzle-orm'
import { dropoutIssues, dropoutRefusal, readmissionRefusal } from '../../common/outcome-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems } from '../problems.ts'
import {
  dateOf,
  factsOf,
  fiscalYearHolding,
  lockForCorrection,
  lockStudent,
  nextSerial,
  openDropoutOf,
  outcomeOrders,
  outcomeReads,
  refuse,
  setEnrolmentStatus,
  throwIssues,
  writeUnique,
} from './student-outcomes.ts'

const d = t.dropouts
const label = 'Dropout'
type Values = Record<string, unknown>

const reads = outcomeReads(label, d)

/** The fields of the contract's DropoutCreate and DropoutPatch a client may write. */
const editable = [
  'droppedOn',
  'lastSemester',
  'lastYear',
  'reason',
  'note',
  'readmittedOn',
  'readmissionNote',
] as const
const sentFields = (body: Values) =>
  Object.fromEntries(editable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))

/**
 * Records that the student left: 404 outside the caller's campus, 409 while a dropout of theirs is
 * open, 422 for a graduate or a transfer, 400 on a date or term field; the student becomes
 * `droppedOut`.
 */
async function create(tx: Tx, caller: Caller, body: Values) {
  const student = await lockStudent(tx, caller, body.studentId)
  const open = await openDropoutOf(tx, student.id)
  if (open !== undefined) throw problems.duplicate(label, open)
  refuse(dropoutRefusal(student.enrolmentStatus))
  throwIssues(dropoutIssues(body, factsOf(student)))
  const fiscalYearId = await fiscalYearHolding(tx, dateOf(body, 'droppedOn'), 'droppedOn')
  const serial = await nextSerial(tx, d, student.campusId, fiscalYearId)
  const values = {
    ...sentFields(body),
    universityId: student.universityId,
    campusId: student.campusId,
    studentId: student.id,
    fiscalYearId,
    serial,
  } as typeof d.$inferInsert
  const row = await writeUnique(
    tx,
    label,
    async (sp) => (await sp.insert(d).values(values).returning({ id: d.id }))[0]!,
    () => openDropoutOf(tx, student.id),
  )
  await setEnrolmentStatus(tx, student.id, 'droppedOut')
  return reads.get(tx, caller, row.id)
}

/**
 * Corrects a dropout or records the readmission, judged on the dropout it would make: a readmission
 * once recorded stays (422); a new date in another fiscal year takes that year's next serial; a
 * readmission sets a `droppedOut` student `active` again.
 */
async function update(tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) {
  const { student, current } = await lockForCorrection(
    tx,
    caller,
    label,
    d,
    reads,
    id,
    expectedVersion,
  )
  refuse(readmissionRefusal(current.readmittedOn, body.readmittedOn))
  const changes: Values = sentFields(body)
  const next = { ...current, ...changes }
  throwIssues(dropoutIssues(next, factsOf(student)))
  if (next.droppedOn !== current.droppedOn) {
    const fiscalYearId = await fiscalYearHolding(tx, dateOf(next, 'droppedOn'), 'droppedOn')
    if (fiscalYearId !== current.fiscalYearId) {
      changes.fiscalYearId = fiscalYearId
      changes.serial = await nextSerial(tx, d, current.campusId, fiscalYearId)
    }
  }
  await tx
    .update(d)
    .set({ ...changes, version: sql`${d.version} + 1`, updatedAt: new Date() })
    .where(eq(d.id, id))
  const readmitted = current.readmittedOn == null && next.readmittedOn != null
  if (readmitted && student.enrolmentStatus === 'droppedOut') {
    await setEnrolmentStatus(tx, student.id, 'active')
  }
  return reads.get(tx, caller, id)
}

export const dropouts = { ...reads, create, update }

export const dropoutOrders = outcomeOrders(d)
