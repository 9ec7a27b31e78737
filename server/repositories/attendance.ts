// Students' daily attendance (decision 0227): a class's day read as one sheet, saved as one sheet,
// all or nothing, the last save of a student's day winning.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { nepalToday } from '../../common/employee-rules.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems, type FieldError } from '../problems.ts'
import { writeScope } from './scope.ts'
import { studentScope } from './students.ts'

type Schemas = components['schemas']
type ClassDay = {
  date: string
  programId: number
  batchId: number
  semester?: number
  year?: number
  sectionId?: number
}

const s = t.students
const a = t.studentAttendance

/** The students of the class within the caller's scope (`s` the students). */
const classOf = (caller: Caller, q: Omit<ClassDay, 'date'>) =>
  and(
    studentScope(caller),
    eq(s.programId, q.programId),
    eq(s.batchId, q.batchId),
    q.semester === undefined ? undefined : eq(s.semester, q.semester),
    q.year === undefined ? undefined : eq(s.year, q.year),
    q.sectionId === undefined ? undefined : eq(s.sectionId, q.sectionId),
  )

/** The marks of `date` of the students `which` selects, by student id. */
const marksOf = (db: Db | Tx, date: string, which: ReturnType<typeof and>) =>
  db
    .select({ studentId: a.studentId, status: a.status })
    .from(a)
    .innerJoin(s, eq(s.id, a.studentId))
    .where(and(eq(a.date, date), which))
    .orderBy(a.studentId)

export const attendanceRepository = {
  /** The class's day within the caller's scope. */
  async get(db: Db, caller: Caller, q: ClassDay): Promise<Schemas['AttendanceSheet']> {
    return { date: q.date, rows: await marksOf(db, q.date, classOf(caller, q)) }
  },

  /** Each student's days of each status from `from` to `to`; 400 for a span over a year. */
  async summary(
    db: Db,
    caller: Caller,
    q: Omit<ClassDay, 'date'> & { from: string; to: string },
  ): Promise<Schemas['AttendanceSummary']> {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000
    if (span < 0 || span > 365) {
      throw problems.validation(
        [{ field: 'to', message: 'must be from `from` to a year after it' }],
        'The span of days is not valid.',
      )
    }
    const within = and(classOf(caller, q), sql`${a.date} between ${q.from} and ${q.to}`)
    const count = (status: string) =>
      sql<number>`count(*) filter (where ${a.status} = ${status})::int`
    const [rows, [days]] = await Promise.all([
      db
        .select({
          studentId: a.studentId,
          present: count('present'),
          absent: count('absent'),
          late: count('late'),
          leave: count('leave'),
        })
        .from(a)
        .innerJoin(s, eq(s.id, a.studentId))
        .where(within)
        .groupBy(a.studentId)
        .orderBy(a.studentId),
      db
        .select({ n: sql<number>`count(distinct ${a.date})::int` })
        .from(a)
        .innerJoin(s, eq(s.id, a.studentId))
        .where(within),
    ])
    return { from: q.from, to: q.to, days: days?.n ?? 0, rows }
  },

  /**
   * Sets each row's status on the day: 400 for a day in the future, a student given twice or one
   * who is not an active or on-leave student the caller writes for; nothing is written then.
   */
  async save(tx: Tx, caller: Caller, body: Schemas['AttendanceSave']) {
    const errors: FieldError[] = []
    if (body.date > nepalToday())
      errors.push({ field: 'date', message: 'must not be in the future' })
    const ids = body.rows.map((r) => r.studentId)
    const enrolled = await tx
      .select({ id: s.id })
      .from(s)
      .where(
        and(
          inArray(s.id, ids),
          inArray(s.enrolmentStatus, ['active', 'onLeave']),
          writeScope({ campusId: s.campusId, universityId: s.universityId }, caller),
        ),
      )
    const writable = new Set(enrolled.map((r) => r.id))
    const seen = new Set<number>()
    body.rows.forEach((row, i) => {
      if (seen.has(row.studentId)) {
        errors.push({ field: `rows[${i}].studentId`, message: 'is given twice in this sheet' })
      } else if (!writable.has(row.studentId)) {
        errors.push({
          field: `rows[${i}].studentId`,
          message: 'is not an active student of your campus',
        })
      }
      seen.add(row.studentId)
    })
    if (errors.length) throw problems.validation(errors, 'The attendance sheet is not valid.')
    await tx
      .insert(a)
      .values(
        body.rows.map((r) => ({
          studentId: r.studentId,
          date: body.date,
          status: r.status,
          recordedBy: caller.userId || null,
        })),
      )
      .onConflictDoUpdate({
        target: [a.studentId, a.date],
        set: {
          status: sql`excluded.status`,
          recordedBy: sql`excluded.recorded_by`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${a.status} is distinct from excluded.status`,
      })
    return { date: body.date, rows: await marksOf(tx, body.date, inArray(a.studentId, ids)) }
  },
}
