// Campus options and branding, option lists and the next receipt number. Universities and campuses
// themselves are setup lists (common/setup-lists.ts).
import { and, asc, desc, eq } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { receiptNumber } from '../repositories/receipts.ts'
import { problems } from '../problems.ts'
import { campusScope } from '../repositories/institutions.ts'
import type { Context, Handlers } from './context.ts'

const fiscalYearOptions = {
  id: t.fiscalYears.id,
  name: t.fiscalYears.name,
  isCurrent: t.fiscalYears.isCurrent,
}

export function institutionHandlers({ db }: Context): Handlers {
  return {
    listCampusesForSelection: (request) =>
      db
        .select({
          id: t.campuses.id,
          campusName: t.campuses.campusName,
          universityId: t.campuses.universityId,
          campusType: t.campuses.campusType,
        })
        .from(t.campuses)
        .where(and(campusScope(callerOf(request)), eq(t.campuses.status, true)))
        .orderBy(asc(t.campuses.campusName)),
    // Public: the login page shows the campus's name and logo before anyone signs in.
    getCampus: async (request) => {
      const [row] = await db
        .select({
          id: t.campuses.id,
          campusName: t.campuses.campusName,
          localLevel: t.campuses.localLevel,
          district: t.campuses.district,
          logo: t.campuses.logo,
        })
        .from(t.campuses)
        .where(eq(t.campuses.id, request.params.id))
      if (!row) throw problems.notFound('Campus')
      return row
    },
    listSemesters: () => db.select().from(t.semesters).orderBy(asc(t.semesters.id)),
    listYears: () => db.select().from(t.academicYears).orderBy(asc(t.academicYears.id)),
    listFiscalYearsForSelection: () =>
      db
        .select(fiscalYearOptions)
        .from(t.fiscalYears)
        .where(eq(t.fiscalYears.status, true))
        .orderBy(desc(t.fiscalYears.startDate)),
    // The number the next receipt of the campus in the current fiscal year will carry (not reserved).
    getReceiptNo: async (request) => {
      const caller = callerOf(request)
      const campusId = request.query.CampusId
      const [campus] = await db
        .select({ id: t.campuses.id })
        .from(t.campuses)
        .where(and(eq(t.campuses.id, campusId), campusScope(caller)))
      if (!campus) throw problems.notFound('Campus')
      const [year] = await db
        .select(fiscalYearOptions)
        .from(t.fiscalYears)
        .where(eq(t.fiscalYears.isCurrent, true))
      if (!year) throw problems.notFound('The current fiscal year')
      const [last] = await db
        .select({ serial: t.receipts.serial })
        .from(t.receipts)
        .where(and(eq(t.receipts.campusId, campusId), eq(t.receipts.fiscalYearId, year.id)))
        .orderBy(desc(t.receipts.serial))
        .limit(1)
      const sequence = (last?.serial ?? 0) + 1
      return {
        campusId,
        fiscalYearId: year.id,
        fiscalYear: year.name,
        sequence,
        receiptNo: receiptNumber(campusId, year.name, sequence),
      }
    },
  }
}
