// A program's term: a semester program counts semesters, an annual one years. Subjects and sections
// both follow it (spec §4 "Subject form"), so the fields and rules are written once here.
import type { FieldDef, FormValues, Lookup } from './entity-view'
import type { Json } from '../../offline/db'
import { t } from '../../lib/i18n/kit'
import { text } from './list-rules'

/** `annual`, `semester`, or undefined before a program is chosen. */
export const programTypeOf = (values: FormValues, lookup: Lookup) =>
  values.programId ? lookup('program', values.programId)?.programType : undefined

/** Semester (semester programs only) and Year (annual programs only), both sent as numbers. */
export const termFields = [
  {
    name: 'semester',
    label: t('lists.term.semester'),
    kind: 'select',
    valueType: 'int',
    options: { entity: 'semesterOption', label: (o: Json) => text(o.name) },
    disabled: (values, { lookup }) => programTypeOf(values, lookup) !== 'semester',
  },
  {
    name: 'year',
    label: t('lists.term.year'),
    kind: 'select',
    valueType: 'int',
    options: { entity: 'yearOption', label: (o: Json) => text(o.name) },
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

/** "First Year", "Semester 3" … for the table. */
export const periodOf = (row: Json, lookup: Lookup) => {
  if (row.semester != null)
    return text(
      lookup('semesterOption', row.semester)?.name ??
        t('lists.term.semesterN', { n: text(row.semester) }),
    )
  if (row.year != null)
    return text(
      lookup('yearOption', row.year)?.name ?? t('lists.term.yearN', { n: text(row.year) }),
    )
  return ''
}
