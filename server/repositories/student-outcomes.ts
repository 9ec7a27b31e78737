// What dropouts and graduations share (decision 0205): the record is the student's, so each write
// reads and locks the student in the caller's write scope, finds the fiscal year holding the event's
// date, judges the dates (common/outcome-rules.ts) and sets the student's enrolment status in the
// same transaction; each read answers the student's name and numbers beside the record, and pages
// by the student's name or newest first.
import { and, eq, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  lastTerm,
  revocationRefusal,
  type OutcomeIssue,
  type OutcomeRefusalIssue,
  type StudentTerm,
} from '../../common/outcome-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import { isUniqueViolation, type Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import { crud, type Crud } from './crud.ts'
import { invalid } from './references.ts'
import { byNameNe, registerScope, type RegisterOrders } from './registers.ts'
import { studentScope } from './students.ts'

const s = t.students
type Values = Record<string, unknown>
type EnrolmentStatus = (typeof t.enrolmentStatuses)[number]
/** The registers whose rows are records of one student, read with the student's name and numbers. */
type StudentRecordTable =
  | typeof t.dropouts
  | typeof t.graduations
  | typeof t.characterCertificates
  | typeof t.receipts
type OutcomeColumns = { universityId: PgColumn; campusId: PgColumn; studentId: PgColumn }

/** The student as a dropout or graduation needs them, locked until the transaction ends. */
export type LockedStudent = {
  id: number
  campusId: number
  universityId: number
  enrolmentStatus: EnrolmentStatus
  programType: 'semester' | 'annual'
  durationYears: number | null
  semester: number | null
  year: number | null
  /** The start of the student's fiscal year of enrolment. */
  enrolledFrom: string
}

/**
 * Reads and locks (`for update`) the student in the caller's write scope, so two records for one
 * student are made one after the other; 404 outside it, as for any record.
 */
export async function lockStudent(tx: Tx, caller: Caller, studentId: unknown) {
  const id = Number(studentId)
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw problems.notFound('The student')
  const [student] = await tx
    .select({
      id: s.id,
      campusId: s.campusId,
      universityId: s.universityId,
      enrolmentStatus: s.enrolmentStatus,
      programType: t.programs.programType,
      durationYears: t.programs.durationYears,
      semester: s.semester,
      year: s.year,
      enrolledFrom: t.fiscalYears.startDate,
    })
    .from(s)
    .innerJoin(t.programs, eq(t.programs.id, s.programId))
    .innerJoin(t.fiscalYears, eq(t.fiscalYears.id, s.fiscalYearId))
    .where(and(eq(s.id, id), studentScope(caller)))
    .for('update', { of: s })
  if (!student) throw problems.notFound('The student')
  return student satisfies LockedStudent
}

/** The fiscal year whose dates hold `date`; 400 on `field` when none does. */
export async function fiscalYearHolding(tx: Tx, date: string, field: string) {
  const fy = t.fiscalYears
  const [year] = await tx
    .select({ id: fy.id })
    .from(fy)
    .where(and(sql`${fy.startDate} <= ${date}`, sql`${fy.endDate} >= ${date}`))
    .orderBy(sql`${fy.startDate} desc`)
    .limit(1)
  if (!year) throw invalid(field, 'is in no fiscal year (the fiscal year needs adding first)')
  return year.id
}

/** What the shared rules know of the student (`common/outcome-rules.ts`). */
export const factsOf = (student: LockedStudent) => ({
  programType: student.programType,
  enrolledFrom: student.enrolledFrom,
})

/** The term the student is in and the program's last (decision 0225). */
export const termOf = (student: LockedStudent): StudentTerm => ({
  current: student.programType === 'semester' ? student.semester : student.year,
  last: lastTerm(student.programType, student.durationYears),
})

/** A record numbered from 1 per campus and fiscal year (a dropout's letter, a certificate). */
type Numbered = typeof t.dropouts | typeof t.characterCertificates | typeof t.receipts

/**
 * The campus's next serial of `table` in the fiscal year. Writers of one campus and year queue on
 * an advisory lock held to the end of the transaction, so each reads the serials committed before it.
 */
export async function nextSerial(tx: Tx, table: Numbered, campusId: number, fiscalYearId: number) {
  const numbered = table as typeof t.dropouts
  const key = `${getTableName(table)}-serial:${campusId}:${fiscalYearId}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${numbered.serial}), 0) + 1` })
    .from(numbered)
    .where(and(eq(numbered.campusId, campusId), eq(numbered.fiscalYearId, fiscalYearId)))
  return Number(row!.next)
}

/** Sets the student's enrolment status and moves their version on (the student is locked). */
export async function setEnrolmentStatus(tx: Tx, studentId: number, status: EnrolmentStatus) {
  await tx
    .update(s)
    .set({ enrolmentStatus: status, version: sql`${s.version} + 1`, updatedAt: new Date() })
    .where(eq(s.id, studentId))
}

/** 400 naming each field the record's own rules find wrong. */
export function throwIssues(issues: OutcomeIssue[]) {
  if (issues.length === 0) return
  throw problems.validation(
    issues.map(({ field, message }) => ({ field, message })),
    issues.map((i) => `${i.field} ${i.message}`).join('; '),
  )
}

/** 422: the record cannot be made for the student as they are (graduated, transferred …). */
export function refuse(refusal: OutcomeRefusalIssue | undefined) {
  if (!refusal) return
  throw new HttpProblem(
    422,
    'enrolment-state',
    "Not possible in the student's enrolment state",
    refusal.message,
  )
}

/**
 * Runs an insert or update under a savepoint: a unique index it breaks (also by a concurrent
 * writer) answers 409 duplicate with the id `duplicateOf` finds, and the transaction stays usable.
 */
export async function writeUnique<T>(
  tx: Tx,
  label: string,
  run: (sp: Tx) => Promise<T>,
  duplicateOf: () => Promise<number | undefined>,
) {
  try {
    return await tx.transaction(run)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw problems.duplicate(label, await duplicateOf())
  }
}

/** A date sent in a body (the contract has checked its form). */
export const dateOf = (values: Values, field: string) => String(values[field])

/** The student's name in a keyset order: a correlated read of the student by primary key. */
const studentKey = (table: OutcomeColumns, column: PgColumn): SQL =>
  sql`(select lower(${column}) from ${s} where ${s.id} = ${table.studentId})`

/** The orders of a list, by the contract's `sort`: the student's name (the default) or newest. */
export const outcomeOrders = (table: OutcomeColumns) =>
  ({
    name: { keys: [studentKey(table, s.lastName), studentKey(table, s.firstName)] },
    searchedNe: {
      keys: [byNameNe(sql`(select ${s.nameNe} from ${s} where ${s.id} = ${table.studentId})`)],
    },
    newest: { keys: [], descending: true },
  }) satisfies RegisterOrders

/** Rows whose student meets `conditions` (on `t.students` columns): one indexed probe a row. */
export function studentMatches(table: OutcomeColumns, conditions: (SQL | undefined)[]) {
  const present = conditions.filter((c): c is SQL => !!c)
  if (present.length === 0) return undefined
  return sql`exists (select 1 from ${s} where ${s.id} = ${table.studentId} and ${and(...present)})`
}

/** Adds the student's name and numbers (the contract's OutcomeStudent) to each row answered. */
async function withStudents(db: Parameters<Crud['get']>[0], rows: (Values & { id: number })[]) {
  const ids = [...new Set(rows.map((r) => Number(r.studentId)))]
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            studentId: s.id,
            firstName: s.firstName,
            middleName: s.middleName,
            lastName: s.lastName,
            nameNe: s.nameNe,
            gender: s.gender,
            programId: s.programId,
            registrationNo: s.registrationNo,
            rollNo: s.rollNo,
          })
          .from(s)
          .where(inArray(s.id, ids))
  const byId = new Map(found.map((student) => [student.studentId, student]))
  // `status` (the records' Active flag) is not part of these records in the contract.
  return rows.map(({ status: _status, ...row }) => ({ ...row, ...byId.get(Number(row.studentId)) }))
}

/**
 * The reads of an outcome register: get and keyset pages in the register's scope (a campus its
 * own, a university its campuses', the commission all), each row with its student.
 */
export function outcomeReads(label: string, table: StudentRecordTable) {
  const scope = registerScope(table)
  return crud({
    label,
    table,
    uniqueRules: [],
    scope: { read: scope, write: scope },
    present: async (db, rows) =>
      (await withStudents(db, rows)) as unknown as Awaited<ReturnType<Crud['get']>>[],
  })
}

/** The id of the student's dropout not followed by a readmission, if any. */
export async function openDropoutOf(tx: Tx, studentId: number) {
  const d = t.dropouts
  const [open] = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.studentId, studentId), isNull(d.readmittedOn)))
  return open?.id
}

/**
 * The start of a correction: the record's student and then the record, locked in that order (the
 * order every write of these registers locks in); 404 outside the caller's scope, 409 stale when
 * `expectedVersion` is not the record's.
 */
export async function lockForCorrection<T extends typeof t.dropouts | typeof t.graduations>(
  tx: Tx,
  caller: Caller,
  label: string,
  table: T,
  reads: Pick<Crud, 'get'>,
  id: number,
  expectedVersion: number | undefined,
) {
  const outcome = table as typeof t.dropouts
  const [found] = await tx
    .select({ studentId: outcome.studentId })
    .from(outcome)
    .where(and(eq(outcome.id, id), registerScope(outcome)(caller)))
  if (!found) throw problems.notFound(label)
  const student = await lockStudent(tx, caller, found.studentId)
  const current = await lockRecord(tx, caller, label, table, id)
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw problems.staleVersion(label, await reads.get(tx, caller, id))
  }
  return { student, current }
}

/** The record in the caller's write scope, locked; 404 outside it. */
export async function lockRecord<T extends StudentRecordTable>(
  tx: Tx,
  caller: Caller,
  label: string,
  table: T,
  id: number,
): Promise<T['$inferSelect']> {
  const outcome = table as typeof t.dropouts
  const [row] = await tx
    .select()
    .from(outcome)
    .where(and(eq(outcome.id, id), registerScope(outcome)(caller)))
    .for('update')
  if (!row) throw problems.notFound(label)
  return row
}

/**
 * Corrects a record that is never renumbered and is withdrawn for good (a certificate revoked, a
 * receipt cancelled): locked in the caller's write scope (404 outside it), 409 stale when
 * `expectedVersion` is not the record's, 422 on un-withdrawing, then the sent `fields` written.
 */
export async function reviseWithdrawable<
  T extends typeof t.characterCertificates | typeof t.receipts,
>(
  tx: Tx,
  caller: Caller,
  record: {
    label: string
    table: T
    reads: Pick<Crud, 'get'>
    /** The flag that withdraws the record, and the refusal of clearing it. */
    withdrawn: { field: 'revoked' | 'cancelled'; rule: 'certificateRevoked' | 'receiptCancelled' }
    fields: readonly string[]
    /** More the correction must meet, given the record as it is (throws). */
    check?: (current: Values, body: Values) => void
  },
  id: number,
  body: Values,
  expectedVersion?: number,
) {
  const { label, table, reads, withdrawn, fields } = record
  const current = (await lockRecord(tx, caller, label, table, id)) as Values
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw problems.staleVersion(label, await reads.get(tx, caller, id))
  }
  refuse(
    revocationRefusal(current[withdrawn.field] === true, body[withdrawn.field], withdrawn.rule),
  )
  record.check?.(current, body)
  const changes = Object.fromEntries(
    fields.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  )
  const row = table as typeof t.receipts
  await tx
    .update(row)
    .set({ ...changes, version: sql`${row.version} + 1`, updatedAt: new Date() })
    .where(eq(row.id, id))
  return reads.get(tx, caller, id)
}
