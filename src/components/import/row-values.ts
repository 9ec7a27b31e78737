// One row of a file as form values: each mapped cell matched (cell-values), parents filled in from
// a child (a district names its province, a batch its program), then every select checked against
// what the form would offer with the row's other values.
import { text } from '../../lib/format/cell-text'
import type { SessionUser } from '../../lib/session/session-user'
import { t } from '../../lib/i18n/import'
import type { CachedRecord, Json } from '../../offline/db'
import type { EntityView, FieldDef, FormValues, Lookup } from '../entity-view/entity-view'
import type { Calendar } from './calendar'
import { fixedValue, plainValue, rowsNamed } from './cell-values'
import type { Words } from './other-words'

/** What a row is read with: the view, the file's mapping and calendars, the cached lists. */
export type RowContext = {
  view: EntityView
  /** Each header's field (null: not imported). */
  mapping: readonly (string | null)[]
  calendars: Readonly<Record<string, Calendar>>
  user: SessionUser | null
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  words: Words
}

export type RowValues = {
  values: FormValues
  /** Fields the file gave a value (blank cells leave the record's value as it is). */
  given: Set<string>
  /** What is wrong with a cell, by field. */
  errors: Record<string, string>
}

const blank = (v: unknown) => v === null || v === undefined || v === ''
const upper = (s: string) => s[0]!.toUpperCase() + s.slice(1)

/**
 * The field holding a cached row's parent: for `permanentLocalLevelId` (a local level) and its
 * `districtId`, the field `permanentDistrictId` whose options are districts.
 */
function parentField(view: EntityView, child: FieldDef, key: string) {
  const entity = child.options && 'entity' in child.options ? child.options.entity : null
  if (!entity) return undefined
  const own =
    child.name === `${entity}Id`
      ? ''
      : child.name.replace(new RegExp(`${upper(entity)}Id$`, 'u'), '')
  if (own === child.name) return undefined
  const name = own ? `${own}${upper(key)}` : key
  const parentEntity = key.slice(0, -2)
  return view.fields.find(
    (f) =>
      f.name === name && f.options && 'entity' in f.options && f.options.entity === parentEntity,
  )
}

/** Fills parents the file left blank from the rows its children name, child first (ward → province). */
function fillParents(ctx: RowContext, r: RowValues, named: Map<string, CachedRecord[]>) {
  for (const field of [...ctx.view.fields].reverse()) {
    const entity = field.options && 'entity' in field.options ? field.options.entity : null
    if (!entity) continue
    const rows =
      named.get(field.name)?.map((c) => c.data) ??
      (r.given.has(field.name) && !blank(r.values[field.name])
        ? [ctx.lookup(entity, r.values[field.name])].filter((x): x is Json => !!x)
        : [])
    if (rows.length === 0) continue
    for (const key of Object.keys(rows[0]!).filter((k) => /^[a-z]\w*Id$/u.test(k))) {
      const parent = parentField(ctx.view, field, key)
      const value = rows[0]![key]
      if (!parent || r.given.has(parent.name) || blank(value)) continue
      if (rows.some((row) => text(row[key]) !== text(value))) continue
      r.values[parent.name] = text(value)
      r.given.add(parent.name)
    }
  }
}

/** Picks, among the rows a cell names, the one the form would offer given the row's values. */
function chooseNamed(
  ctx: RowContext,
  r: RowValues,
  base: FormValues,
  named: Map<string, CachedRecord[]>,
) {
  for (const field of ctx.view.fields) {
    const rows = named.get(field.name)
    const source = field.options
    if (!rows || !source || !('entity' in source)) continue
    const octx = { user: ctx.user, values: r.values, lookup: ctx.lookup }
    // A record keeps its own choice even where the form would not offer it now (as in an edit).
    const fit = rows.filter(
      (row) =>
        String(row.id) === text(base[field.name]) || (source.where?.(row.data, octx) ?? true),
    )
    const ids = [...new Set(fit.map((row) => String(row.id)))]
    if (ids.length === 1) r.values[field.name] = ids[0]!
    else r.errors[field.name] = t(ids.length === 0 ? 'import.notOffered' : 'import.ambiguous')
  }
}

/** The row's values over `base` (a new record's defaults, or the record it updates). */
export function rowValues(ctx: RowContext, cells: readonly string[], base: FormValues): RowValues {
  const r: RowValues = { values: { ...base }, given: new Set(), errors: {} }
  const named = new Map<string, CachedRecord[]>()
  ctx.mapping.forEach((name, i) => {
    const cell = cells[i]?.trim() ?? ''
    const field = name ? ctx.view.fields.find((f) => f.name === name) : undefined
    if (!field || cell === '') return
    r.given.add(field.name)
    const source = field.options
    if (source && 'fixed' in source) {
      const option = fixedValue(source.fixed, cell, ctx.words)
      const current = text(base[field.name])
      if (!option) r.errors[field.name] = t('import.unknownValue', { value: cell })
      else if (source.offered && !source.offered.includes(option.value) && option.value !== current)
        r.errors[field.name] = t('import.notOffered')
      else r.values[field.name] = option.value
    } else if (source) {
      const rows = rowsNamed(ctx.lists.get(source.entity) ?? [], cell, source.label)
      if (rows.length === 0) r.errors[field.name] = t('import.unknownValue', { value: cell })
      else named.set(field.name, rows)
    } else {
      const read = plainValue(ctx.view, field, cell, ctx.calendars[field.name] ?? 'bs', ctx.words)
      if ('error' in read) r.errors[field.name] = read.error
      else r.values[field.name] = read.value
    }
  })
  fillParents(ctx, r, named)
  chooseNamed(ctx, r, base, named)
  return r
}
