import type { Json } from '../../offline/db'
import type {
  EntityView,
  FieldDef,
  FieldState,
  FormBody,
  FormValues,
} from '../entity-view/entity-view'

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
 * Disabled fields (a semester program's Year) are sent as null; hidden ones are left out.
 */
export function bodyOf<V extends EntityView>(
  view: V,
  values: FormValues,
  state: FieldState,
): FormBody<V['fields']> & Json {
  return Object.fromEntries(
    view.fields
      .filter((f) => !state.hidden(f))
      .map((f) => [f.name, state.disabled(f) ? null : toBodyValue(f, values[f.name] ?? null)]),
  ) as FormBody<V['fields']> & Json
}

/** The body of an edit: fields fixed after create (`view.lockedInEdit`) are never sent. */
export function editBodyOf<V extends EntityView>(view: V, values: FormValues, state: FieldState) {
  const locked = (f: FieldDef) => (view.lockedInEdit ?? []).includes(f.name)
  return bodyOf(view, values, {
    disabled: (f) => state.disabled(f) && !locked(f),
    hidden: (f) => state.hidden(f) || locked(f),
  })
}
