// Each student's outcome in a published exam (decision 0226), kept in `exam_outcomes` when the
// result is published and again for the student at each correction: the pass rate then counts one
// row a student instead of grouping every mark. The rules are the result's (common/exam-results.ts):
// a student appeared who sat at least one paper (not absent from all) and whose result is not
// withheld, and passed who passed every paper of the routine (not absent, every part at its pass
// marks; a missing part counts 0).
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../db/transaction.ts'

/** A part of a paper (`p` the unfolded paper, `m` the mark) at or above its pass marks, or none. */
const partPasses = (part: 'theory' | 'practical' | 'internal') =>
  sql`(p.${sql.raw(part)}_full <= 0 or coalesce(m.${sql.raw(part)}, 0) >= p.${sql.raw(part)}_pass)`

/** The mark `m` passes its paper `p`: sat (not absent) and every part at its pass marks. */
export const paperPasses = sql`(not m.absent and ${partPasses('theory')}
  and ${partPasses('practical')} and ${partPasses('internal')})`

const limit = (part: string, kind: 'Full' | 'Pass') =>
  sql`coalesce((r->>${`${part}${kind}`})::numeric, 0) as ${sql.raw(`${part}_${kind.toLowerCase()}`)}`

/** The full and pass marks of each part of a routine's paper `r` (one jsonb element), as `p` reads them. */
export const paperLimits = sql`${limit('theory', 'Full')}, ${limit('theory', 'Pass')},
  ${limit('practical', 'Full')}, ${limit('practical', 'Pass')},
  ${limit('internal', 'Full')}, ${limit('internal', 'Pass')}`

/**
 * Writes the outcomes of the exams `exams` selects (`e` the exam) for the students `students`
 * selects (`m` the mark; all when not given). Each exam's routine is unfolded into its papers once,
 * the marks joined to them by (exam, subject).
 */
export const outcomesSql = (exams: SQL, students: SQL = sql`true`) =>
  sql`insert into exam_outcomes (exam_id, student_id, appeared, passed)
    select p.exam_id, m.student_id,
      bool_or(not m.absent) and not bool_or(m.withheld),
      count(*) filter (where ${paperPasses}) = max(p.papers)
    from (
      select e.id as exam_id, jsonb_array_length(e.routine) as papers,
        (r->>'subjectId')::int as subject_id, ${paperLimits}
      from exams e cross join jsonb_array_elements(e.routine) r
      where ${exams}
    ) p
    join marks m on m.exam_id = p.exam_id and m.subject_id = p.subject_id and ${students}
    group by p.exam_id, m.student_id
    on conflict (exam_id, student_id)
      do update set appeared = excluded.appeared, passed = excluded.passed`

/** Keeps the outcomes of a just-published exam, or of one student after a correction. */
export async function recordOutcomes(tx: Tx, examId: number, studentId?: number) {
  await tx.execute(
    outcomesSql(
      sql`e.id = ${examId}`,
      studentId === undefined ? undefined : sql`m.student_id = ${studentId}`,
    ),
  )
}
