// The whole register's count from the counts the database keeps per campus (`student_counts`,
// migration 0049, decision 0428): the commission's 500,000 and a university's 225,000 in a sum of
// a few hundred rows, where counting the rows took 60 to 130 ms beside every first page.
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { rows } from './report-sql.ts'
import { sql } from 'drizzle-orm'

/**
 * How many students the caller's whole register has, for the commission and a university (the
 * scopes of `registerScope`); undefined for a campus, whose count reads its own index quickly, and
 * for a Student, whose register is their record.
 */
export async function studentsInScope(db: Db, caller: Caller): Promise<number | undefined> {
  const within = isCommission(caller.role)
    ? sql``
    : caller.role === 'UniAdmin'
      ? sql`where university_id = ${caller.universityId ?? -1}`
      : undefined
  if (!within) return undefined
  const [sum] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(students), 0)::int as n from student_counts ${within}`,
  )
  return sum?.n ?? 0
}
