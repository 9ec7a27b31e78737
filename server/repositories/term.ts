// A class's term is of its program's kind: a semester program counts semesters, a yearly one years.
// Exams and result totals both name a class this way, so the rule is written once.
import { invalid } from './references.ts'

/** 400 unless `values` has the term of the program's kind and not the other. */
export function checkTerm(program: Record<string, unknown>, values: Record<string, unknown>) {
  const annual = program.programType === 'annual'
  const term = annual ? 'year' : 'semester'
  const kind = annual ? 'annual' : 'semester'
  if (values[term] == null) throw invalid(term, `is required for ${kind} programs`)
  if (values[annual ? 'semester' : 'year'] != null) {
    throw invalid(annual ? 'semester' : 'year', `must be empty for ${kind} programs`)
  }
  return { annual, term } as const
}

/**
 * A student's term, when recorded, is of the program's kind and within its length: a semester
 * program counts up to two semesters a year, an annual one up to its years; never both.
 */
export function checkTermWithinProgram(
  program: { programType: string; durationYears: number | null },
  values: Record<string, unknown>,
) {
  const annual = program.programType === 'annual'
  const term = annual ? 'year' : 'semester'
  const other = annual ? 'semester' : 'year'
  if (values[other] != null) {
    throw invalid(other, `must be empty: the program counts ${annual ? 'years' : 'semesters'}`)
  }
  const years = program.durationYears
  const last = years == null ? undefined : annual ? years : 2 * years
  if (values[term] != null && last !== undefined && Number(values[term]) > last) {
    throw invalid(term, `must be at most ${last}: the program lasts ${years} years`)
  }
}
