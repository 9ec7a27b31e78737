// Dashboard reports: aggregates of real student, graduation and dropout rows, always within the
// caller's institution, with the optional filters the legacy calls take.
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import { callerOf } from '../http/access-hook.ts'
import type { Context, Handlers } from './context.ts'
import { summaryHandlers } from './dashboard-summary.ts'
import { eq, rows, where } from '../repositories/report-sql.ts'
import { joinCampuses, joinPrograms, scopeOf } from './dashboard-sql.ts'

const genders = ['male', 'female', 'other'] as const
type Gender = (typeof genders)[number]
/**
 * Where each age band after the first starts: the bands' names (the contract's `ageGroup`) and the
 * SQL that sorts a student into one are both made from them, so they cannot disagree.
 */
const ageEdges = [20, 25, 30, 35]
const ageGroups = [
  `Below ${ageEdges[0]}`,
  ...ageEdges.slice(1).map((edge, i) => `${ageEdges[i]}-${edge - 1}`),
  `${ageEdges.at(-1)} and above`,
]
const ageGroupOf = (age: SQL) =>
  sql`case ${sql.join(
    ageEdges.map((edge, i) => sql`when ${age} < ${edge} then ${ageGroups[i]}::text`),
    sql` `,
  )} else ${ageGroups.at(-1)}::text end`

const byGender = (list: { gender: Gender; count: number }[]) => {
  const counts = { male: 0, female: 0, other: 0 }
  for (const r of list) counts[r.gender] += Number(r.count)
  return { ...counts, total: counts.male + counts.female + counts.other }
}

type AgeQuery = {
  university?: number
  campustype?: string
  fiscalyearid?: number
  facultyid?: number
  levelid?: number
  programid?: number
}

export function dashboardHandlers({ db }: Context): Handlers {
  const studentsByAgeGroup = async (caller: Caller, q: AgeQuery) => {
    // Age in completed years on the first day of the chosen fiscal year, or today without one.
    const asOf = q.fiscalyearid
      ? sql`(select start_date from fiscal_years where id = ${q.fiscalyearid})`
      : sql`current_date`
    const list = await rows<{ age_group: string; gender: Gender; count: number }>(
      db,
      sql`select ${ageGroupOf(sql`x.age`)} as age_group, x.gender, count(*)::int as count
        from (select s.gender, extract(year from age(${asOf}, s.date_of_birth))::int as age
          from students s
          ${joinCampuses(caller, q.university, q.campustype)}
          ${joinPrograms(q.facultyid, q.levelid)}
          ${where(
            sql`s.status`,
            scopeOf(caller),
            eq('c.university_id', q.university),
            eq('c.campus_type', q.campustype),
            eq('s.fiscal_year_id', q.fiscalyearid),
            eq('p.faculty_id', q.facultyid),
            eq('p.level_id', q.levelid),
            eq('s.program_id', q.programid),
          )}) x
        group by 1, 2`,
    )
    const result = ageGroups.map((ageGroup) => ({
      ageGroup,
      ...byGender(list.filter((r) => r.age_group === ageGroup)),
    }))
    return {
      generatedAt: new Date().toISOString(),
      rows: result,
      total: result.reduce((n, r) => n + r.total, 0),
    }
  }

  const graduationFilters = (
    caller: Caller,
    q: { campustype?: string; fiscalyearid?: number; universityId?: number },
  ) =>
    where(
      scopeOf(caller),
      eq('c.campus_type', q.campustype),
      eq('g.fiscal_year_id', q.fiscalyearid),
      eq('c.university_id', q.universityId),
    )
  const graduates = (caller: Caller, q: { campustype?: string; universityId?: number }) =>
    sql`graduations g join students s on s.id = g.student_id ${joinCampuses(caller, q.campustype, q.universityId)}`

  /** Counts by gender per fiscal year, every fiscal year listed even when it has none. */
  const perFiscalYear = async (events: string, caller: Caller, filter: SQL) => {
    const list = await rows<{ id: number; name: string; gender: Gender | null; count: number }>(
      db,
      sql`select fy.id, fy.name, x.gender, coalesce(x.count, 0)::int as count
        from fiscal_years fy
        left join (select e.fiscal_year_id, s.gender, count(*)::int as count
          from ${sql.raw(events)} e join students s on s.id = e.student_id ${joinCampuses(caller)}
          ${filter} group by 1, 2) x on x.fiscal_year_id = fy.id
        order by fy.start_date`,
    )
    const years = [...new Map(list.map((r) => [r.id, r.name])).entries()]
    return {
      generatedAt: new Date().toISOString(),
      rows: years.map(([fiscalYearId, fiscalYear]) => ({
        fiscalYearId,
        fiscalYear,
        ...byGender(
          list.filter((r) => r.id === fiscalYearId && r.gender) as {
            gender: Gender
            count: number
          }[],
        ),
      })),
    }
  }

  return {
    ...summaryHandlers({ db }),
    getStudentsByAgeGroupForUgc: (request) => studentsByAgeGroup(callerOf(request), request.query),
    // The university view has no university filter in the contract: the caller's scope decides
    // (a university's staff see their own university, a campus its own students).
    getStudentsByAgeGroupForUni: (request) => studentsByAgeGroup(callerOf(request), request.query),
    getGraduationByGender: async (request) => {
      const list = await rows<{ gender: Gender; count: number }>(
        db,
        sql`select s.gender, count(*)::int as count from ${graduates(callerOf(request), request.query)}
          ${graduationFilters(callerOf(request), request.query)} group by 1`,
      )
      const counts = byGender(list)
      return {
        generatedAt: new Date().toISOString(),
        rows: genders.map((gender) => ({ gender, count: counts[gender] })),
        total: counts.total,
      }
    },
    getGraduationByEthnicity: async (request) => {
      const list = await rows<{ id: number | null; name: string | null; count: number }>(
        db,
        sql`select e.id, e.ethnic_group_name as name, count(*)::int as count from ${graduates(callerOf(request), request.query)}
          left join ethnic_groups e on e.id = s.ethnic_group_id
          ${graduationFilters(callerOf(request), request.query)}
          group by 1, 2 order by count desc, name`,
      )
      return {
        generatedAt: new Date().toISOString(),
        rows: list.map((r) => ({
          ethnicGroupId: r.id,
          ethnicGroupName: r.name ?? 'Not recorded',
          count: r.count,
        })),
        total: list.reduce((n, r) => n + r.count, 0),
      }
    },
    // The cohort enrolled in a fiscal year (all students without one), and how many of it dropped out
    // and are not readmitted (at most one open dropout a student, so the join adds no rows).
    getStudentsDropOutReport: async (request) => {
      const q = request.query
      const list = await rows<{
        level_id: number
        level_name: string
        university: string | null
        enrolled: number
        dropouts: number
      }>(
        db,
        // Counted per level first, names joined onto the few result rows: joining levels and
        // universities before the count tipped PostgreSQL into a parallel plan that rebuilt the
        // dropouts hash in every worker, 1.8 times slower on 2 cores (bench/dashboard.ts).
        sql`select l.id as level_id, l.level_name, u.short_name as university,
            x.enrolled, x.dropouts
          from (select p.level_id, count(s.id)::int as enrolled, count(d.id)::int as dropouts
            from students s
            ${joinCampuses(callerOf(request), q.uniId)}
            join programs p on p.id = s.program_id
            left join dropouts d on d.student_id = s.id and d.readmitted_on is null
            ${where(
              scopeOf(callerOf(request)),
              eq('s.campus_id', q.campusId),
              eq('s.fiscal_year_id', q.fiscalyearid),
              eq('c.university_id', q.uniId),
              eq('p.level_id', q.LevelId),
            )}
            group by 1) x
          join levels l on l.id = x.level_id
          left join universities u on u.id = l.university_id
          order by 1`,
      )
      const rate = (d: number, e: number) => (e ? Math.round((d / e) * 10000) / 100 : 0)
      return {
        generatedAt: new Date().toISOString(),
        rows: list.map((r) => ({
          levelId: r.level_id,
          levelName: r.level_name,
          universityShortName: r.university,
          enrolled: r.enrolled,
          dropouts: r.dropouts,
          dropoutRate: rate(r.dropouts, r.enrolled),
        })),
        totalEnrolled: list.reduce((n, r) => n + r.enrolled, 0),
        totalDropouts: list.reduce((n, r) => n + r.dropouts, 0),
      }
    },
    getGraduationOfFiscalYear: (request) => {
      const { campusId } = request.query
      return perFiscalYear(
        'graduations',
        callerOf(request),
        where(scopeOf(callerOf(request)), eq('s.campus_id', campusId)),
      )
    },
    // A readmitted student no longer counts as dropped out (decision 0205).
    getDropoutOfFiscalYear: (request) =>
      perFiscalYear(
        'dropouts',
        callerOf(request),
        where(scopeOf(callerOf(request)), sql`e.readmitted_on is null`),
      ),
  }
}
