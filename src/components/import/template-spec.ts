// The template a list offers (issue 13): a header a column, named in English and Nepali ("First
// Name / पहिलो नाम"), one example row, and a Values sheet of every coded column's values from the
// lists cached on the device.
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/import'
import type { SessionUser } from '../../lib/session/session-user'
import type { CachedRecord } from '../../offline/db'
import { optionsOf } from '../entity-form/option-list'
import type { FormValues, Lookup } from '../entity-view/entity-view'
import type { ImportColumn } from './import-columns'
import type { ImportSpec } from './import-spec'
import type { Words } from './other-words'
import type { TemplateSpec } from './write-files'

type Lists = ReadonlyMap<string, CachedRecord[]>

/** A column's header: its names joined, a date's with its calendar (`Date of Birth (BS) / …`). */
export function templateHeader(column: ImportColumn, words: Words) {
  const notes = words(t('import.bsNote'))
  return column.names
    .map((name, i) => (column.field.kind === 'date' ? `${name} (${notes[i] ?? notes[0]})` : name))
    .join(' / ')
}

/** The example row: the spec's texts, and for each select its first option given the row so far. */
function exampleRow(
  spec: ImportSpec,
  columns: readonly ImportColumn[],
  ctx: { user: SessionUser | null; lists: Lists; lookup: Lookup; words: Words },
) {
  const values: FormValues = { ...spec.view.emptyValues, ...spec.implied(ctx.user) }
  return columns.map(({ field }) => {
    // A field the row's choices so far disable (a year for a semester program) is left empty.
    if (field.disabled?.(values, { mode: 'create', lookup: ctx.lookup })) return ''
    if (!field.options) return spec.example[field.name] ?? ''
    const options = optionsOf(field.options, ctx.lists, { ...ctx, values })
    const chosen = options.find((o) => o.value === text(values[field.name])) ?? options[0]
    if (!chosen) return ''
    values[field.name] = chosen.value
    return 'fixed' in field.options ? (ctx.words(chosen.label)[0] ?? chosen.label) : chosen.label
  })
}

/** The Values sheet: each coded column's values (a list two columns share is listed once). */
function valueRows(columns: readonly ImportColumn[], lists: Lists, words: Words): string[][] {
  // In column order; a cached list is one block named by every column that uses it.
  const blocks: { names: string[]; rows: string[][] }[] = []
  const byEntity = new Map<string, { names: string[]; rows: string[][] }>()
  for (const { field, names } of columns) {
    const source = field.options
    if (!source) continue
    const name = names.join(' / ')
    if ('fixed' in source) {
      const offered = source.fixed.filter(
        (o) => !source.offered || source.offered.includes(o.value),
      )
      blocks.push({
        names: [name],
        rows: offered.map((o) => [o.value, words(o.label).join(' / ')]),
      })
      continue
    }
    const shared = byEntity.get(source.entity)
    if (shared) {
      shared.names.push(name)
      continue
    }
    const rows = (lists.get(source.entity) ?? [])
      .filter((r) => r.id !== null && r.data.status !== false)
      .map((r) => [String(r.id), source.label(r.data)])
    const block = { names: [name], rows }
    byEntity.set(source.entity, block)
    blocks.push(block)
  }
  return blocks.flatMap(({ names, rows }) => rows.map((row) => [names.join(', '), ...row]))
}

export function templateSpec(
  spec: ImportSpec,
  columns: readonly ImportColumn[],
  ctx: { user: SessionUser | null; lists: Lists; lookup: Lookup; words: Words },
): TemplateSpec {
  return {
    sheetName: spec.sheetName,
    headers: columns.map((c) => templateHeader(c, ctx.words)),
    example: exampleRow(spec, columns, ctx),
    valuesSheetName: t('import.valuesSheet'),
    valuesHeaders: [t('import.values.column'), t('import.values.value'), t('import.values.name')],
    values: valueRows(columns, ctx.lists, ctx.words),
  }
}
