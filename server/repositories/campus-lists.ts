// Setup lists of the "other setup" screens: sections, departments, income/expense heads and
// income/expense entries, each on the generic repository with the rules a regulator expects.
import { count, desc, eq } from 'drizzle-orm'
import { adToBs, formatBs } from '../../common/bikram-sambat.ts'
import * as t from '../db/schema.ts'
import { crud, type EntityDefinition } from './crud.ts'
import { batches, faculties, fiscalYears, programs } from './definitions.ts'
import { invalid, visible } from './references.ts'

export const sections = crud({
  label: 'Section',
  table: t.sections,
  uniqueBy: t.sections.sectionName,
  uniqueWithin: [t.sections.programId, t.sections.batchId, t.sections.semester, t.sections.year],
  orderBy: [t.sections.programId, t.sections.semester, t.sections.year, t.sections.sectionName],
  // A section splits one program's class; its term follows the program's type, as a subject's does.
  prepare: async (values, { tx, caller }) => {
    const program = await visible(programs, tx, caller, values.programId, 'programId')
    if (values.batchId != null) {
      const batch = await visible(batches, tx, caller, values.batchId, 'batchId')
      if (batch.programId != null && batch.programId !== program.id) {
        throw invalid('batchId', 'is a batch of another program')
      }
    }
    const annual = program.programType === 'annual'
    if (annual && values.semester != null) {
      throw invalid('semester', 'must be empty for annual programs')
    }
    if (!annual && values.year != null) throw invalid('year', 'must be empty for semester programs')
    return values
  },
})

export const departments = crud({
  label: 'Department',
  table: t.departments,
  uniqueBy: t.departments.departmentName,
  orderBy: [t.departments.departmentName],
  prepare: async (values, { tx, caller }) => {
    if (values.facultyId != null)
      await visible(faculties, tx, caller, values.facultyId, 'facultyId')
    return values
  },
})

export const incomeExpenseHeads = crud({
  label: 'Income/expense head',
  table: t.incomeExpenseHeads,
  uniqueBy: t.incomeExpenseHeads.headName,
  uniqueWithin: [t.incomeExpenseHeads.headType],
  orderBy: [
    t.incomeExpenseHeads.headType,
    t.incomeExpenseHeads.code,
    t.incomeExpenseHeads.headName,
  ],
  // Two levels: groups (no parent) and heads under a group of the same type, so totals roll up.
  prepare: async (values, { tx, caller, current }) => {
    const h = t.incomeExpenseHeads
    const [children] = current
      ? await tx.select({ n: count() }).from(h).where(eq(h.parentId, current.id))
      : [{ n: 0 }]
    if (children!.n > 0 && values.headType !== current!.headType) {
      throw invalid('headType', 'cannot change while heads are grouped under this one')
    }
    if (values.parentId == null) return values
    if (children!.n > 0)
      throw invalid('parentId', 'must be empty: heads are grouped under this one')
    const parent = await visible(incomeExpenseHeads, tx, caller, values.parentId, 'parentId')
    if (parent.id === current?.id) throw invalid('parentId', 'cannot be the head itself')
    if (parent.parentId != null)
      throw invalid('parentId', 'must be a group (a head without parent)')
    if (parent.headType !== values.headType) {
      throw invalid('parentId', `must be an ${String(values.headType)} group`)
    }
    if (parent.campusId != null && parent.campusId !== values.campusId) {
      throw invalid('parentId', 'must be a shared group or one of the same campus')
    }
    return values
  },
})

/** The BS date beside the stored AD date, for screens and reports; null outside the table. */
const withBsDate: NonNullable<EntityDefinition['present']> = async (_db, rows) =>
  rows.map((row) => {
    let entryDateBs: string | null = null
    try {
      entryDateBs = formatBs(adToBs(row.entryDate as string))
    } catch {
      // a date outside the BS table (before 1970 BS) keeps only its AD form
    }
    return { ...row, entryDateBs }
  })

export const incomeExpenses = crud({
  label: 'Income/expense entry',
  table: t.incomeExpenses,
  // Duplicates are judged by voucher/receipt number within the campus and fiscal year.
  uniqueBy: t.incomeExpenses.reference,
  uniqueWithin: [t.incomeExpenses.fiscalYearId],
  orderBy: [desc(t.incomeExpenses.entryDate)],
  prepare: async (values, { tx, caller }) => {
    if (!(Number(values.amount) > 0)) throw invalid('amount', 'must be more than 0')
    const head = await visible(incomeExpenseHeads, tx, caller, values.headId, 'headId')
    if (head.campusId != null && head.campusId !== values.campusId) {
      throw invalid('headId', 'must be a shared head or one of the same campus')
    }
    const year = await visible(fiscalYears, tx, caller, values.fiscalYearId, 'fiscalYearId')
    const date = values.entryDate as string
    if (date < (year.startDate as string) || date > (year.endDate as string)) {
      throw invalid(
        'entryDate',
        `must fall in fiscal year ${String(year.name)} (${String(year.startDate)} to ${String(year.endDate)})`,
      )
    }
    return values
  },
  present: withBsDate,
})
