// A class's term is of its program's kind: a semester program counts semesters, a yearly one years.
// Exams, result totals and students all name a term this way, so the rule is written once.
import { invalid } from './references.ts'

/** How the program counts terms: the field of its kind and the other one. */
function kindOf(program: { programType?: unknown }) {
  const annual = program.programType === 'annual'
  return annual
    ? ({ annual, term: 'year', other: 'semester', kind: 'annual' } as const)
    : ({ annual, term: 'semester', other: 'year', kind: 'semester' } as const)
}

/** 400 on the other kind's term when it is given. */
function refuseOther(values: Record<string, unknown>, { other, kind }: ReturnType<typeof kindOf>) {
  if (values[other] != null) throw invalid(other, `must be empty for ${kind} programs`)
}

/** 400 unless `values` has the term of the program's kind and not the other. */
export function checkTerm(program: Record<string, unknown>, values: Record<string, unknown>) {
  const kind = kindOf(program)
  if (values[kind.term] == null) throw invalid(kind.term, `is required for ${kind.kind} programs`)
  refuseOther(values, kind)
  return { annual: kind.annual, term: kind.term } as const
}

/**
 * A student's term, when recorded, is of the program's kind and within its length: a semester
 * program counts up to two semesters a year, an annual one up to its years; never both.
 */
export function checkTermWithinProgram(
  program: { programType: string; durationYears: number | null },
  values: Record<string, unknown>,
) {
  const kind = kindOf(program)
  refuseOther(values, kind)
  const years = program.durationYears
  const last = years == null ? undefined : kind.annual ? years : 2 * years
  const term = values[kind.term]
  if (term != null && last !== undefined && Number(term) > last) {
    throw invalid(kind.term, `must be at most ${last}: the program lasts ${years} years`)
  }
}
