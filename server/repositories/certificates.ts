// Character certificates (decision 0210): issued to a graduate of the caller's campus, numbered per
// campus and fiscal year, with a random code the printed QR code links to; corrected or revoked
// later, never renumbered. The public verification answers only what the paper itself prints.
import { eq } from 'drizzle-orm'
import { dateIssues, certificateRefusal } from '../../common/outcome-rules.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import {
  dateOf,
  factsOf,
  fiscalYearHolding,
  lockStudent,
  nextSerial,
  outcomeOrders,
  outcomeReads,
  reviseWithdrawable,
  refuse,
  throwIssues,
} from './student-outcomes.ts'
import { newVerifyCode } from './verify-code.ts'

const c = t.characterCertificates
const label = 'Character certificate'
type Values = Record<string, unknown>

const reads = outcomeReads(label, c)

/** Issues the certificate: 404 outside the caller's campus, 422 for a student not graduated. */
async function create(tx: Tx, caller: Caller, body: Values) {
  const student = await lockStudent(tx, caller, body.studentId)
  refuse(certificateRefusal(student.enrolmentStatus))
  throwIssues(dateIssues('issuedOn', body.issuedOn, factsOf(student)))
  const fiscalYearId = await fiscalYearHolding(tx, dateOf(body, 'issuedOn'), 'issuedOn')
  const [row] = await tx
    .insert(c)
    .values({
      universityId: student.universityId,
      campusId: student.campusId,
      studentId: student.id,
      fiscalYearId,
      issuedOn: dateOf(body, 'issuedOn'),
      conduct: body.conduct as (typeof t.conducts)[number],
      remarks: (body.remarks as string | null | undefined) ?? null,
      serial: await nextSerial(tx, c, student.campusId, fiscalYearId),
      verifyCode: newVerifyCode(),
    })
    .returning({ id: c.id })
  return reads.get(tx, caller, row!.id)
}

/** Corrects the conduct or remarks, or revokes for good (422 on un-revoking). */
const update = (tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) =>
  reviseWithdrawable(
    tx,
    caller,
    {
      label,
      table: c,
      reads,
      withdrawn: { field: 'revoked', rule: 'certificateRevoked' },
      fields: ['conduct', 'remarks', 'revoked', 'revokedReason'],
    },
    id,
    body,
    expectedVersion,
  )

/** What a verifier sees of the certificate a code is of; undefined for an unknown code. */
async function verify(db: Db, code: string) {
  const [found] = await db
    .select({
      revoked: c.revoked,
      serial: c.serial,
      fiscalYear: t.fiscalYears.name,
      issuedOn: c.issuedOn,
      firstName: t.students.firstName,
      middleName: t.students.middleName,
      lastName: t.students.lastName,
      studentNameNe: t.students.nameNe,
      programName: t.programs.programName,
      campusName: t.campuses.campusName,
      universityName: t.universities.name,
    })
    .from(c)
    .innerJoin(t.students, eq(t.students.id, c.studentId))
    .innerJoin(t.programs, eq(t.programs.id, t.students.programId))
    .innerJoin(t.campuses, eq(t.campuses.id, c.campusId))
    .innerJoin(t.universities, eq(t.universities.id, c.universityId))
    .innerJoin(t.fiscalYears, eq(t.fiscalYears.id, c.fiscalYearId))
    .where(eq(c.verifyCode, code))
  if (!found) return undefined
  return {
    status: found.revoked ? ('revoked' as const) : ('valid' as const),
    serial: `${found.fiscalYear}-${found.serial}`,
    issuedOn: found.issuedOn,
    studentName: [found.firstName, found.middleName, found.lastName].filter(Boolean).join(' '),
    studentNameNe: found.studentNameNe,
    programName: found.programName,
    campusName: found.campusName,
    universityName: found.universityName,
  }
}

export const characterCertificates = { ...reads, create, update, verify }

export const certificateOrders = outcomeOrders(c)
