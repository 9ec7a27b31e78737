// A class's term is of its program's kind: a semester program counts semesters, a yearly one years.
// Exams, result totals and students all name a term this way, so the rule is written once.
import { lastTerm } from '../../common/outcome-rules.ts'
import { needsTerm } from '../../common/student-term.ts'
import { problems, type FieldError } from '../problems.ts'
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

/**
 * 400 on the term's fields when a student's term is wrong (`termProblem`) or missing: one active
 * or on leave (a new student is active) has the term of the program's kind (decision 0412).
 */
export function checkStudentTerm(
  program: { programType: string; durationYears: number | null },
  values: Record<string, unknown>,
) {
  const { term, annual } = kindOf(program)
  const errors: FieldError[] = []
  if (needsTerm(values.enrolmentStatus) && values[term] == null)
    errors.push({
      field: term,
      message: `is required for an active or on-leave student of ${annual ? 'an annual' : 'a semester'} program`,
    })
  const problem = termProblem(program, values)
  if (problem) errors.push(problem)
  if (errors.length > 0)
    throw problems.validation(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '))
}

/**
 * The term a student keeps in another program (a move to another campus, decision 0362): theirs
 * while it fits the program (`termProblem`), else the same point of the course in the program's
 * kind, as a fee's term is counted across kinds (decision 0322: year 2 is semester 3, semester 6
 * year 3), and at most the program's last (decision 0412). None stays none.
 */
export function termIn(
  program: { programType: string; durationYears: number | null },
  { semester, year }: { semester: number | null; year: number | null },
) {
  if (!termProblem(program, { semester, year })) return { semester, year }
  const { annual } = kindOf(program)
  const reached = annual
    ? (year ?? (semester == null ? null : Math.ceil(semester / 2)))
    : (semester ?? (year == null ? null : 2 * year - 1))
  const term =
    reached == null ? null : Math.min(reached, lastTerm(program.programType, program.durationYears))
  return annual ? { semester: null, year: term } : { semester: term, year: null }
}
