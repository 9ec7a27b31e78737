// Daily attendance (decisions 0227 and 0228): a group's day read as one sheet, saved as one sheet,
// all or nothing, the last mark chosen for a person's day winning (one filled in for the others
// never overwrites one saved). One roster a kind of person: a class of students, a campus's staff.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { markableStaffStatuses, markableStudentStatuses } from '../../common/attendance-rules.ts'
import { bsMinYear, calendarAdDays } from '../../common/bikram-sambat.ts'
import { nepalToday } from '../../common/employee-rules.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems, type FieldError } from '../problems.ts'
import { employeeScope } from './employees.ts'
import { writeScope } from './scope.ts'
import { studentScope } from './students.ts'

type Status = components['schemas']['AttendanceStatus']
type Span = { from: string; to: string }

/** Who is marked: their table, their days, and how the contract names them. */
type Roster<Key extends string, Group> = {
  people: typeof t.students | typeof t.employees
  marks: typeof t.studentAttendance | typeof t.employeeAttendance
  /** The contract's name of a row's person (`studentId`, `employeeId`). */
  key: Key
  /** The people of the group within the caller's scope. */
  group: (caller: Caller, group: Group) => SQL | undefined
  /** The people who can be marked at all (an active student, a working employee). */
  markable: SQL
  /** The refusal of anyone else, on their row. */
  notMarkable: string
}

type Mark<Key extends string> = Record<Key, number> & { status: Status; filled?: boolean }
type Counts<Key extends string> = Record<Key, number> & Record<Status, number>

function attendanceOf<Key extends string, Group>(roster: Roster<Key, Group>) {
  const { people: p, marks: a, key } = roster

  /** The marks of `date` of the people `which` selects, by person id. */
  const marksOf = async (db: Db | Tx, date: string, which: SQL | undefined) => {
    const rows = await db
      .select({ id: a.personId, status: a.status })
      .from(a)
      .innerJoin(p, eq(p.id, a.personId))
      .where(and(eq(a.date, date), which))
      .orderBy(a.personId)
    return rows.map((r) => ({ [key]: r.id, status: r.status }) as Mark<Key>)
  }

  return {
    /** The group's day within the caller's scope. */
    async get(db: Db, caller: Caller, q: Group & { date: string }) {
      return { date: q.date, rows: await marksOf(db, q.date, roster.group(caller, q)) }
    },

    /** Each person's days of each status from `from` to `to`; 400 for a span over a year. */
    async summary(db: Db, caller: Caller, q: Group & Span) {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000
      if (span < 0 || span > 365) {
        throw problems.validation(
          [{ field: 'to', message: 'must be from `from` to a year after it' }],
          'The span of days is not valid.',
        )
      }
      const within = and(roster.group(caller, q), sql`${a.date} between ${q.from} and ${q.to}`)
      const count = (status: Status) =>
        sql<number>`count(*) filter (where ${a.status} = ${status})::int`
      const [rows, [days]] = await Promise.all([
        db
          .select({
            id: a.personId,
            present: count('present'),
            absent: count('absent'),
            late: count('late'),
            leave: count('leave'),
          })
          .from(a)
          .innerJoin(p, eq(p.id, a.personId))
          .where(within)
          .groupBy(a.personId)
          .orderBy(a.personId),
        db
          .select({ n: sql<number>`count(distinct ${a.date})::int` })
          .from(a)
          .innerJoin(p, eq(p.id, a.personId))
          .where(within),
      ])
      return {
        from: q.from,
        to: q.to,
        days: days?.n ?? 0,
        rows: rows.map(({ id, ...counts }) => ({ [key]: id, ...counts }) as Counts<Key>),
      }
    },

    /**
     * Sets each row's status on the day: 400 for a day in the future, a person given twice or one
     * who cannot be marked or whom the caller does not write for; nothing is written then.
     */
    async save(tx: Tx, caller: Caller, body: { date: string; rows: Mark<Key>[] }) {
      const errors: FieldError[] = []
      if (body.date > nepalToday())
        errors.push({ field: 'date', message: 'must not be in the future' })
      else if (body.date < calendarAdDays.first)
        errors.push({
          field: 'date',
          message: `must not be before ${calendarAdDays.first} (${bsMinYear} BS)`,
        })
      const ids = body.rows.map((r) => r[key])
      const found = await tx
        .select({ id: p.id })
        .from(p)
        .where(
          and(
            inArray(p.id, ids),
            roster.markable,
            writeScope({ campusId: p.campusId, universityId: p.universityId }, caller),
          ),
        )
      const writable = new Set(found.map((r) => r.id))
      const seen = new Set<number>()
      body.rows.forEach((row, i) => {
        const field = `rows.${i}.${key}`
        if (seen.has(row[key])) errors.push({ field, message: 'is given twice in this sheet' })
        else if (!writable.has(row[key])) errors.push({ field, message: roster.notMarkable })
        seen.add(row[key])
      })
      if (errors.length) throw problems.validation(errors, 'The attendance sheet is not valid.')
      // One statement, its rows in person order: two devices saving one class's day at once lock
      // the same rows in the same order and take turns (in their own orders, and a chosen mark's
      // statement before a filled one's, they deadlocked: 503s under a class's devices).
      const rows = [...body.rows].sort((x, y) => x[key] - y[key])
      const chosen = rows.filter((r) => !r.filled).map((r) => Math.trunc(r[key]))
      // A mark filled in for the others ("Mark the others present") never overwrites one saved,
      // from another device as much as this one: the unique (person, day) decides, even at once.
      await tx
        .insert(a)
        .values(
          rows.map((r) => ({
            personId: r[key],
            date: body.date,
            status: r.status,
            recordedBy: caller.userId || null,
          })),
        )
        .onConflictDoUpdate({
          target: [a.personId, a.date],
          set: {
            status: sql`excluded.status`,
            recordedBy: sql`excluded.recorded_by`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${a.status} is distinct from excluded.status
            and excluded.${sql.identifier(a.personId.name)} = any(${`{${chosen.join(',')}}`}::int[])`,
        })
      return { date: body.date, rows: await marksOf(tx, body.date, inArray(a.personId, ids)) }
    },
  }
}

const s = t.students
const e = t.employees

/** A class: its program and batch, and its semester or year and section when given. */
type ClassOf = {
  programId: number
  batchId: number
  semester?: number
  year?: number
  sectionId?: number
}

/** Students' days (decision 0227): a class's active and on-leave students. */
export const studentAttendance = attendanceOf({
  people: s,
  marks: t.studentAttendance,
  key: 'studentId',
  group: (caller, q: ClassOf) =>
    and(
      studentScope(caller),
      eq(s.programId, q.programId),
      eq(s.batchId, q.batchId),
      q.semester === undefined ? undefined : eq(s.semester, q.semester),
      q.year === undefined ? undefined : eq(s.year, q.year),
      q.sectionId === undefined ? undefined : eq(s.sectionId, q.sectionId),
    ),
  markable: inArray(s.enrolmentStatus, [...markableStudentStatuses]),
  notMarkable: 'is not an active student of your campus',
})

/** Staff's days (decision 0228): a campus's working and on-leave staff, by department and type. */
export const employeeAttendance = attendanceOf({
  people: e,
  marks: t.employeeAttendance,
  key: 'employeeId',
  group: (
    caller,
    q: {
      campusId?: number
      departmentId?: number
      staffType?: components['schemas']['PositionCategory']
    },
  ) =>
    and(
      employeeScope.read(caller),
      q.campusId === undefined ? undefined : eq(e.campusId, q.campusId),
      q.departmentId === undefined ? undefined : eq(e.departmentId, q.departmentId),
      q.staffType === undefined ? undefined : eq(e.staffType, q.staffType),
    ),
  markable: inArray(e.status, [...markableStaffStatuses]),
  notMarkable: 'is not a working employee of your campus',
})
