// Rules of a fiscal year beyond the contract's patterns: its dates are those of the Bikram Sambat
// calendar (1 Shrawan to the end of Asar), and at most one fiscal year is current.
import { and, eq, ne, sql } from 'drizzle-orm'
import {
  fiscalYear,
  fiscalYearStart,
  isBsYearSupported,
  type FiscalYearDates,
} from '../../common/bikram-sambat.ts'
import * as t from '../db/schema.ts'
import type { FieldError } from '../problems.ts'
import { problems } from '../problems.ts'
import type { EntityDefinition } from './crud.ts'
import { invalid } from './references.ts'

const dateFields = ['startDateBs', 'endDateBs', 'startDate', 'endDate'] as const

export const fiscalYearRules: NonNullable<EntityDefinition['prepare']> = async (
  values,
  { tx, current },
) => {
  const name = String(values.name)
  let startYear: number
  try {
    startYear = fiscalYearStart(name)
  } catch {
    throw invalid('name', 'must name two consecutive BS years, e.g. 2081/82')
  }
  // Years beyond the calendar table cannot be checked day by day; their order still can.
  if (isBsYearSupported(startYear + 1)) {
    const expected: FiscalYearDates = fiscalYear(startYear)
    const errors: FieldError[] = dateFields
      .filter((field) => values[field] !== expected[field])
      .map((field) => ({ field, message: `must be ${expected[field]} for ${name}` }))
    if (errors.length) throw problems.validation(errors, `The dates of ${name} are not its own.`)
  } else if (String(values.endDate) <= String(values.startDate)) {
    throw invalid('endDate', 'must be after startDate')
  }
  if (values.isCurrent === true) {
    // "Make current" requests queue on one lock so each clears the year the previous one set; the
    // partial unique index (one row with is_current) is the database's guarantee behind it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('fiscal-year-current', 0))`)
    // The year was read before the lock: another "make current" may have cleared its flag since.
    // Still read as current, the edit would then change nothing and write nothing, after clearing
    // the year that is: none would be current (PostgreSQL, 20 parallel requests, on CI). Changed
    // since it was read, it answers as any edit that lost the race does, and changes nothing.
    if (current) {
      const [now] = await tx.select().from(t.fiscalYears).where(eq(t.fiscalYears.id, current.id))
      if (now && now.version !== current.version) throw problems.staleVersion('Fiscal year', now)
    }
    // Clearing the flag elsewhere is an edit of those years too: their version moves on.
    await tx
      .update(t.fiscalYears)
      .set({ isCurrent: false, version: sql`${t.fiscalYears.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(t.fiscalYears.isCurrent, true),
          current ? ne(t.fiscalYears.id, current.id) : undefined,
        ),
      )
  }
  return values
}
