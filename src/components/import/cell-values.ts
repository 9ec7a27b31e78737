// One cell's value as the form would hold it: codes and names of a select's options matched in
// either script, Devanagari digits read as numbers, dates through the column's calendar.
import { fieldLimits } from '../../../common/field-limits.gen'
import { latinDigits } from '../../lib/format/digits'
import { bsTableYears } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import type { CachedRecord, Json } from '../../offline/db'
import { contractBodyOf } from '../entity-form/contract-limits'
import type { EntityView, FieldDef, FormValues, Option } from '../entity-view/entity-view'
import { readDate, type Calendar } from './calendar'
import { normalize, spellings } from './normalize'
import type { Words } from './other-words'

export type CellResult = { value: FormValues[string] } | { error: string }

/** Texts the contract holds to a pattern (roll and phone numbers): their digits are made Latin. */
function patterned(view: EntityView, name: string) {
  const limits = fieldLimits[contractBodyOf(view.entity)] as Record<string, { pattern?: string }>
  return limits?.[name]?.pattern !== undefined
}

const yes = new Set(['yes', 'y', 'true', '1', 'हो', 'छ', 'active', 'सक्रिय'].map(normalize))
const no = new Set(['no', 'n', 'false', '0', 'होइन', 'छैन', 'inactive', 'निष्क्रिय'].map(normalize))

/** A fixed select's value by its code or its word in either language (`female`, `Female`, `महिला`). */
export function fixedValue(
  options: readonly Option[],
  cell: string,
  words: Words,
): Option | undefined {
  const forms = spellings(cell)
  return options.find((o) =>
    [o.value, ...words(o.label)].some((w) => spellings(w).some((s) => forms.includes(s))),
  )
}

/** The texts a cached row is known by: its label, code, short name and names in both scripts. */
function namesOf(row: Json, label: string): string[] {
  const named = Object.entries(row)
    .filter(
      ([k, v]) => typeof v === 'string' && /^(code|shortName|name|nameEn|nameNe|.*Name)$/u.test(k),
    )
    .map(([, v]) => v as string)
  return [label, ...named]
}

type NameIndex = { byName: Map<string, CachedRecord[]>; byId: Map<string, CachedRecord> }
const indexes = new WeakMap<readonly CachedRecord[], WeakMap<object, NameIndex>>()

/** Each row of a cached list by every spelling of its names, and by id: built once per list. */
function indexOf(rows: readonly CachedRecord[], label: (row: Json) => string): NameIndex {
  const byLabel = indexes.get(rows) ?? new WeakMap<object, NameIndex>()
  indexes.set(rows, byLabel)
  const known = byLabel.get(label)
  if (known) return known
  const index: NameIndex = { byName: new Map(), byId: new Map() }
  for (const row of rows) {
    if (row.id === null) continue
    index.byId.set(String(row.id), row)
    const forms = new Set(namesOf(row.data, label(row.data)).flatMap(spellings))
    for (const form of forms) index.byName.set(form, [...(index.byName.get(form) ?? []), row])
  }
  byLabel.set(label, index)
  return index
}

/**
 * The cached rows a cell names: by code or name (either script, with or without a note such as
 * "(काठमाडौँ)"), else by id. Which of them the row may choose is decided with the other fields.
 */
export function rowsNamed(
  rows: readonly CachedRecord[],
  cell: string,
  label: (row: Json) => string,
): CachedRecord[] {
  const index = indexOf(rows, label)
  const found = new Set(spellings(cell).flatMap((form) => index.byName.get(form) ?? []))
  if (found.size > 0) return [...found]
  const byId = index.byId.get(latinDigits(cell.trim()))
  return byId ? [byId] : []
}

/** A cell of a field that is not a select: text, number, date or checkbox. */
export function plainValue(
  view: EntityView,
  field: FieldDef,
  cell: string,
  calendar: Calendar,
  words: Words,
): CellResult {
  const raw = cell.trim()
  switch (field.kind) {
    case 'date': {
      const date = readDate(raw, calendar)
      return date
        ? { value: date }
        : {
            error:
              calendar === 'bs'
                ? t('import.badDateBs', { value: raw, ...bsTableYears() })
                : t('import.badDateAd', { value: raw }),
          }
    }
    case 'number':
    case 'money':
      return { value: latinDigits(raw).replace(/,/gu, '') }
    case 'checkbox': {
      const form = normalize(raw)
      if (yes.has(form)) return { value: true }
      if (no.has(form)) return { value: false }
      return { error: t('import.yesOrNo', { value: raw }) }
    }
    default: {
      // A known word of a text field in either language (`नेपाली`, `nepali`) is kept as its value,
      // as the form keeps it (decision 0370); any other text as the cell has it.
      const known = field.words && fixedValue(field.words, raw, words)
      if (known) return { value: known.value }
      return { value: patterned(view, field.name) ? latinDigits(raw) : raw }
    }
  }
}
