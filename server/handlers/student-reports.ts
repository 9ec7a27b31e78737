// Student-summary Report and Students by District (decision 0240): the register counted in SQL by a
// group, gender and enrolment status, always within the caller's institution.
import { sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import { callerOf } from '../http/access-hook.ts'
import type { Context, Handlers, RequestOf } from './context.ts'
import { categorySql, eq, rows, where } from '../repositories/report-sql.ts'
import { ugcCategories } from '../../common/ugc-categories.ts'

type Filters = RequestOf<'getStudentSummary'>['query']

/**
 * The students a caller may count: all for the commission, a university's own (the row carries its
 * campus's university, so no join), one campus. Queries alias students `s`.
 */
function scopeOf(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return sql`s.university_id = ${caller.universityId ?? -1}`
  return sql`s.campus_id = ${caller.campusId ?? -1}`
}

const needsProgram = (q: Filters) => q.facultyId !== undefined || q.levelId !== undefined

/** The scope and the filters; programs `p` are joined by the caller when a filter reads them. */
const conditions = (caller: Caller, q: Filters) => [
  scopeOf(caller),
  eq('s.university_id', q.universityId),
  eq('s.campus_id', q.campusId),
  eq('s.fiscal_year_id', q.fiscalYearId),
  eq('s.program_id', q.programId),
  eq('p.faculty_id', q.facultyId),
  eq('p.level_id', q.levelId),
]

type Cell = {
  group_id: number | null
  gender: 'male' | 'female' | 'other'
  status: string
  count: number
}
type Group = {
  id: number | null
  name: string | null
  name_ne: string | null
  province_id?: number | null
  province_name?: string | null
  province_name_ne?: string | null
}

function report(groups: Group[], cells: Cell[]) {
  return {
    generatedAt: new Date().toISOString(),
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      nameNe: g.name_ne,
      ...(g.province_id !== undefined && {
        provinceId: g.province_id,
        provinceName: g.province_name ?? null,
        provinceNameNe: g.province_name_ne ?? null,
      }),
    })),
    cells: cells.map((c) => ({
      groupId: c.group_id,
      gender: c.gender,
      status: c.status as 'active',
      count: c.count,
    })),
    total: cells.reduce((n, c) => n + c.count, 0),
  }
}

// The group's id column and, for its names, the table to join onto the few counted groups.
const groupings = {
  program: { key: sql`s.program_id`, join: sql`programs g`, name: sql`g.program_name` },
  level: { key: sql`p.level_id`, join: sql`levels g`, name: sql`g.level_name` },
  faculty: { key: sql`p.faculty_id`, join: sql`faculties g`, name: sql`g.faculty_name` },
}

/**
 * The commission's categories (decision 0230) as groups: each category's position in
 * `ugcCategories` is its id and its code the name, which the screens word in either language.
 */
const categoryKey = sql`array_position(array[${sql.join(
  ugcCategories.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${categorySql(sql`eg.ethnic_group_name`)})`
const categoryGroups = (ids: number[]): Group[] =>
  ids.map((id) => ({ id, name: ugcCategories[id - 1]!, name_ne: null }))

export function studentReportHandlers({ db }: Context): Handlers {
  return {
    getStudentSummary: async (request) => {
      const q = request.query
      const by = q.by === 'category' ? undefined : groupings[q.by ?? 'program']
      const joinProgram = q.by === 'level' || q.by === 'faculty' || needsProgram(q)
      // Counted first, names joined onto the result (as the dashboard's dropout report does).
      const cells = await rows<Cell>(
        db,
        sql`select ${by ? by.key : categoryKey} as group_id, s.gender, s.enrolment_status as status,
            count(*)::int as count
          from students s ${joinProgram ? sql`join programs p on p.id = s.program_id` : sql``}
          ${by ? sql`` : sql`left join ethnic_groups eg on eg.id = s.ethnic_group_id`}
          ${where(...conditions(callerOf(request), q))}
          group by 1, 2, 3 order by 1, 2, 3`,
      )
      const ids = [...new Set(cells.map((c) => c.group_id).filter((id) => id !== null))]
      const groups = !by
        ? categoryGroups(ids)
        : ids.length
          ? await rows<Group>(
              db,
              sql`select g.id, ${by.name} as name, null as name_ne from ${by.join}
                where g.id in (${sql.join(ids, sql`, `)}) order by 2, 1`,
            )
          : []
      if (cells.some((c) => c.group_id === null))
        groups.push({ id: null, name: null, name_ne: null })
      return report(groups, cells)
    },
    getStudentsByDistrict: async (request) => {
      const q = request.query
      // A row without the district's id but with its English name (older rows, imported registers,
      // the demo's) counts in that district: `students.district` is the reports' older text column.
      const cells = await rows<Cell>(
        db,
        sql`select coalesce(s.permanent_district_id, dt.id) as group_id, s.gender,
            s.enrolment_status as status, count(*)::int as count
          from students s ${needsProgram(q) ? sql`join programs p on p.id = s.program_id` : sql``}
          left join districts dt on s.permanent_district_id is null and dt.name_en = s.district
          ${where(
            ...conditions(callerOf(request), q),
            q.provinceId
              ? sql`coalesce(s.permanent_province_id, dt.province_id) = ${q.provinceId}`
              : undefined,
          )}
          group by 1, 2, 3 order by 1, 2, 3`,
      )
      const ids = [...new Set(cells.map((c) => c.group_id).filter((id) => id !== null))]
      const groups = ids.length
        ? await rows<Group>(
            db,
            sql`select d.id, d.name_en as name, d.name_ne, pr.id as province_id,
                pr.name_en as province_name, pr.name_ne as province_name_ne
              from districts d join provinces pr on pr.id = d.province_id
              where d.id in (${sql.join(ids, sql`, `)}) order by pr.id, d.name_en`,
          )
        : []
      if (cells.some((c) => c.group_id === null))
        groups.push({ id: null, name: null, name_ne: null, province_id: null })
      return report(groups, cells)
    },
  }
}
