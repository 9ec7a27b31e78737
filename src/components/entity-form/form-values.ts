import { belieItsType } from '../../lib/chosen-file'
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/kit'
import type { Json } from '../../offline/db'
import type {
  EntityView,
  FieldDef,
  FieldState,
  FormBody,
  FormValues,
  GroupRow,
} from '../entity-view/entity-view'

/** A record's value as the form holds it; `null` gives the field's empty value ('', null, false). */
export function toFormValue(field: FieldDef, value: unknown): FormValues[string] {
  if (field.kind === 'checkbox') return value === true
  // A file field holds a file newly chosen; what the record has is shown beside it.
  if (field.kind === 'file') return null
  if (field.kind === 'group') {
    const rows = Array.isArray(value) ? (value as Json[]) : []
    return rows.map((row) =>
      Object.fromEntries(
        (field.of ?? []).map((f) => [f.name, toFormValue(f, row[f.name]) as string | null]),
      ),
    )
  }
  if (value === null || value === undefined) return field.kind === 'select' ? null : ''
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** A record as form values (for the edit dialog). */
export function formValuesOf(view: EntityView, row: Json): FormValues {
  const carried = (view.carried ?? []).map((key): [string, FormValues[string]] => [
    key,
    row[key] == null ? null : text(row[key]),
  ])
  return Object.fromEntries([
    ...carried,
    ...view.fields.map((f): [string, FormValues[string]] => [f.name, toFormValue(f, row[f.name])]),
  ])
}

/** A group's rows as the API takes them; a row left wholly empty is not sent. */
function groupBody(field: FieldDef, value: FormValues[string]): Json[] {
  const rows = Array.isArray(value) ? value : []
  return rows
    .filter((row) => Object.values(row).some((v) => v !== null && v.trim() !== ''))
    .map((row) =>
      Object.fromEntries(
        (field.of ?? []).map((f) => [f.name, toBodyValue(f, row[f.name] ?? null)]),
      ),
    )
}

function toBodyValue(field: FieldDef, value: FormValues[string]): unknown {
  if (field.kind === 'checkbox') return value === true
  if (field.kind === 'group') return groupBody(field, value)
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
      .filter((f) => f.kind !== 'file')
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

/**
 * The required fields left empty in the rows of a view's repeated groups, by path
 * (`qualifications.0.board` → "Board or University is required"). Wholly empty rows are not sent,
 * so they are not checked either.
 */
export function groupIssues(view: Pick<EntityView, 'fields'>, values: FormValues) {
  const issues: Record<string, string> = {}
  for (const group of view.fields.filter((f) => f.kind === 'group')) {
    const rows = Array.isArray(values[group.name]) ? (values[group.name] as GroupRow[]) : []
    rows.forEach((row, i) => {
      if (!Object.values(row).some((v) => v !== null && v.trim() !== '')) return
      for (const sub of group.of ?? []) {
        const value = row[sub.name]
        if (sub.required && (value === null || value === undefined || value.trim() === ''))
          issues[`${group.name}.${i}.${sub.name}`] = t('form.requiredField', {
            label: sub.label,
          })
      }
    })
  }
  return issues
}

/** The files chosen in a form's file fields: each is queued after the record (`queueFile`). */
export function filesOf(view: Pick<EntityView, 'fields'>, values: FormValues) {
  return view.fields.flatMap((f) => {
    const value = values[f.name]
    return f.kind === 'file' && value instanceof Blob ? [{ field: f.name, file: value }] : []
  })
}

/** A file of a type or size `field` does not take: "The file must be at most 1,024 KB". */
function fileIssue(field: FieldDef, file: Blob): string | undefined {
  if (field.accept && !field.accept.includes(file.type)) return t('form.fileType')
  if (field.maxBytes && file.size > field.maxBytes)
    return t('form.fileSize', { n: Math.round(field.maxBytes / 1024) })
  return undefined
}

/** The chosen files of a type or size their fields do not take, by field. */
export function fileIssues(view: Pick<EntityView, 'fields'>, values: FormValues) {
  const issues: Record<string, string> = {}
  for (const { field, file } of filesOf(view, values)) {
    const issue = fileIssue(
      view.fields.find((f) => f.name === field)!,
      file,
    )
    if (issue) issues[field] = issue
  }
  return issues
}

/**
 * A chosen file whose bytes are not of the type it claims (a text file named .png): read from the
 * file, so asked as it is chosen and at submit rather than on every keystroke's validation.
 */
export async function fileContentIssues(view: Pick<EntityView, 'fields'>, values: FormValues) {
  const issues: Record<string, string> = {}
  for (const { field, file } of filesOf(view, values)) {
    if (await belieItsType(file)) issues[field] = t('form.fileContent')
  }
  return issues
}

/**
 * What is wrong with a file just chosen for `field`, said at once under it, as Save would say it:
 * its type or size, else its bytes (decision 0410). Example: a 3 MB photo → "The file must be at
 * most 1,024 KB".
 */
export async function chosenFileIssue(field: FieldDef, file: Blob): Promise<string | undefined> {
  return (
    fileIssue(field, file) ??
    (await fileContentIssues({ fields: [field] }, { [field.name]: file }))[field.name]
  )
}

/** A number field holding what is not a number ("12a"): said before anything is queued. */
export function numberIssues(view: Pick<EntityView, 'fields'>, values: FormValues) {
  const issues: Record<string, string> = {}
  for (const field of view.fields) {
    const value = values[field.name]
    if (field.kind !== 'number' || typeof value !== 'string' || value.trim() === '') continue
    const whole = field.valueType === 'int' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/
    if (!whole.test(value.trim())) issues[field.name] = t('form.notANumber')
  }
  return issues
}
