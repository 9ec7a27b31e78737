// A program's term: a semester program counts semesters, an annual one years. Subjects and sections
// both follow it (spec §4 "Subject form"), so the fields and rules are written once here.
import type { FieldDef, FormValues, Lookup } from './entity-view'
import type { Json } from '../../offline/db'
import { t } from '../../lib/i18n/kit'
import type { OptionContext, OptionSource } from './entity-view'

/** `annual`, `semester`, or undefined before a program is chosen. */
export const programTypeOf = (values: FormValues, lookup: Lookup) =>
  values.programId ? lookup('program', values.programId)?.programType : undefined

/** How a program counts its terms. */
export type TermKind = 'semester' | 'year'

/**
 * A term's name, worded by the catalogue from its number in the interface's language (the server's
 * option lists say which terms exist, in English only): `termName('year', 3)` → "Third Year" or
 * "तेस्रो वर्ष"; a number past the catalogue's words reads "Semester १३".
 */
export function termName(kind: TermKind, n: unknown): string {
  const number = Number(n)
  return t(kind === 'semester' ? 'lists.term.semesterN' : 'lists.term.yearN', {
    n: String(n),
    // A number is written in the locale's digits by `t` itself.
    shown: Number.isFinite(number) ? number : String(n),
  })
}

/**
 * The last term of a program of its kind, as the server checks a student's term
 * (server/repositories/term.ts): its years, or twice them in semesters; undefined when its length
 * is not recorded. Example: a 4-year semester program → 8.
 */
export function lastTermOf(program: Json | undefined): number | undefined {
  const years = program?.durationYears
  if (typeof years !== 'number' || years <= 0) return undefined
  return program!.programType === 'annual' ? years : 2 * years
}

/**
 * The options of a term select: the cached terms in their number's order (the cache keeps them by
 * key, as text: 1, 10, 11, 12, 2 …), named by `termName`; once the form or chooser has a program,
 * only the terms that program has.
 */
export const termOptions = (kind: TermKind) =>
  ({
    entity: kind === 'semester' ? 'semesterOption' : 'yearOption',
    label: (o: Json) => termName(kind, o.id),
    order: (a: Json, b: Json) => Number(a.id) - Number(b.id),
    where: (o: Json, { values, lookup }: OptionContext) => {
      const last = values.programId ? lastTermOf(lookup('program', values.programId)) : undefined
      return last === undefined || Number(o.id) <= last
    },
  }) satisfies OptionSource

/**
 * Whether the term field of a program `type` is disabled (and so sent as null): before a program is
 * chosen, and for a program of the other type. While the chosen program's type is not known (an
 * edit opened before the device has read the programs) neither is: disabled, the record's term
 * would be sent as cleared (decision 0412).
 */
const termDisabled =
  (type: 'semester' | 'annual'): FieldDef['disabled'] =>
  (values, { lookup }) => {
    if (!values.programId) return true
    const known = programTypeOf(values, lookup)
    return known !== undefined && known !== type
  }

/** Semester (semester programs only) and Year (annual programs only), both sent as numbers. */
export const termFields = [
  {
    name: 'semester',
    label: t('lists.term.semester'),
    kind: 'select',
    valueType: 'int',
    options: termOptions('semester'),
    disabled: termDisabled('semester'),
  },
  {
    name: 'year',
    label: t('lists.term.year'),
    kind: 'select',
    valueType: 'int',
    options: termOptions('year'),
    disabled: termDisabled('annual'),
  },
] as const satisfies readonly FieldDef[]

/** Another program clears the term the new one does not use. */
export const adjustTerm = (next: FormValues, previous: FormValues, lookup: Lookup) => {
  if (next.programId === previous.programId) return null
  const type = programTypeOf(next, lookup)
  if (type === 'annual') return { semester: null }
  if (type === 'semester') return { year: null }
  return null
}

/** A row's term for the table: "Third Year", "Seventh Semester" (in the interface's language). */
export const periodOf = (row: Json) => {
  if (row.semester != null) return termName('semester', row.semester)
  if (row.year != null) return termName('year', row.year)
  return ''
}
