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

/** The other kind's term, given: what is wrong with it. */
function otherTerm(values: Record<string, unknown>, { other, kind }: ReturnType<typeof kindOf>) {
  return values[other] == null
    ? undefined
    : { field: other, message: `must be empty for ${kind} programs` }
}

/** 400 unless `values` has the term of the program's kind and not the other. */
export function checkTerm(program: Record<string, unknown>, values: Record<string, unknown>) {
  const kind = kindOf(program)
  if (values[kind.term] == null) throw invalid(kind.term, `is required for ${kind.kind} programs`)
  const other = otherTerm(values, kind)
  if (other) throw invalid(other.field, other.message)
  return { annual: kind.annual, term: kind.term } as const
}

/**
 * What is wrong with a student's term, when recorded: it is of the program's kind and within its
 * length (a semester program counts up to two semesters a year, an annual one up to its years),
 * never both. Undefined when nothing is.
 */
export function termProblem(
  program: { programType: string; durationYears: number | null },
  values: Record<string, unknown>,
): { field: string; message: string } | undefined {
  const kind = kindOf(program)
  const other = otherTerm(values, kind)
  if (other) return other
  const years = program.durationYears
  const last = years == null ? undefined : kind.annual ? years : 2 * years
  const term = values[kind.term]
  if (term != null && last !== undefined && Number(term) > last) {
    return {
      field: kind.term,
      message: `must be at most ${last}: the program lasts ${years} years`,
    }
  }
}

/** 400 on the term's field when `termProblem` finds one. */
export function checkTermWithinProgram(
  program: { programType: string; durationYears: number | null },
  values: Record<string, unknown>,
) {
  const problem = termProblem(program, values)
  if (problem) throw invalid(problem.field, problem.message)
}
