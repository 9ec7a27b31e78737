// Receipts of students' fees (decision 0322): issued to a student of the caller's campus for a fee
// type the campus uses, numbered per campus and fiscal year (`78-2081/82-000124`, the number
// `GET /Receipt/GetReceiptNo` previews), and never renumbered: a wrong receipt is cancelled with a
// reason and issued again. What the receipts paid against what the fee setup charges is the dues.
import { and, eq, isNull, or } from 'drizzle-orm'
import { dateIssues } from '../../common/outcome-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { invalid } from './references.ts'
import {
  dateOf,
  factsOf,
  fiscalYearHolding,
  lockStudent,
  nextSerial,
  outcomeOrders,
  outcomeReads,
  reviseWithdrawable,
  throwIssues,
} from './student-outcomes.ts'

const r = t.receipts
const label = 'Receipt'
type Values = Record<string, unknown>

const reads = outcomeReads(label, r)

/** A receipt's number: campus, fiscal year (its BS name) and the serial in six digits. */
export const receiptNumber = (campusId: number, fiscalYear: string, serial: number) =>
  `${campusId}-${fiscalYear}-${String(serial).padStart(6, '0')}`

/** 400 on `feeTypeId` unless it is a fee type of the commission's or of the student's campus. */
async function checkFeeType(tx: Tx, campusId: number, feeTypeId: unknown) {
  const f = t.feeTypes
  const [found] = await tx
    .select({ id: f.id })
    .from(f)
    .where(
      and(
        eq(f.id, Number(feeTypeId)),
        eq(f.status, true),
        or(isNull(f.campusId), eq(f.campusId, campusId)),
      ),
    )
  if (!found) throw invalid('feeTypeId', "is not a fee type of the student's campus")
}

/** Issues the receipt: 404 outside the caller's campus, 400 on the fee type or the date. */
async function create(tx: Tx, caller: Caller, body: Values) {
  const student = await lockStudent(tx, caller, body.studentId)
  throwIssues(dateIssues('paidOn', body.paidOn, factsOf(student)))
  await checkFeeType(tx, student.campusId, body.feeTypeId)
  const paidOn = dateOf(body, 'paidOn')
  const fiscalYearId = await fiscalYearHolding(tx, paidOn, 'paidOn')
  const [year] = await tx
    .select({ name: t.fiscalYears.name })
    .from(t.fiscalYears)
    .where(eq(t.fiscalYears.id, fiscalYearId))
  // Serials of one campus and year queue on nextSerial's lock; the unique index is the backstop.
  const serial = await nextSerial(tx, r, student.campusId, fiscalYearId)
  const [row] = await tx
    .insert(r)
    .values({
      universityId: student.universityId,
      campusId: student.campusId,
      studentId: student.id,
      fiscalYearId,
      feeTypeId: Number(body.feeTypeId),
      paidOn,
      amount: Number(body.amount),
      serial,
      receiptNo: receiptNumber(student.campusId, year!.name, serial),
      remarks: (body.remarks as string | null | undefined) ?? null,
    })
    .returning({ id: r.id })
  return reads.get(tx, caller, row!.id)
}

/** Corrects the remarks, or cancels for good with a reason (422 on un-cancelling). */
const update = (tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) =>
  reviseWithdrawable(
    tx,
    caller,
    {
      label,
      table: r,
      reads,
      withdrawn: { field: 'cancelled', rule: 'receiptCancelled' },
      fields: ['remarks', 'cancelled', 'cancelledReason'],
      check: (current, sent) => {
        const reason = sent.cancelledReason
        if (
          sent.cancelled === true &&
          !current.cancelled &&
          !(typeof reason === 'string' && reason.trim())
        )
          throw invalid('cancelledReason', 'is required to cancel a receipt')
      },
    },
    id,
    body,
    expectedVersion,
  )

export const receipts = { ...reads, create, update }

export const receiptOrders = outcomeOrders(r)
