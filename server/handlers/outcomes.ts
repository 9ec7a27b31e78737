// The dropout, graduation, character certificate and receipt registers (decisions 0205, 0210, 0322): one page at a time by keyset cursor (with
// the filtered total), read, record and correct, on the registers' shared handlers. The student's
// own filters (`q`, program, gender) read the student of each row.
import { eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { certificateOrders, characterCertificates } from '../repositories/certificates.ts'
import { dropoutOrders, dropouts } from '../repositories/dropouts.ts'
import { graduationOrders, graduations } from '../repositories/graduations.ts'
import { receiptOrders, receipts } from '../repositories/receipts.ts'
import { studentDues } from '../repositories/student-dues.ts'
import { studentStanding } from '../repositories/student-standing.ts'
import { studentMatches } from '../repositories/student-outcomes.ts'
import { problems } from '../problems.ts'
import type { Context, Handlers, QueryOf } from './context.ts'
import { equalFilters, registerHandlers, registerSearch } from './register.ts'
import { studentRead } from './student-read.ts'

const s = t.students
const d = t.dropouts
const g = t.graduations
const c = t.characterCertificates
const r = t.receipts

type StudentQuery = { q?: string; programId?: number; gender?: string }

/**
 * The student's name by the start of its words, as the student register's (`registerSearch`), or
 * the start of their registration or roll number. Program and gender are the student's.
 */
const studentFilter = (table: typeof d | typeof g | typeof c | typeof r, query: StudentQuery) =>
  studentMatches(table, [
    query.q
      ? or(
          ...registerSearch(query.q, {
            firstName: s.firstName,
            middleName: s.middleName,
            lastName: s.lastName,
            nameNe: s.nameNe,
            prefix: [s.registrationNo, s.rollNo],
          }),
        )
      : undefined,
    ...equalFilters(query, { programId: s.programId, gender: s.gender }),
  ])

type DropoutQuery = QueryOf<'listDropouts'>
type GraduationQuery = QueryOf<'listGraduations'>

function dropoutFilters(query: DropoutQuery): (SQL | undefined)[] {
  return [
    studentFilter(d, query),
    ...equalFilters(query, {
      campusId: d.campusId,
      fiscalYearId: d.fiscalYearId,
      reason: d.reason,
    }),
    query.state === 'out' ? isNull(d.readmittedOn) : undefined,
    query.state === 'readmitted' ? isNotNull(d.readmittedOn) : undefined,
  ]
}

function graduationFilters(query: GraduationQuery): (SQL | undefined)[] {
  return [
    studentFilter(g, query),
    ...equalFilters(query, {
      campusId: g.campusId,
      fiscalYearId: g.fiscalYearId,
      division: g.division,
    }),
  ]
}

function certificateFilters(query: QueryOf<'listCharacterCertificates'>) {
  return [
    studentFilter(c, query),
    ...equalFilters(query, { campusId: c.campusId, fiscalYearId: c.fiscalYearId }),
  ]
}

function receiptFilters(query: QueryOf<'listReceipts'>) {
  return [
    studentFilter(r, query),
    ...equalFilters(query, {
      campusId: r.campusId,
      studentId: r.studentId,
      feeTypeId: r.feeTypeId,
      fiscalYearId: r.fiscalYearId,
    }),
    query.state === undefined ? undefined : eq(r.cancelled, query.state === 'cancelled'),
  ]
}

export const outcomeHandlers = (ctx: Context): Handlers => ({
  ...registerHandlers(ctx, {
    repository: characterCertificates,
    operations: {
      list: 'listCharacterCertificates',
      get: 'getCharacterCertificate',
      create: 'createCharacterCertificate',
      update: 'updateCharacterCertificate',
    },
    orders: certificateOrders,
    filters: certificateFilters,
  }),
  verifyCharacterCertificate: async (request) => {
    const found = await characterCertificates.verify(ctx.db, request.params.code)
    if (!found) throw problems.notFound('Certificate')
    return found
  },
  ...registerHandlers(ctx, {
    repository: dropouts,
    operations: {
      list: 'listDropouts',
      get: 'getDropout',
      create: 'createDropout',
      update: 'updateDropout',
    },
    orders: dropoutOrders,
    filters: dropoutFilters,
  }),
  ...registerHandlers(ctx, {
    repository: graduations,
    operations: {
      list: 'listGraduations',
      get: 'getGraduation',
      create: 'createGraduation',
      update: 'updateGraduation',
    },
    orders: graduationOrders,
    filters: graduationFilters,
  }),
  ...registerHandlers(ctx, {
    repository: receipts,
    operations: {
      list: 'listReceipts',
      get: 'getReceipt',
      create: 'createReceipt',
      update: 'updateReceipt',
    },
    orders: receiptOrders,
    filters: receiptFilters,
  }),
  // A student's figures, read by the campus it left: moved-away (decision 0375).
  getStudentStanding: (request) => studentRead(ctx.db, request, studentStanding),
  getStudentDues: (request) => studentRead(ctx.db, request, studentDues),
})
