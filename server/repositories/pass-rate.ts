// The pass rate (decision 0223): students who appeared in and passed the final exams of a fiscal year
// and of the year before, by class, gender and UGC category, and by exam. Counted in SQL from the
// published results of the campuses' own final exams (the same rules as common/exam-results.ts),
// and from the result totals entered for a class whose final exam the university ran.
//
// The results are each student's outcome in an exam, kept when it was published (decision 0226),
// grouped by exam × gender × category; classes and exams are summed from those few cells here.
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { problems } from '../problems.ts'
import { categorySql, reportScope, rows, where, type ScopeFilters } from './report-sql.ts'

type Filters = ScopeFilters & { fiscalYearId: number }
type Scope = (SQL | undefined)[]

/** A published exam of the `final` kind (`e` the exam). */
const publishedFinal = sql`e.published_at is not null and exists (select 1 from exam_types et
  where et.id = e.exam_type_id and et.kind = 'final')`

const ofYears = (years: number[]) => sql`e.fiscal_year_id in (${sql.join(years, sql`, `)})`

/** The published final exams of the years in the scope: the classes they count for. */
export const examsQuery = (years: number[], scope: Scope) =>
  sql`select e.id as exam_id, e.campus_id, e.fiscal_year_id, e.program_id, e.semester, e.year
    from exams e ${where(publishedFinal, ofYears(years), ...scope)}
    order by e.start_date desc, e.id`

/**
 * Who appeared and passed in each published final exam of the years, by gender and category, from
 * the outcomes kept at publishing (decision 0226; a withheld result is in neither).
 */
export const resultCellsQuery = (years: number[], scope: Scope) =>
  sql`select o.exam_id, s.gender, ${categorySql(sql`g.ethnic_group_name`)} as category,
      count(*)::int as appeared, count(*) filter (where o.passed)::int as passed
    from exam_outcomes o
    join exams e on e.id = o.exam_id
    join students s on s.id = o.student_id
    left join ethnic_groups g on g.id = s.ethnic_group_id
    ${where(sql`o.appeared`, publishedFinal, ofYears(years), ...scope)}
    group by 1, 2, 3`

/** Entered totals of a class with no published final exam of its own that year (results win). */
export const totalsQuery = (years: number[], scope: Scope) =>
  sql`select r.fiscal_year_id, r.program_id, r.semester, r.year, r.gender, r.category,
      sum(r.appeared)::int as appeared, sum(r.passed)::int as passed
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

type Gender = 'male' | 'female' | 'other'
type ExamRow = {
  exam_id: number
  campus_id: number
  fiscal_year_id: number
  program_id: number
  semester: number | null
  year: number | null
}
type ResultCell = {
  exam_id: number
  gender: Gender
  category: string
  appeared: number
  passed: number
}
type TotalCell = Omit<ExamRow, 'exam_id' | 'campus_id'> & Omit<ResultCell, 'exam_id'>
type Cell = Omit<TotalCell, 'fiscal_year_id' | 'program_id'> & {
  fiscalYearId: number
  programId: number
  source: 'results' | 'totals'
}

/** The results' cells summed by class (program, term, fiscal year), gender and category. */
function resultClasses(exams: Map<number, ExamRow>, cells: ResultCell[]): Cell[] {
  const classes = new Map<string, Cell>()
  for (const c of cells) {
    const e = exams.get(c.exam_id)!
    const key = [e.fiscal_year_id, e.program_id, e.semester, e.year, c.gender, c.category].join()
    const cell = classes.get(key) ?? {
      fiscalYearId: e.fiscal_year_id,
      programId: e.program_id,
      semester: e.semester,
      year: e.year,
      gender: c.gender,
      category: c.category,
      source: 'results' as const,
      appeared: 0,
      passed: 0,
    }
    cell.appeared += c.appeared
    cell.passed += c.passed
    classes.set(key, cell)
  }
  return [...classes.values()]
}

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
  const scope = reportScope('e', caller, filters)
  const [examRows, cells, totals] = await Promise.all([
    rows<ExamRow>(db, examsQuery(years, scope)),
    rows<ResultCell>(db, resultCellsQuery(years, scope)),
    rows<TotalCell>(db, totalsQuery(years, reportScope('r', caller, filters))),
  ])
  const exams = new Map(examRows.map((e) => [e.exam_id, e]))
  const byExam = new Map<number, { appeared: number; passed: number }>()
  for (const c of cells) {
    const sum = byExam.get(c.exam_id) ?? { appeared: 0, passed: 0 }
    sum.appeared += c.appeared
    sum.passed += c.passed
    byExam.set(c.exam_id, sum)
  }
  return {
    fiscalYearId: year.id,
    previousFiscalYearId: year.previous,
    classes: [
      ...resultClasses(exams, cells),
      ...totals.map((r) => ({
        fiscalYearId: r.fiscal_year_id,
        programId: r.program_id,
        semester: r.semester,
        year: r.year,
        gender: r.gender,
        category: r.category,
        source: 'totals' as const,
        appeared: r.appeared,
        passed: r.passed,
      })),
    ].map((c) => ({ ...c, category: c.category as never })),
    exams: examRows
      .filter((e) => e.fiscal_year_id === year.id)
      .map((e) => ({
        examId: e.exam_id,
        campusId: e.campus_id,
        ...(byExam.get(e.exam_id) ?? { appeared: 0, passed: 0 }),
      })),
  }
}
