// Students' identity cards (decision 0253): issued by the student's campus, a class at a time, each
// with a random code that the printed QR code's public link verifies. A student has one current
// card; a replacement (a lost card) marks the old one replaced in the same transaction, and the
// database's partial unique index keeps it one under concurrent issuers too.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { calendarAdDays } from '../../common/bikram-sambat.ts'
import { validUntilIssue } from '../../common/card-rules.ts'
import { nepalToday } from '../../common/employee-rules.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import { studentScope } from './students.ts'
import { newVerifyCode } from './verify-code.ts'

type Issue = components['schemas']['StudentCardIssue']
type Filters = { programId?: number; batchId?: number; studentId?: number }

const c = t.studentCards
const s = t.students
/** A class is at most this many cards in one answer (the largest sheet a campus prints). */
const MAX_CARDS = 2000

/** Whose cards a caller reads: a Student their own, staff their scope's students'. */
const cardScope = (caller: Caller) =>
  caller.role === 'Student' ? eq(s.userId, caller.userId) : studentScope(caller)

const cardColumns = {
  id: c.id,
  studentId: c.studentId,
  campusId: c.campusId,
  code: c.code,
  issuedOn: c.issuedOn,
  validUntil: c.validUntil,
}

/** The current cards of the students the filters name, in the caller's scope, by roll number. */
async function list(db: Db | Tx, caller: Caller, filters: Filters, only?: number[]) {
  const where: (SQL | undefined)[] = [
    isNull(c.replacedAt),
    cardScope(caller),
    filters.programId === undefined ? undefined : eq(s.programId, filters.programId),
    filters.batchId === undefined ? undefined : eq(s.batchId, filters.batchId),
    filters.studentId === undefined ? undefined : eq(s.id, filters.studentId),
    only ? inArray(s.id, only) : undefined,
  ]
  return db
    .select(cardColumns)
    .from(c)
    .innerJoin(s, eq(s.id, c.studentId))
    .where(and(...where))
    .orderBy(asc(sql`lower(${s.rollNo})`), asc(c.id))
    .limit(MAX_CARDS)
}

/** The listing the contract allows: a class or a student, never the whole register at once. */
function listFiltered(db: Db, caller: Caller, filters: Filters) {
  const some = filters.programId !== undefined || filters.studentId !== undefined
  if (!some && caller.role !== 'Student')
    throw problems.validation([
      {
        field: 'programId',
        message: 'or studentId is required: cards are listed a class at a time',
      },
    ])
  return list(db, caller, filters)
}

/**
 * Issues cards to the students who have none (or replaces theirs with `replace`), all or nothing:
 * 404 when a student is outside the caller's scope, 422 when one is not enrolled.
 */
async function issue(tx: Tx, caller: Caller, body: Issue) {
  const today = nepalToday()
  const issue = validUntilIssue(body.validUntil, today)
  if (issue) {
    const message =
      issue === 'past'
        ? `is before today (${today})`
        : `is past the calendar's last day (${calendarAdDays.last})`
    throw problems.validation([{ field: 'validUntil', message }])
  }
  const ids = body.studentIds
  // Locked, so two issuers of one class take turns and the second finds the first's cards; in id
  // order, as a promotion locks them, so an issue and a promotion of one class never deadlock.
  const found = await tx
    .select({
      id: s.id,
      universityId: s.universityId,
      campusId: s.campusId,
      enrolmentStatus: s.enrolmentStatus,
    })
    .from(s)
    .where(and(inArray(s.id, ids), studentScope(caller)))
    .orderBy(s.id)
    .for('update')
  if (found.length < ids.length) throw problems.notFound('The student')
  const notActive = found.filter((r) => r.enrolmentStatus !== 'active')
  if (notActive.length > 0)
    throw new HttpProblem(
      422,
      'enrolment-state',
      "Not possible in the student's enrolment state",
      `Cards are issued to enrolled students: ${notActive.length} of these are not (${notActive.map((r) => `#${r.id} ${r.enrolmentStatus}`).join(', ')}).`,
      {
        errors: notActive.map((r) => ({
          field: 'studentIds',
          message: `student ${r.id} is ${r.enrolmentStatus}, not active`,
        })),
      },
    )
  if (body.replace)
    await tx
      .update(c)
      .set({ replacedAt: sql`now()` })
      .where(and(inArray(c.studentId, ids), isNull(c.replacedAt)))
  const holding = new Set(
    (
      await tx
        .select({ studentId: c.studentId })
        .from(c)
        .where(and(inArray(c.studentId, ids), isNull(c.replacedAt)))
    ).map((r) => r.studentId),
  )
  const missing = found.filter((r) => !holding.has(r.id))
  if (missing.length > 0)
    await tx.insert(c).values(
      missing.map((r) => ({
        universityId: r.universityId,
        campusId: r.campusId,
        studentId: r.id,
        issuedOn: today,
        validUntil: body.validUntil,
        code: newVerifyCode(),
      })),
    )
  return { items: await list(tx, caller, {}, ids) }
}

/** The card a code is of, with its student: undefined for an unknown code. */
async function cardOf(db: Db, code: string) {
  const [found] = await db
    .select({
      studentId: c.studentId,
      replacedAt: c.replacedAt,
      issuedOn: c.issuedOn,
      validUntil: c.validUntil,
      cardCampusId: c.campusId,
      studentCampusId: s.campusId,
      enrolmentStatus: s.enrolmentStatus,
      firstName: s.firstName,
      middleName: s.middleName,
      lastName: s.lastName,
      studentNameNe: s.nameNe,
      rollNo: s.rollNo,
      programName: t.programs.programName,
      batchName: t.batches.batchName,
      campusName: t.campuses.campusName,
      universityName: t.universities.name,
      hasPhoto: sql<boolean>`exists (select 1 from ${t.studentPhotos} where ${t.studentPhotos.studentId} = ${s.id})`,
    })
    .from(c)
    .innerJoin(s, eq(s.id, c.studentId))
    .innerJoin(t.programs, eq(t.programs.id, s.programId))
    .leftJoin(t.batches, eq(t.batches.id, s.batchId))
    .innerJoin(t.campuses, eq(t.campuses.id, c.campusId))
    .innerJoin(t.universities, eq(t.universities.id, c.universityId))
    .where(eq(c.code, code))
  if (!found) return undefined
  // A student who moved to another campus is no longer enrolled at the card's (its card was ended
  // by the move, decision 0362, and no newer card of this campus replaced it).
  const movedAway = found.studentCampusId !== found.cardCampusId
  const status = movedAway
    ? ('notEnrolled' as const)
    : found.replacedAt
      ? ('replaced' as const)
      : found.enrolmentStatus !== 'active'
        ? ('notEnrolled' as const)
        : found.validUntil < nepalToday()
          ? ('expired' as const)
          : ('valid' as const)
  // The roll number and batch read now are the new campus's, not what this card printed.
  return movedAway ? { ...found, status, rollNo: null, batchName: null } : { ...found, status }
}

/** What a verifier sees of the card a code is of (only what the card prints); undefined if unknown. */
async function verify(db: Db, code: string) {
  const card = await cardOf(db, code)
  if (!card) return undefined
  return {
    status: card.status,
    issuedOn: card.issuedOn,
    validUntil: card.validUntil,
    studentName: [card.firstName, card.middleName, card.lastName].filter(Boolean).join(' '),
    studentNameNe: card.studentNameNe,
    rollNo: card.rollNo,
    programName: card.programName,
    batchName: card.batchName,
    campusName: card.campusName,
    universityName: card.universityName,
    hasPhoto: card.status === 'valid' && Boolean(card.hasPhoto),
  }
}

/** The photo of a valid card's student, for the verifier to compare faces; undefined otherwise. */
async function verifiedPhoto(db: Db, code: string) {
  const card = await cardOf(db, code)
  if (card?.status !== 'valid') return undefined
  const p = t.studentPhotos
  const [photo] = await db
    .select({ type: p.contentType, bytes: p.bytes })
    .from(p)
    .where(eq(p.studentId, card.studentId))
  return photo
}

export const studentCards = { list: listFiltered, issue, verify, verifiedPhoto }
