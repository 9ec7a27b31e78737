// What a student owes (decision 0322): per fee type, what the fee setup of their campus, program and
// fiscal year of enrolment charges them for the terms they have reached, less what their receipts
// (not cancelled) paid. One SQL rule serves a student's dues, the graduation's refusal and the
// eligible list, so the three never disagree.
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Db } from '../db/connect.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem } from '../problems.ts'
import { rows } from './report-sql.ts'
import { students } from './students.ts'

/** The program `p`'s last term, as `lastTerm` of common/outcome-rules.ts counts it. */
export const lastTermSql = sql`least(
  (case when p.duration_years > 0 then p.duration_years else 4 end)
    * (case when p.program_type = 'semester' then 2 else 1 end),
  case when p.program_type = 'semester' then 12 else 6 end)`

/** The term a student is in by their program `p`'s kind (null: not recorded), from their columns. */
export const currentTermSql = (semester: SQL, year: SQL) =>
  sql`(case when p.program_type = 'semester' then ${semester} else ${year} end)`

/**
 * Per fee type of the student whose id is `student` (a value, or an outer query's column): what is
 * charged and what is paid. A fee for one term is charged once the student has reached it (a year's
 * fee in a semester program from the year's first semester, a semester's in a yearly program from
 * its year); a fee for every term (no term given) once per term reached; a graduate has reached the
 * last term. A student with no term recorded (one who left, transferred, before decision 0412 made
 * it required of those studying) has reached at least the first: enrolled, they owe its fees.
 */
export const duesLinesSql = (student: SQL) => sql`
  select f.fee_type_id, sum(f.charged)::float8 as charged, sum(f.paid)::float8 as paid from (
    select fs.fee_type_id, fs.amount * (case
      when fee_term is null then reached
      when fee_term <= reached then 1
      else 0 end) as charged, 0 as paid
    from students st
    join programs p on p.id = st.program_id
    cross join lateral (select case when st.enrolment_status = 'graduated' then ${lastTermSql}
      else coalesce(${currentTermSql(sql`st.semester`, sql`st.year`)}, 1) end as reached) t
    join fee_setups fs on fs.campus_id = st.campus_id and fs.program_id = st.program_id
      and fs.fiscal_year_id = st.fiscal_year_id and fs.status
    cross join lateral (select case when p.program_type = 'semester'
      then coalesce(fs.semester, fs.year * 2 - 1) else coalesce(fs.year, (fs.semester + 1) / 2)
      end as fee_term) ft
    where st.id = ${student}
    union all
    select r.fee_type_id, 0, r.amount from receipts r
    where r.student_id = ${student} and not r.cancelled and r.status
  ) f
  group by f.fee_type_id`

/**
 * True for the outer query's `students` row when no fee of theirs is charged beyond what is paid:
 * at once when their intake has no fee set up (one index probe, most students of most campuses),
 * else by their dues lines.
 */
export const nothingDueSql = sql`(not exists (select 1 from fee_setups fs
    where fs.campus_id = ${t.students.campusId} and fs.program_id = ${t.students.programId}
      and fs.fiscal_year_id = ${t.students.fiscalYearId} and fs.status)
  or not exists (select 1 from (${duesLinesSql(sql`${t.students.id}`)}) d where d.charged > d.paid))`

type Line = { feeTypeId: number; feeTypeName: string; charged: number; paid: number }

/** The dues of one student, by fee type name (no read scope: the caller has read the student). */
export async function duesOf(db: Db | Tx, studentId: number) {
  const lines = await rows<Line>(
    db,
    sql`select d.fee_type_id as "feeTypeId", f.fee_type_name as "feeTypeName",
        d.charged, d.paid
      from (${duesLinesSql(sql`${studentId}`)}) d join fee_types f on f.id = d.fee_type_id
      order by lower(f.fee_type_name), f.id`,
  )
  const withDue = lines.map((l) => ({ ...l, due: Math.max(round(l.charged - l.paid), 0) }))
  const sum = (pick: (l: (typeof withDue)[number]) => number) =>
    round(withDue.reduce((total, l) => total + pick(l), 0))
  return {
    studentId,
    charged: sum((l) => l.charged),
    paid: sum((l) => l.paid),
    due: sum((l) => l.due),
    lines: withDue,
  }
}

/** Rupees to the paisa (sums of numerics read as floats). */
const round = (amount: number) => Math.round(amount * 100) / 100

/** The dues of a student the caller may read (404 otherwise). */
export async function studentDues(db: Db, caller: Caller, studentId: number) {
  await students.get(db, caller, studentId)
  return duesOf(db, studentId)
}

/** 422 while the student owes anything: a degree is for a student whose dues are cleared. */
export async function refuseWithDues(tx: Tx, studentId: number) {
  const dues = await duesOf(tx, studentId)
  if (dues.due <= 0) return
  const owed = dues.lines.filter((l) => l.due > 0)
  throw new HttpProblem(
    422,
    'dues-unpaid',
    'Dues not cleared',
    `The student has NPR ${dues.due.toFixed(2)} due: ${owed
      .map((l) => `${l.feeTypeName} ${l.due.toFixed(2)}`)
      .join(', ')}. Issue their receipts first.`,
    { dues: owed },
  )
}
