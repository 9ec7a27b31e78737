// The dashboard's headline numbers and a student's own enrolment: the two calls the legacy API
// lacks, in the same style as its reports (raw SQL, scoped by the caller's institution).
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { callerOf } from '../http/access-hook.ts'
import { problems } from '../problems.ts'
import type { Handlers } from './context.ts'
import { eq, rows, where } from '../repositories/report-sql.ts'
import { scopeOf } from './dashboard-sql.ts'

type SummaryQuery = { fiscalyearid?: number; universityId?: number; campustype?: string }
type FiscalYearRow = { id: number; name: string }
type Figures = { students: number; campuses: number; graduates: number; dropouts: number }

/** The chosen fiscal year (the current one without a choice) and the one before it. */
async function yearAndPrevious(db: Db, fiscalYearId: number | undefined) {
  const chosen = fiscalYearId
    ? sql`id = ${fiscalYearId}`
    : sql`id = (select id from fiscal_years order by is_current desc, start_date desc limit 1)`
  const [year] = await rows<FiscalYearRow & { start_date: string }>(
    db,
    sql`select id, name, start_date from fiscal_years where ${chosen}`,
  )
  if (!year) throw problems.notFound('The fiscal year')
  const [previous] = await rows<FiscalYearRow>(
    db,
    sql`select id, name from fiscal_years where start_date < ${year.start_date}
      order by start_date desc limit 1`,
  )
  return { year, previous }
}

/**
 * The same counts the reports make for one fiscal year: its Active intake (as the age-group report),
 * the campuses of that intake, and the graduations and dropouts recorded in it.
 */
async function figuresOf(
  db: Db,
  caller: Caller,
  fiscalYearId: number,
  q: SummaryQuery,
): Promise<Figures> {
  const filters = (yearColumn: string, ...more: SQL[]) =>
    where(
      ...more,
      scopeOf(caller),
      sql`${sql.raw(yearColumn)} = ${fiscalYearId}`,
      eq('c.university_id', q.universityId),
      eq('c.campus_type', q.campustype),
    )
  const [intake] = await rows<{ students: number; campuses: number }>(
    db,
    sql`select count(*)::int as students, count(distinct s.campus_id)::int as campuses
      from students s join campuses c on c.id = s.campus_id
      ${filters('s.fiscal_year_id', sql`s.status`)}`,
  )
  const events = async (table: 'graduations' | 'dropouts') => {
    // A readmitted student no longer counts as dropped out (decision 0205).
    const open = table === 'dropouts' ? [sql`e.readmitted_on is null`] : []
    const [row] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.raw(table)} e
        join students s on s.id = e.student_id join campuses c on c.id = s.campus_id
        ${filters('e.fiscal_year_id', ...open)}`,
    )
    return row?.count ?? 0
  }
  return {
    students: intake?.students ?? 0,
    campuses: intake?.campuses ?? 0,
    graduates: await events('graduations'),
    dropouts: await events('dropouts'),
  }
}

type EnrolmentRow = {
  student_id: number
  student_name: string
  campus_name: string
  university_name: string
  program_name: string
  level_name: string | null
  faculty_name: string | null
  fiscal_year: string
  graduated_in: string | null
  dropped_out_in: string | null
}

export function summaryHandlers({ db }: { db: Db }): Handlers {
  return {
    getDashboardSummary: async (request) => {
      const caller = callerOf(request)
      const q = request.query
      const { year, previous } = await yearAndPrevious(db, q.fiscalyearid || undefined)
      return {
        generatedAt: new Date().toISOString(),
        fiscalYearId: year.id,
        fiscalYear: year.name,
        current: await figuresOf(db, caller, year.id, q),
        previousFiscalYearId: previous?.id ?? null,
        previousFiscalYear: previous?.name ?? null,
        previous: previous ? await figuresOf(db, caller, previous.id, q) : null,
      }
    },
    getMyEnrolment: async (request) => {
      const caller = callerOf(request)
      const [row] = await rows<EnrolmentRow>(
        db,
        sql`select s.id as student_id, s.first_name || ' ' || s.last_name as student_name,
            c.campus_name, u.name as university_name, p.program_name, l.level_name,
            f.faculty_name, fy.name as fiscal_year, gfy.name as graduated_in, dfy.name as dropped_out_in
          from students s
          join campuses c on c.id = s.campus_id
          join universities u on u.id = c.university_id
          join programs p on p.id = s.program_id
          left join levels l on l.id = p.level_id
          left join faculties f on f.id = p.faculty_id
          join fiscal_years fy on fy.id = s.fiscal_year_id
          left join graduations g on g.student_id = s.id
          left join fiscal_years gfy on gfy.id = g.fiscal_year_id
          left join dropouts d on d.student_id = s.id and d.readmitted_on is null
          left join fiscal_years dfy on dfy.id = d.fiscal_year_id
          where s.user_id = ${caller.userId}
          order by s.id desc limit 1`,
      )
      if (!row) throw problems.notFound('An enrolment for this account')
      return {
        generatedAt: new Date().toISOString(),
        studentId: row.student_id,
        studentName: row.student_name,
        campusName: row.campus_name,
        universityName: row.university_name,
        programName: row.program_name,
        levelName: row.level_name ?? 'Not recorded',
        facultyName: row.faculty_name ?? 'Not recorded',
        fiscalYear: row.fiscal_year,
        status: row.graduated_in ? 'graduated' : row.dropped_out_in ? 'droppedOut' : 'enrolled',
        statusFiscalYear: row.graduated_in ?? row.dropped_out_in,
      }
    },
  }
}
