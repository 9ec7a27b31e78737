// Who may graduate now (decision 0322), as one SQL condition on a `students` row: the rules a
// graduation is refused by (server/repositories/graduations.ts), set-based so Graduation's Student
// List pages, searches and counts only the eligible on the server.
import { sql, type SQL } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { paperLimits, paperPasses } from './exam-outcomes.ts'
import { currentTermSql, lastTermSql, nothingDueSql } from './student-dues.ts'

const s = t.students
const term = currentTermSql(sql`${s.semester}`, sql`${s.year}`)

/**
 * Every subject's latest counted result (a published final, re-exam or supplementary exam, newest
 * by start date; `standingOf` in student-standing.ts is the same rule per paper) passed and not
 * withheld. A mark whose subject is not in the exam's routine counts as failed, as there.
 */
const passedEveryPaper = (student: SQL) => sql`not exists (
  select 1 from (
    select distinct on (m.subject_id) m.withheld, (p.theory_full is not null and ${paperPasses}) as passed
    from marks m
    join exams e on e.id = m.exam_id and e.published_at is not null
    join exam_types et on et.id = e.exam_type_id and et.kind in ('final', 're-exam', 'supplementary')
    left join lateral (
      select ${paperLimits} from jsonb_array_elements(e.routine) r
      where (r->>'subjectId')::int = m.subject_id limit 1
    ) p on true
    where m.student_id = ${student}
    order by m.subject_id, e.start_date desc, e.id desc
  ) latest
  where latest.withheld or not latest.passed)`

/**
 * The student may be graduated now: active, on leave or marked graduated by a promotion; no
 * graduation recorded and no dropout open; in the program's last term where a term is recorded (or
 * graduated); every counted paper passed; nothing due.
 */
export const eligibleToGraduate = sql`(${s.enrolmentStatus} in ('active', 'onLeave', 'graduated')
  and not exists (select 1 from graduations g where g.student_id = ${s.id})
  and not exists (select 1 from dropouts d where d.student_id = ${s.id} and d.readmitted_on is null)
  and exists (select 1 from programs p where p.id = ${s.programId}
    and (${s.enrolmentStatus} = 'graduated' or ${term} is null or ${term} >= ${lastTermSql}))
  and ${passedEveryPaper(sql`${s.id}`)}
  and ${nothingDueSql})`
