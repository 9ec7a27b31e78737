import type { ReactNode } from 'react'
import type { GenericSchema } from 'valibot'
import type { Role } from '../../lib/session/role'
import type { Json } from '../../offline/db'

/** What the form holds: text and select inputs give strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean | null>

/** A cached row of another list by id: a subject's program, a program's faculty. */
export type Lookup = (entity: string, id: unknown) => Json | undefined

export type Option = { value: string; label: string }

/** Options from a cached setup list (so dropdowns work offline), or a fixed list. */
export type OptionSource =
  | { entity: string; label: (row: Json) => string; where?: (row: Json) => boolean }
  | { fixed: readonly Option[] }

export type FieldKind = 'text' | 'textarea' | 'select' | 'number' | 'date' | 'checkbox'

/** One form field: `{ name: 'levelName', label: 'Level Name', kind: 'text', required: true }`. */
export type FieldDef = {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  options?: OptionSource
  /** Numbers travel as numbers: `int` for ids, years and semesters. */
  valueType?: 'int' | 'number'
  disabled?: (values: FormValues, ctx: { mode: 'create' | 'edit'; lookup: Lookup }) => boolean
  description?: string
}

/** One table column: `{ key: 'code', label: 'Code' }`, or a `cell` for anything but the raw value. */
export type ColumnDef = {
  key: string
  label: string
  cell?: (row: Json, lookup: Lookup) => ReactNode
}

/** A table filter kept in the URL: program, semester, year. */
export type FilterDef = {
  name: string
  label: string
  options: OptionSource
  match: (row: Json, value: string) => boolean
}

/**
 * Everything one setup screen needs, as data: the generic list page renders it.
 * Example: `{ entity: 'level', label: 'Level', title: 'Level Management', editTitle: 'Edit Level', … }`.
 */
export type EntityView = {
  entity: string
  label: string
  title: string
  createTitle: string
  editTitle: string
  fields: readonly FieldDef[]
  columns: readonly ColumnDef[]
  /** Validates the form with the spec's messages (valibot). */
  schema: GenericSchema<FormValues>
  /** Rules across fields and other lists (a Year for annual programs): field → message. */
  crossCheck?: (values: FormValues, lookup: Lookup) => Record<string, string>
  emptyValues: FormValues
  /** A row's name for screen readers: "Edit Faculty of Science". */
  rowName: (row: Json) => string
  /** Roles that may add and edit; others see the list read-only. */
  writableBy: readonly Role[]
  /** Rules between fields, e.g. a subject's program type clears Year or Semester. */
  adjust?: (next: FormValues, previous: FormValues, lookup: Lookup) => Partial<FormValues> | null
  filters?: readonly FilterDef[]
  /** Display order; default by id, unsynced new rows last. */
  sortBy?: (a: Json, b: Json) => number
}
