// The student register: one page at a time by keyset cursor (with the filtered total), read, enter
// and edit (ETag, If-Match and Idempotency-Key as every list), on the registers' shared handlers.
import { not, type SQL } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { verificationFilter } from '../repositories/student-verification.ts'
import { studentOrders, students } from '../repositories/students.ts'
import type { Context, Handlers, QueryOf } from './context.ts'
import { categoryFilter } from '../repositories/registers.ts'
import { eligibleToGraduate } from '../repositories/graduation-eligibility.ts'
import { nothingDueSql } from '../repositories/student-dues.ts'
import { studentsInScope } from '../repositories/student-counts.ts'
import { equalFilters, registerHandlers, registerSearch } from './register.ts'

const s = t.students

/**
 * A name by the start of its words (one word: of the first or last name; several: in order, first
 * name or surname first), or a registration, roll or symbol number; in Devanagari, words of the
 * Devanagari name (`common/register-search.ts` has the rule, and is the same on the device).
 */
export const studentSearch = (q: string): SQL[] =>
  registerSearch(q, {
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    nameNe: s.nameNe,
    exact: [s.registrationNo, s.rollNo, s.symbolNo],
  })

type StudentQuery = QueryOf<'listStudents'>

export function studentFilters(query: StudentQuery): (SQL | undefined)[] {
  return [
    ...equalFilters(query, {
      campusId: s.campusId,
      programId: s.programId,
      batchId: s.batchId,
      fiscalYearId: s.fiscalYearId,
      gender: s.gender,
      enrolmentStatus: s.enrolmentStatus,
      sectionId: s.sectionId,
      districtId: s.permanentDistrictId,
      // The term as recorded, as every screen that counts a class reads it (decision 0412).
      semester: s.semester,
      year: s.year,
    }),
    verificationFilter(query.verification),
    query.category ? categoryFilter(s.ethnicGroupId, query.category) : undefined,
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
    search: studentSearch,
    wholeCount: studentsInScope,
  })
