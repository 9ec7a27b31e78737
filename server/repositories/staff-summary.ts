// The staff summaries' aggregation (decision 0230): working staff of one type in the caller's scope,
// counted by post × gender × category × appointment type and by qualification × gender, as heads and
// as full-time equivalent (decision 0323), and active students per faculty and level for the
// student–teacher ratio (students ÷ teachers' full-time equivalent). Each count is one GROUP BY over the
// register; names and categories are joined onto the few grouped rows, never onto every employee.
import { sql, type SQL } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { personKeySql } from '../db/schema.ts'
import { categorySql, reportScope, rows, where, type ScopeFilters } from './report-sql.ts'

export type StaffType = 'teaching' | 'non-teaching'

const working = (type: StaffType) => sql`e.staff_type = ${type} and e.status = 'working'`

/** Working staff by post, gender, ethnic group and appointment, with the post's names. */
export const cellsQuery = (type: StaffType, scope: (SQL | undefined)[]) =>
  sql`select x.post_id, p.position_name as post_name, p.rank as post_rank, x.gender,
      ${categorySql(sql`g.ethnic_group_name`)} as category, x.appointment_type,
      sum(x.count)::int as count, sum(x.fte)::float8 as fte
    from (select e.post_id, e.gender, e.ethnic_group_id, e.appointment_type, count(*)::int as count,
        sum(e.fte) as fte
      from employees e ${where(working(type), ...scope)} group by 1, 2, 3, 4) x
    join employee_positions p on p.id = x.post_id
    left join ethnic_groups g on g.id = x.ethnic_group_id
    group by 1, 2, 3, 4, 5, 6
    order by p.rank nulls last, p.position_name, 1, 4, 5, 6`

export const qualificationQuery = (type: StaffType, scope: (SQL | undefined)[]) =>
  sql`select e.qualification, e.gender, count(*)::int as count
    from employees e ${where(working(type), ...scope)} group by 1, 2 order by 1, 2`

/** Working teachers by faculty, as full-time equivalent: the ratio counts each share. */
export const teachersByFacultyQuery = (scope: (SQL | undefined)[]) =>
  sql`select e.faculty_id, sum(e.fte)::float8 as count
    from employees e ${where(working('teaching'), ...scope)} group by 1`

/**
 * The people among the staff: one person's appointments (the same citizenship number and birth,
 * decision 0323) count once; a record without a citizenship number is a person of its own.
 */
export const headcountQuery = (type: StaffType, scope: (SQL | undefined)[]) =>
  sql`select count(distinct case when e.citizenship_no is null then e.id::text
      else ${personKeySql(sql`e.citizenship_no`)} || '/' || e.date_of_birth end)::int as count
    from employees e ${where(working(type), ...scope)}`

/** Active students by their program's faculty and level (levels only where the faculty is asked). */
export const studentsQuery = (scope: (SQL | undefined)[], byFaculty: boolean) =>
  byFaculty
    ? sql`select p.faculty_id, p.level_id, count(*)::int as count
        from students s join programs p on p.id = s.program_id
        ${where(sql`s.status and s.enrolment_status = 'active'`, ...scope)} group by 1, 2`
    : sql`select null::int as faculty_id, null::int as level_id, count(*)::int as count
        from students s ${where(sql`s.status and s.enrolment_status = 'active'`, ...scope)}`

type Cell = {
  post_id: number
  post_name: string
  post_rank: number | null
  gender: 'male' | 'female' | 'other'
  category: string
  appointment_type: string
  count: number
  fte: number
}
type QualificationCell = { qualification: string; gender: string; count: number }
type Count = { faculty_id: number | null; level_id: number | null; count: number }
type Name = { id: number; name: string; university: string | null }

/** Shares are kept to two decimals; their sums are too (no 2.9999999 from adding floats). */
const roundShares = (n: number) => Math.round(n * 100) / 100

const ratioOf = (students: number, staff: number) =>
  staff ? Math.round((students / staff) * 100) / 100 : null

/** Every figure of one staff summary, as the contract's `StaffSummary` (without `generatedAt`). */
export async function staffSummary(db: Db, caller: Caller, type: StaffType, filters: ScopeFilters) {
  const staff = reportScope('e', caller, filters)
  const teaching = type === 'teaching'
  const [cells, qualifications, students, teachers, [people]] = await Promise.all([
    rows<Cell>(db, cellsQuery(type, staff)),
    rows<QualificationCell>(db, qualificationQuery(type, staff)),
    rows<Count>(db, studentsQuery(reportScope('s', caller, filters), teaching)),
    teaching ? rows<Count>(db, teachersByFacultyQuery(staff)) : Promise.resolve([]),
    rows<{ count: number }>(db, headcountQuery(type, staff)),
  ])
  const total = cells.reduce((n, c) => n + c.count, 0)
  const fte = roundShares(cells.reduce((n, c) => n + c.fte, 0))
  const studentTotal = students.reduce((n, c) => n + c.count, 0)
  return {
    total,
    headcount: people?.count ?? 0,
    fte,
    cells: cells.map((c) => ({
      postId: c.post_id,
      postName: c.post_name,
      postRank: c.post_rank,
      gender: c.gender,
      category: c.category,
      appointmentType: c.appointment_type,
      count: c.count,
      fte: roundShares(c.fte),
    })),
    byQualification: qualifications,
    ratios: teaching ? await ratioRows(db, students, teachers) : [],
    students: studentTotal,
    ratio: ratioOf(studentTotal, fte),
  }
}

/** One row a faculty (teachers, students, ratio), each followed by its students per level. */
async function ratioRows(db: Db, students: Count[], teachers: Count[]) {
  const ids = (list: (number | null)[]) => [...new Set(list.filter((n): n is number => n !== null))]
  const facultyIds = ids([...students, ...teachers].map((r) => r.faculty_id))
  const levelIds = ids(students.map((r) => r.level_id))
  const names = async (table: 'faculties' | 'levels', column: string, list: number[]) =>
    list.length
      ? new Map(
          (
            await rows<Name>(
              db,
              sql`select t.id, t.${sql.raw(column)} as name, u.short_name as university
                from ${sql.raw(table)} t left join universities u on u.id = t.university_id
                where t.id in (${sql.join(list, sql`, `)})`,
            )
          ).map((n) => [n.id, n]),
        )
      : new Map<number, Name>()
  const [faculties, levels] = await Promise.all([
    names('faculties', 'faculty_name', facultyIds),
    names('levels', 'level_name', levelIds),
  ])
  const facultyKeys = [...new Set([...teachers, ...students].map((r) => r.faculty_id))].sort(
    (a, b) =>
      a === null
        ? 1
        : b === null
          ? -1
          : faculties.get(a)!.name.localeCompare(faculties.get(b)!.name),
  )
  return facultyKeys.flatMap((facultyId) => {
    const faculty = facultyId === null ? undefined : faculties.get(facultyId)
    const own = students.filter((r) => r.faculty_id === facultyId)
    const studentCount = own.reduce((n, r) => n + r.count, 0)
    const teacherCount = roundShares(teachers.find((r) => r.faculty_id === facultyId)?.count ?? 0)
    const base = {
      facultyId,
      facultyName: faculty?.name ?? null,
      universityShortName: faculty?.university ?? null,
    }
    const levelRows = own
      .map((r) => ({ ...r, level: r.level_id === null ? undefined : levels.get(r.level_id) }))
      .sort((a, b) => (a.level?.name ?? '\uffff').localeCompare(b.level?.name ?? '\uffff'))
      .map((r) => ({
        ...base,
        levelId: r.level_id,
        levelName: r.level?.name ?? null,
        students: r.count,
        teachers: null,
        ratio: null,
      }))
    return [
      {
        ...base,
        levelId: null,
        levelName: null,
        students: studentCount,
        teachers: teacherCount,
        ratio: ratioOf(studentCount, teacherCount),
      },
      ...levelRows,
    ]
  })
}
