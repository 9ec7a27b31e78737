// Decision 0412: a student active or on leave sits in a class, so in a term of their program's kind
// (a semester program's semester, an annual one's year). The student form, the import's preview and
// the server require it; every screen that counts a class reads the term as recorded, none infers one.
import { markableStudentStatuses } from './attendance-rules.ts'

/** Whether a student of `status` must have a term: active (a new student's when none is sent) or on leave. */
export const needsTerm = (status: unknown): boolean =>
  status == null || markableStudentStatuses.some((s) => s === status)

/**
 * A student is in term `value` of kind `key` (semester or year) when recorded so: the register's
 * filter on the device, as the server's is in SQL. A student with no term is in none.
 */
export function inTerm(row: Record<string, unknown>, key: 'semester' | 'year', value: string) {
  const recorded = row[key]
  return (
    (typeof recorded === 'number' || typeof recorded === 'string') && String(recorded) === value
  )
}
