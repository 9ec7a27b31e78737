import type { Json } from '../../offline/db'
import type { EntityView, FieldDef, FormValues } from '../entity-view/entity-view'

function toFormValue(field: FieldDef, value: unknown): string | boolean | null {
  if (field.kind === 'checkbox') return value === true
  if (value === null || value === undefined) return field.kind === 'select' ? null : ''
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** A record as form values (for the edit dialog). */
export function formValuesOf(view: EntityView, row: Json): FormValues {
  return Object.fromEntries(view.fields.map((f) => [f.name, toFormValue(f, row[f.name])]))
}

function toBodyValue(field: FieldDef, value: string | boolean | null): unknown {
  if (field.kind === 'checkbox') return value === true
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return null
  if (field.valueType === 'int') return Number.parseInt(text, 10)
  if (field.valueType === 'number') return Number(text)
  return text
}

/**
 * Form values as the API body: text trimmed, empty optional fields null, numbers as numbers.
 * Disabled fields (a semester program's Year) are sent as null.
 */
export function bodyOf(
  view: EntityView,
  values: FormValues,
  disabled: (f: FieldDef) => boolean,
): Json {
  return Object.fromEntries(
    view.fields.map((f) => [f.name, disabled(f) ? null : toBodyValue(f, values[f.name] ?? null)]),
  )
}
