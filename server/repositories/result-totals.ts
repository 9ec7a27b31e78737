// Result totals (decision 0223): the appeared and passed students of a class, gender and category in
// an exam the university runs itself, entered by the campus on the generic repository.
import { desc } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { crud } from './crud.ts'
import { fiscalYears, programs } from './definitions.ts'
import { invalid, visible } from './references.ts'
import { checkTerm } from './term.ts'

export const resultTotals = crud({
  label: 'Result total',
  table: t.resultTotals,
  universityOfCampus: true,
  prepare: async (values, { tx, caller }) => {
    const program = await visible(programs, tx, caller, values.programId, 'programId')
    await visible(fiscalYears, tx, caller, values.fiscalYearId, 'fiscalYearId')
    checkTerm(program, values)
    if (Number(values.passed) > Number(values.appeared)) {
      throw invalid('passed', `must not be more than appeared (${Number(values.appeared)})`)
    }
    return values
  },
  uniqueRules: [
    {
      by: t.resultTotals.category,
      within: [
        t.resultTotals.campusId,
        t.resultTotals.programId,
        t.resultTotals.semester,
        t.resultTotals.year,
        t.resultTotals.fiscalYearId,
        t.resultTotals.gender,
      ],
    },
  ],
  orderBy: [desc(t.resultTotals.fiscalYearId), t.resultTotals.programId],
})
