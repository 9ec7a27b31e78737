// A student record's history (decision 0252), read from the audit trail the triggers write in the
// same transaction as every change (decision 0307): the student's own rows, and its change
// requests' rows (requested, rejected). Each entry names who, when, the event and each field's old
// and new value, as the contract spells the field.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import { students } from './students.ts'

type Entry = components['schemas']['StudentHistoryEntry']
type Event = Entry['event']

const a = t.auditLog

/** The event a change of the student's row records, by the operation that made it. */
const studentEvents: Partial<Record<string, Event>> = {
  submitStudent: 'submitted',
  submitStudents: 'submitted',
  verifyStudent: 'verified',
  verifyStudents: 'verified',
  returnStudent: 'returned',
  returnStudents: 'returned',
  approveStudentChangeRequest: 'changeApproved',
  transferStudent: 'transferred',
  promoteStudents: 'promoted',
  undoStudentPromotion: 'promotionUndone',
  createDropout: 'outcome',
  updateDropout: 'outcome',
  createGraduation: 'outcome',
  updateGraduation: 'outcome',
  putStudentPhoto: 'photo',
  deleteStudentPhoto: 'photo',
  addStudentDocument: 'document',
  deleteStudentDocument: 'document',
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Columns the history does not list as changes: the record's id and the reports' text column. */
const hidden = new Set(['id', 'district'])

type Change = Entry['changes'][number]
const changesOf = (changes: Record<string, [unknown, unknown]>): Change[] =>
  Object.entries(changes)
    .filter(([column]) => !hidden.has(column))
    .map(([column, [old, now]]) => ({ field: camel(column), old, new: now }))

type AuditRow = {
  at: Date
  userId: number | null
  userName: string | null
  operationId: string | null
  table: string
  action: 'insert' | 'update' | 'delete'
  changes: Record<string, [unknown, unknown]>
}

function entryOf(row: AuditRow): Entry | undefined {
  const base = {
    at: row.at.toISOString(),
    operationId: row.operationId,
    userId: row.userId,
    userName: row.userName,
  }
  const after = (column: string) => row.changes[column]?.[1] as string | null | undefined
  if (row.table === 'student_change_requests') {
    if (row.action === 'insert') {
      const fields = (after('fields') ?? {}) as Record<string, unknown>
      const previous = (after('previous') ?? {}) as Record<string, unknown>
      const changes = Object.keys(fields).map((field) => ({
        field,
        old: previous[field] ?? null,
        new: fields[field],
      }))
      return { ...base, event: 'changeRequested', reason: after('reason') ?? null, changes }
    }
    // An approval is listed by the fields it applied to the student (its own row below).
    if (after('state') !== 'rejected') return undefined
    return {
      ...base,
      event: 'changeRejected',
      reason: after('decision_reason') ?? null,
      changes: [],
    }
  }
  if (row.action === 'insert') return { ...base, event: 'created', changes: [] }
  const event = studentEvents[row.operationId ?? ''] ?? 'edited'
  const reason = event === 'returned' ? (after('verification_note') ?? null) : null
  return { ...base, event, reason, changes: changesOf(row.changes) }
}

/** The student's history, newest first (404 outside the caller's scope); at most `limit` entries. */
export async function studentHistory(db: Db, caller: Caller, studentId: number, limit = 500) {
  await students.get(db, caller, studentId)
  const requests = db
    .select({ id: sql`${t.studentChangeRequests.id}::text` })
    .from(t.studentChangeRequests)
    .where(eq(t.studentChangeRequests.studentId, studentId))
  const rows = await db
    .select({
      at: a.at,
      userId: a.userId,
      userName: t.users.fullName,
      operationId: a.operationId,
      table: a.tableName,
      action: a.action,
      changes: a.changes,
    })
    .from(a)
    .leftJoin(t.users, eq(t.users.id, a.userId))
    .where(
      or(
        and(eq(a.tableName, 'students'), eq(a.recordId, String(studentId))),
        and(eq(a.tableName, 'student_change_requests'), inArray(a.recordId, requests)),
      ),
    )
    .orderBy(desc(a.id))
    .limit(limit)
  const items = (rows as AuditRow[]).map(entryOf).filter((e): e is Entry => !!e)
  return { items }
}
