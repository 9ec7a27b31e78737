// The pass rate (decision 0223): students who appeared in and passed the final exams of a fiscal year
// and of the year before, by class, gender and UGC category, and by exam. Counted in SQL from the
// published results of the campuses' own final exams (the same rules as common/exam-results.ts),
// and from the result totals entered for a class whose final exam the university ran.
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { problems } from '../problems.ts'
import { categorySql, reportScope, rows, where, type ScopeFilters } from './report-sql.ts'

type Filters = ScopeFilters & { fiscalYearId: number }

/** A published exam of the `final` kind (`e` the exam). */
const publishedFinal = sql`e.published_at is not null and exists (select 1 from exam_types et
  where et.id = e.exam_type_id and et.kind = 'final')`

/** A part of a paper (`p` the routine's paper, `m` the mark) at or above its pass marks, or none. */
const partPasses = (part: 'theory' | 'practical' | 'internal') =>
  sql`(coalesce((p->>${`${part}Full`})::numeric, 0) <= 0
    or coalesce(m.${sql.raw(part)}, 0) >= coalesce((p->>${`${part}Pass`})::numeric, 0))`

/**
 * One row per student with marks in a published final exam of the years: whether they sat any paper,
 * passed every paper of the routine (`paperResult`: not absent, every part at its pass marks) or had
 * a withheld result.
 */
const sittings = (years: number[], scope: (SQL | undefined)[]) =>
  sql`select e.id as exam_id, e.campus_id, e.fiscal_year_id, e.program_id, e.semester, e.year,
      m.student_id,
      bool_or(not m.absent) as appeared,
      bool_or(m.withheld) as withheld,
      count(*) filter (where not m.absent and ${partPasses('theory')} and ${partPasses('practical')}
        and ${partPasses('internal')}) = jsonb_array_length(e.routine) as passed
    from exams e
    join marks m on m.exam_id = e.id
    join lateral jsonb_array_elements(e.routine) p on (p->>'subjectId')::int = m.subject_id
    ${where(publishedFinal, sql`e.fiscal_year_id in (${sql.join(years, sql`, `)})`, ...scope)}
    group by e.id, m.student_id`

/** Counted sittings: a withheld result is in neither the appeared nor the passed. */
const counted = sql`x.appeared and not x.withheld`

const fromResults = (years: number[], scope: (SQL | undefined)[]) =>
  sql`select x.fiscal_year_id, x.program_id, x.semester, x.year, s.gender,
      ${categorySql(sql`g.ethnic_group_name`)} as category, 'results' as source,
      count(*)::int as appeared, count(*) filter (where x.passed)::int as passed
    from (${sittings(years, scope)}) x
    join students s on s.id = x.student_id
    left join ethnic_groups g on g.id = s.ethnic_group_id
    where ${counted}
    group by 1, 2, 3, 4, 5, 6`

/** Entered totals of a class with no published final exam of its own that year (results win). */
const fromTotals = (years: number[], scope: (SQL | undefined)[]) =>
  sql`select r.fiscal_year_id, r.program_id, r.semester, r.year, r.gender, r.category,
      'totals' as source, sum(r.appeared)::int as appeared, sum(r.passed)::int as passed
    from result_totals r
    ${where(
      sql`r.status and r.appeared > 0`,
      sql`r.fiscal_year_id in (${sql.join(years, sql`, `)})`,
      sql`not exists (select 1 from exams e where ${publishedFinal} and e.campus_id = r.campus_id
        and e.program_id = r.program_id and e.fiscal_year_id = r.fiscal_year_id
        and e.semester is not distinct from r.semester and e.year is not distinct from r.year)`,
      ...scope,
    )}
    group by 1, 2, 3, 4, 5, 6`

const byExam = (year: number, scope: (SQL | undefined)[]) =>
  sql`select e.id as exam_id, e.campus_id,
      coalesce(c.appeared, 0)::int as appeared, coalesce(c.passed, 0)::int as passed
    from exams e
    left join (select x.exam_id, count(*) filter (where ${counted}) as appeared,
        count(*) filter (where ${counted} and x.passed) as passed
      from (${sittings([year], scope)}) x group by 1) c on c.exam_id = e.id
    ${where(publishedFinal, sql`e.fiscal_year_id = ${year}`, ...scope)}
    order by e.start_date desc, e.id`

type ClassRow = {
  fiscal_year_id: number
  program_id: number
  semester: number | null
  year: number | null
  gender: 'male' | 'female' | 'other'
  category: string
  source: 'results' | 'totals'
  appeared: number
  passed: number
}
type ExamRow = { exam_id: number; campus_id: number; appeared: number; passed: number }

/** The contract's `PassRate` (without `generatedAt`); 404 for a fiscal year that does not exist. */
export async function passRate(db: Db, caller: Caller, filters: Filters) {
  const [year] = await rows<{ id: number; previous: number | null }>(
    db,
    sql`select f.id, (select p.id from fiscal_years p where p.start_date < f.start_date
        order by p.start_date desc limit 1) as previous
      from fiscal_years f where f.id = ${filters.fiscalYearId}`,
  )
  if (!year) throw problems.notFound('Fiscal year')
  const years = year.previous == null ? [year.id] : [year.id, year.previous]
  const [results, totals, exams] = await Promise.all([
    rows<ClassRow>(db, fromResults(years, reportScope('e', caller, filters))),
    rows<ClassRow>(db, fromTotals(years, reportScope('r', caller, filters))),
    rows<ExamRow>(db, byExam(year.id, reportScope('e', caller, filters))),
  ])
  return {
    fiscalYearId: year.id,
    previousFiscalYearId: year.previous,
    classes: [...results, ...totals].map((r) => ({
      fiscalYearId: r.fiscal_year_id,
      programId: r.program_id,
      semester: r.semester,
      year: r.year,
      gender: r.gender,
      category: r.category as never,
      source: r.source,
      appeared: r.appeared,
      passed: r.passed,
    })),
    exams: exams.map((e) => ({
      examId: e.exam_id,
      campusId: e.campus_id,
      appeared: e.appeared,
      passed: e.passed,
    })),
  }
}
