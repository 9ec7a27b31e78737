// The student register: one page at a time by keyset cursor (with the filtered total), read, enter
// and edit (ETag, If-Match and Idempotency-Key as every list).
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { isDevanagari } from '../../common/student-search.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { ifMatchVersion, versionTag } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { studentOrders, students } from '../repositories/students.ts'
import type { Context, Handlers, RequestOf } from './context.ts'

const s = t.students

/** `q%` for LIKE, with the wildcards a user typed taken literally. */
const prefixPattern = (q: string) => `${q.replace(/[\\%_]/g, '\\$&')}%`

/**
 * The start of a first or last name (any letter case), or a registration, roll or symbol number;
 * in Devanagari, the start of any word of the Devanagari name (`common/student-search.ts` is the
 * same rule on the device).
 */
export function studentSearch(raw: string): SQL {
  const q = raw.normalize('NFC')
  const pattern = prefixPattern(q)
  if (isDevanagari(q))
    return or(sql`${s.nameNe} like ${pattern}`, sql`${s.nameNe} like ${`% ${pattern}`}`)!
  return or(
    sql`lower(${s.firstName}) like lower(${pattern})`,
    sql`lower(${s.lastName}) like lower(${pattern})`,
    sql`lower(${s.registrationNo}) = lower(${q})`,
    sql`lower(${s.rollNo}) = lower(${q})`,
    sql`lower(${s.symbolNo}) = lower(${q})`,
  )!
}

/**
 * In this term: recorded so, or (no term recorded at all) the first, as promotion counts it
 * (`common/student-search.ts` has the same rule for the device).
 */
const inTerm = (term: PgColumn, other: PgColumn, value: number) =>
  value === 1 ? or(eq(term, 1), and(isNull(term), isNull(other))) : eq(term, value)

export function studentFilters(query: RequestOf<'listStudents'>['query']): (SQL | undefined)[] {
  return [
    query.q ? studentSearch(query.q) : undefined,
    query.campusId ? eq(s.campusId, query.campusId) : undefined,
    query.programId ? eq(s.programId, query.programId) : undefined,
    query.batchId ? eq(s.batchId, query.batchId) : undefined,
    query.fiscalYearId ? eq(s.fiscalYearId, query.fiscalYearId) : undefined,
    query.gender ? eq(s.gender, query.gender) : undefined,
    query.enrolmentStatus ? eq(s.enrolmentStatus, query.enrolmentStatus) : undefined,
    query.semester ? inTerm(s.semester, s.year, query.semester) : undefined,
    query.year ? inTerm(s.year, s.semester, query.year) : undefined,
    query.sectionId ? eq(s.sectionId, query.sectionId) : undefined,
    query.districtId ? eq(s.permanentDistrictId, query.districtId) : undefined,
  ]
}

export function studentHandlers({ db }: Context): Handlers {
  return {
    listStudents: (request) => {
      const { query } = request
      return students.keysetPage(db, callerOf(request), studentFilters(query), {
        keyset: studentOrders[query.sort ?? 'name'],
        limit: query.limit ?? 25,
        after: query.after,
        before: query.before,
      })
    },
    getStudent: async (request, reply) => {
      const row = await students.get(db, callerOf(request), request.params.id)
      reply.header('etag', versionTag(row.version))
      return row
    },
    createStudent: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 201,
        body: await students.create(tx, callerOf(request), request.body),
      })),
    updateStudent: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await students.update(
          tx,
          callerOf(request),
          request.params.id,
          request.body,
          ifMatchVersion(request.headers['if-match']),
        ),
      })),
  }
}
