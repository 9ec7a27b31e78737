// The columns a list takes in an import and how a file's headers find them: by a field's label in
// either language, with or without its section ("Permanent address District"), or its name
// ("permanentDistrictId"); letter case, spacing and punctuation ignored.
import type { Role } from '../../lib/session/role'
import type { EntityView, FieldDef, FormValues } from '../entity-view/entity-view'
import { normalize, spellings } from './normalize'
import type { Words } from './other-words'

export type ImportColumn = {
  field: FieldDef
  /** The column's name in each language, English first: the template's header joins them. */
  names: string[]
  /** Its name in the language chosen, as the page shows it. */
  label: string
  /** Spellings only this column has (its full name, its field name), then ones it may share. */
  strong: Set<string>
  weak: Set<string>
  /** A column a new record cannot do without (a required field with no default). */
  required: boolean
}

/** Fields an import fills: not files or repeated groups, not edit-only, shown to the role. */
export const importable = (field: FieldDef, role: Role | null) =>
  field.kind !== 'file' &&
  field.kind !== 'group' &&
  field.onlyIn !== 'edit' &&
  (field.shownTo === undefined || (role !== null && field.shownTo.includes(role)))

const hasDefault = (value: FormValues[string] | undefined) =>
  value !== undefined && value !== null && value !== ''

/**
 * The view's importable fields as columns. A label two fields share (Province of the permanent and
 * of the temporary address) is named with its section; the bare label still finds the first of
 * them not taken, then the next.
 */
export function importColumns(view: EntityView, role: Role | null, words: Words): ImportColumn[] {
  const fields = view.fields.filter((f) => importable(f, role))
  const shared = (f: FieldDef) => fields.filter((g) => g.label === f.label).length > 1
  return fields.map((field) => {
    const labelWords = words(field.label)
    const section = view.sections?.find((s) => s.name === field.section)
    const sectionWords = section ? words(section.label) : []
    const names = shared(field)
      ? labelWords.map((w, i) => `${sectionWords[i] ?? sectionWords[0] ?? ''} ${w}`.trim())
      : labelWords
    const label = shared(field) && section ? `${section.label} ${field.label}` : field.label
    const strong = new Set([
      ...names.flatMap(spellings),
      ...spellings(label),
      normalize(field.name),
    ])
    const weak = new Set(labelWords.flatMap(spellings))
    return {
      field,
      names,
      label,
      strong,
      weak,
      required: !!field.required && !hasDefault(view.emptyValues[field.name]),
    }
  })
}

/** Every spelling the columns answer to: what the worker looks for to find the header row. */
export const knownSpellings = (columns: readonly ImportColumn[]) => [
  ...new Set(columns.flatMap((c) => [...c.strong, ...c.weak])),
]

/**
 * Each header's field (null: not imported). Full names and field names are matched first, then
 * bare labels, each column taken once, in the file's order.
 */
export function matchHeaders(
  headers: readonly string[],
  columns: readonly ImportColumn[],
): (string | null)[] {
  const mapping: (string | null)[] = headers.map(() => null)
  const taken = new Set<string>()
  for (const kind of ['strong', 'weak'] as const) {
    headers.forEach((header, i) => {
      if (mapping[i] !== null || header.trim() === '') return
      const forms = spellings(header)
      const column = columns.find(
        (c) => !taken.has(c.field.name) && forms.some((s) => c[kind].has(s)),
      )
      if (!column) return
      mapping[i] = column.field.name
      taken.add(column.field.name)
    })
  }
  return mapping
}

/** Required columns no header is mapped to: the import cannot go on without them. */
export const missingColumns = (
  columns: readonly ImportColumn[],
  mapping: readonly (string | null)[],
) => columns.filter((c) => c.required && !mapping.includes(c.field.name))
