// A program's term: a semester program counts semesters, an annual one years. Subjects and sections
// both follow it (spec §4 "Subject form"), so the fields and rules are written once here.
import type { FieldDef, FormValues, Lookup } from './entity-view'
import type { Json } from '../../offline/db'
import { t } from '../../lib/i18n/kit'
import type { OptionSource } from './entity-view'

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

/** The options of a term select: the cached terms, named by `termName`. */
export const termOptions = (kind: TermKind) =>
  ({
    entity: kind === 'semester' ? 'semesterOption' : 'yearOption',
    label: (o: Json) => termName(kind, o.id),
  }) satisfies OptionSource

/** Semester (semester programs only) and Year (annual programs only), both sent as numbers. */
export const termFields = [
  {
    name: 'semester',
    label: t('lists.term.semester'),
    kind: 'select',
    valueType: 'int',
    options: termOptions('semester'),
    disabled: (values, { lookup }) => programTypeOf(values, lookup) !== 'semester',
  },
  {
    name: 'year',
    label: t('lists.term.year'),
    kind: 'select',
    valueType: 'int',
    options: termOptions('year'),
    disabled: (values, { lookup }) => programTypeOf(values, lookup) !== 'annual',
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
