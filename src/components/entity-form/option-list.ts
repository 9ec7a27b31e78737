import type { ListName } from '../../offline/list-name'
import type { CachedRecord } from '../../offline/db'
import type {
  EntityView,
  FieldDef,
  FormValues,
  Option,
  OptionContext,
  OptionSource,
} from '../entity-view/entity-view'
import { toFormValue } from './form-values'

/** The context of a select outside a form (a table filter): no user rules, no other fields. */
export const noContext: OptionContext = { user: null, values: {}, lookup: () => undefined }

/**
 * The options of a select from its source and the cached lists. Rows `where` leaves out are
 * dropped, except the value already chosen (an edit keeps showing its record's program).
 */
export function optionsOf(
  source: OptionSource,
  lists: ReadonlyMap<string, CachedRecord[]>,
  ctx: OptionContext = noContext,
  current?: unknown,
): Option[] {
  if ('fixed' in source)
    return source.fixed.filter(
      (o) => !source.offered || source.offered.includes(o.value) || o.value === String(current),
    )
  const withLists = { ...ctx, lists }
  const kept = (r: CachedRecord) =>
    String(r.id) === String(current) || (source.where?.(r.data, withLists) ?? true)
  const rows = (lists.get(source.entity) ?? []).filter((r) => r.id !== null && kept(r))
  if (source.order) rows.sort((a, b) => source.order!(a.data, b.data))
  return rows.map((r) => ({ value: String(r.id), label: source.label(r.data, withLists) }))
}

/**
 * The values that a change of other fields made unfit, as `{ field: empty }` (null when none):
 * picking another campus clears a head of the campus picked before, another program a batch of
 * the old one; a field the change disabled is cleared too (an address's ward, once its local level
 * is cleared), so no disabled field keeps a value, or an error that blocks the save. A value that
 * did not fit before either (an edit's inactive program, a disabled field's) is kept.
 */
export function unfitChoices(
  fields: readonly FieldDef[],
  next: FormValues,
  previous: FormValues,
  ctx: Omit<OptionContext, 'values'> & { mode: 'create' | 'edit' },
): Partial<FormValues> | null {
  const rowUnfit = ({ name, options }: FieldDef) => {
    if (!options || !('entity' in options) || !options.where) return false
    const row = ctx.lookup(options.entity, next[name])
    return (
      row !== undefined &&
      options.where(row, { ...ctx, values: previous }) &&
      !options.where(row, { ...ctx, values: next })
    )
  }
  const disabledNow = ({ disabled }: FieldDef) =>
    !!disabled && !disabled(previous, ctx) && disabled(next, ctx)
  const unfit = fields.filter((field) => {
    const value = next[field.name]
    if (value == null || value === '' || value === toFormValue(field, null)) return false
    if (value !== previous[field.name]) return false
    return rowUnfit(field) || disabledNow(field)
  })
  return unfit.length > 0
    ? Object.fromEntries(unfit.map((f) => [f.name, toFormValue(f, null)]))
    : null
}

/** The cached lists a view's selects and filters read. */
export function optionEntities(sources: (OptionSource | undefined)[]): ListName[] {
  return [...new Set(sources.flatMap((s) => (s && 'entity' in s ? [s.entity] : [])))]
}

/** The option sources of a view's selects (a repeated group's too: an exam's subjects) and filters. */
const optionSources = (view: EntityView) => [
  ...view.fields.flatMap((f) => [f.options, ...(f.of ?? []).map((sub) => sub.options)]),
  ...(view.filters ?? []).map((f) => f.options),
]

/** The cached lists a view reads: its selects' and filters', and those its rules look up. */
export const listsOf = (view: EntityView) => [
  ...new Set([...optionEntities(optionSources(view)), ...(view.lookups ?? [])]),
]

/**
 * Whether a list the view reads is still being read (a first visit): until then a select's
 * options, and a field a rule disables for want of a lookup (a term before its program's type is
 * known), are not what they will be.
 */
export const listsPending = (view: EntityView, lists: ReadonlyMap<string, unknown>) =>
  listsOf(view).some((name) => !lists.has(name))
