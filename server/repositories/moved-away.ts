// A register's record that left the caller's campus (decision 0375): the campus that had it, and
// only that campus, learns that it moved, never where to. Its history is the audit trail (decision
// 0307): a row of the record's own whose campus was the caller's, or a move whose old campus was.
import { and, eq, getTableName, or, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { collegeRoles } from '../../common/roles.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem } from '../problems.ts'

const a = t.auditLog

/**
 * Whether record `id` of `table` exists, is not in the campus caller's campus now, and was before.
 * Anyone else (a university, the commission, a Student) learns nothing more than a plain 404 says.
 */
export async function movedAwayFrom(
  db: Db | Tx,
  caller: Caller,
  table: PgTable,
  columns: { id: PgColumn; campusId: PgColumn },
  id: number,
): Promise<boolean> {
  const campusId = caller.campusId
  if (!collegeRoles.includes(caller.role) || campusId == null) return false
  const wasHere = db
    .select({ one: sql`1` })
    .from(a)
    .where(
      and(
        eq(a.tableName, getTableName(table)),
        eq(a.recordId, String(id)),
        or(
          eq(a.recordCampusId, campusId),
          sql`(${a.changes} -> 'campus_id' ->> 0)::integer = ${campusId}`,
        ),
      ),
    )
  const [found] = await db
    .select({ id: columns.id })
    .from(table)
    .where(
      and(
        eq(columns.id, id),
        sql`${columns.campusId} is distinct from ${campusId}`,
        sql`exists (${wasHere})`,
      ),
    )
  return !!found
}

/**
 * For a promise's `catch` on a read or write of record `id`: a 404 becomes the owner's moved-away
 * answer when the record left the caller's campus (`crud.movedAway`); any other error passes.
 */
export const orMovedAway =
  (
    owner: { movedAway(db: Db | Tx, caller: Caller, id: number): Promise<HttpProblem | undefined> },
    db: Db | Tx,
    caller: Caller,
    id: number,
  ) =>
  async (error: unknown): Promise<never> => {
    if (error instanceof HttpProblem && error.status === 404) {
      throw (await owner.movedAway(db, caller, id)) ?? error
    }
    throw error
  }
