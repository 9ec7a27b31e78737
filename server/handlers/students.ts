// The student register: one page at a time by keyset cursor (with the filtered total), read, enter
// and edit (ETag, If-Match and Idempotency-Key as every list), on the registers' shared handlers.
import { and, eq, isNull, not, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import * as t from '../db/schema.ts'
import { verificationFilter } from '../repositories/student-verification.ts'
import { studentOrders, students } from '../repositories/students.ts'
import type { Context, Handlers, QueryOf } from './context.ts'
import { categoryFilter } from '../repositories/registers.ts'
import { eligibleToGraduate } from '../repositories/graduation-eligibility.ts'
import { nothingDueSql } from '../repositories/student-dues.ts'
import { equalFilters, registerHandlers, registerSearch } from './register.ts'

const s = t.students

/**
 * A name by the start of its words (one word: of the first or last name; several: in order, first
 * name or surname first), or a registration, roll or symbol number; in Devanagari, words of the
 * Devanagari name (`common/register-search.ts` has the rule, and is the same on the device).
 */
export const studentSearch = (q: string): SQL =>
  registerSearch(q, {
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    nameNe: s.nameNe,
    exact: [s.registrationNo, s.rollNo, s.symbolNo],
  })

/**
 * In this term: recorded so, or (no term recorded at all) the first, as promotion counts it
 * (`common/student-search.ts` has the same rule for the device).
 */
const inTerm = (term: PgColumn, other: PgColumn, value: number) =>
  value === 1 ? or(eq(term, 1), and(isNull(term), isNull(other))) : eq(term, value)

type StudentQuery = QueryOf<'listStudents'>

export function studentFilters(query: StudentQuery): (SQL | undefined)[] {
  return [
    query.q ? studentSearch(query.q) : undefined,
    ...equalFilters(query, {
      campusId: s.campusId,
      programId: s.programId,
      batchId: s.batchId,
      fiscalYearId: s.fiscalYearId,
      gender: s.gender,
      enrolmentStatus: s.enrolmentStatus,
      sectionId: s.sectionId,
      districtId: s.permanentDistrictId,
    }),
    verificationFilter(query.verification),
    query.category ? categoryFilter(s.ethnicGroupId, query.category) : undefined,
    query.semester ? inTerm(s.semester, s.year, query.semester) : undefined,
    query.year ? inTerm(s.year, s.semester, query.year) : undefined,
    query.graduation === 'eligible' ? eligibleToGraduate : undefined,
    query.dues === 'owing' ? not(nothingDueSql) : undefined,
  ]
}

export const studentHandlers = (ctx: Context): Handlers =>
  registerHandlers(ctx, {
    repository: students,
    operations: {
      list: 'listStudents',
      get: 'getStudent',
      create: 'createStudent',
      update: 'updateStudent',
    },
    orders: studentOrders,
    filters: studentFilters,
  })
