// A row's values checked by the form's own rules (decision 0102): the contract's limits, numbers,
// the view's valibot schema and its rules across fields. A field the role does not fill in the form
// (a campus user's campus) holds no error, as in the form.
import { schemaResolver } from '@mantine/form'
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/import'
import type { Role } from '../../lib/session/role'
import { contractIssues } from '../entity-form/contract-limits'
import { groupIssues, numberIssues } from '../entity-form/form-values'
import type { EntityView, FieldState, FormValues, Lookup } from '../entity-view/entity-view'
import { importable } from './import-columns'

/** Which fields of a row are disabled (sent as null) and left out, as the form decides. */
export function rowState(
  role: Role | null,
  values: FormValues,
  mode: 'create' | 'edit',
  lookup: Lookup,
): FieldState {
  return {
    disabled: (field) => field.disabled?.(values, { mode, lookup }) ?? false,
    hidden: (field) => !importable(field, role),
  }
}

type Check = (values: FormValues) => Record<string, string>
const checks = new WeakMap<EntityView, Check>()
/** The view's schema as the form runs it (its messages by field), made once per view. */
function schemaOf(view: EntityView): Check {
  let check = checks.get(view)
  if (!check) {
    const resolve = schemaResolver(view.schema, { sync: true })
    check = (values) =>
      Object.fromEntries(Object.entries(resolve(values)).map(([k, v]) => [k, text(v)]))
    checks.set(view, check)
  }
  return check
}

/**
 * What the form would refuse in a row, by field; and a value the file gives a field the form
 * would not take with the row's other values (a year for a semester program).
 */
export function rowIssues(
  view: EntityView,
  values: FormValues,
  given: ReadonlySet<string>,
  state: FieldState,
  lookup: Lookup,
): Record<string, string> {
  const issues: Record<string, string> = {
    ...contractIssues(view.entity, values),
    ...groupIssues(view, values),
    ...numberIssues(view, values),
    ...schemaOf(view)(values),
    ...view.crossCheck?.(values, lookup),
  }
  for (const field of view.fields)
    if (given.has(field.name) && state.disabled(field) && !state.hidden(field))
      issues[field.name] ??= t('import.doesNotApply')
  const shown = (key: string) => {
    const field = view.fields.find((f) => f.name === key.split('.')[0])
    return !field || !state.hidden(field)
  }
  return Object.fromEntries(Object.entries(issues).filter(([key]) => shown(key)))
}
