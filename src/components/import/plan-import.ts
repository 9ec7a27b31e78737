// The preview of an import, before anything is written: each row read and checked with the form's
// rules, matched to the record it is (by the list's natural keys, against the records known), and
// decided: new, changed (only its changed fields are sent), unchanged (not sent), invalid (with a
// message a column) or refused (a new record without the list's create, an edit without its update:
// decision 0417). Importing the same file twice therefore sends nothing the second time.
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/import'
import { permits } from '../../lib/session/permissions'
import type { Role } from '../../lib/session/role'
import type { CachedRecord, Json } from '../../offline/db'
import { bodyOf, editBodyOf, formValuesOf } from '../entity-form/form-values'
import type { EntityView, FormValues } from '../entity-view/entity-view'
import { importable } from './import-columns'
import { rowValues, type RowContext } from './row-values'
import type { SheetRow } from './sheet'
import { rowIssues, rowState } from './validate-row'

/** A record the import may update: from the device's copy of the register, or the server. */
export type Existing = Pick<CachedRecord, 'key' | 'id' | 'version' | 'data'>

export type Outcome = 'new' | 'changed' | 'unchanged' | 'invalid' | 'refused'
export type RowError = { n: number; column: string; message: string }
export type PlannedRow = {
  n: number
  outcome: Outcome
  /** The record's name ("Sita Sharma"), for the outbox and /sync. */
  name: string
  /** The record updated, and the version the change is based on. */
  id?: number
  version?: number
  /** What is sent: a new record's every field, a changed one's changed fields. */
  fields?: Json
}
export type Plan = { rows: PlannedRow[]; errors: RowError[]; counts: Record<Outcome, number> }

export type PlanSetup = RowContext & {
  headers: readonly string[]
  role: Role | null
  /** A new record's values before the file's: the view's empty values and what the role fixes. */
  start: FormValues
  /**
   * The fields that name one record, each set on its own: `[['registrationNo'], ['campusId',
   * 'programId', 'batchId', 'rollNo']]`. A set applies when its last field has a value.
   */
  naturalKeys: readonly (readonly string[])[]
}

/** Equal as stored: absent, null and '' alike; lists and objects by content. */
const same = (a: unknown, b: unknown) => {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(a) || empty(b)) return empty(a) && empty(b)
  return typeof a === 'object' || typeof b === 'object'
    ? JSON.stringify(a) === JSON.stringify(b)
    : a === b
}

/** The natural keys a record or row has, each with the field that identifies it (`rollNo`). */
function keysOf(keys: PlanSetup['naturalKeys'], source: Record<string, unknown>) {
  return keys.flatMap((fields) => {
    const values = fields.map((f) => text(source[f]).trim())
    const field = fields.at(-1)!
    return values.at(-1) ? [{ key: `${fields.join(',')}=${values.join('|')}`, field }] : []
  })
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Plans every row, yielding to the page every 250 rows so it stays responsive; `onProgress(done)`. */
export async function planImport(
  setup: PlanSetup,
  rows: readonly SheetRow[],
  existing: readonly Existing[],
  onProgress: (done: number) => void = () => undefined,
): Promise<Plan> {
  const { view, role, lookup } = setup
  const importView: EntityView = { ...view, fields: view.fields.filter((f) => importable(f, role)) }
  const known = new Map<string, Existing>()
  for (const record of existing)
    for (const { key } of keysOf(setup.naturalKeys, record.data)) known.set(key, record)
  const column = (field: string) => {
    const i = setup.mapping.indexOf(field)
    return i >= 0 ? setup.headers[i]! : (view.fields.find((f) => f.name === field)?.label ?? field)
  }
  const seenKeys = new Map<string, number>()
  const seenCells = new Map<string, number>()
  const seenRecords = new Map<string, number>()
  const plan: Plan = {
    rows: [],
    errors: [],
    counts: { new: 0, changed: 0, unchanged: 0, invalid: 0, refused: 0 },
  }
  // A row the user may not write is refused before it is sent, as the server would refuse it
  // (decision 0414): a new record needs the list's create, an edit its update (decision 0417).
  const mayCreate = permits(setup.user, view.module, 'create')
  const mayUpdate = permits(setup.user, view.module, 'update')
  const refuse = (n: number, name: string, message: string) => {
    plan.rows.push({ n, outcome: 'refused', name })
    plan.counts.refused++
    plan.errors.push({ n, column: '', message })
  }

  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % 250 === 0) {
      onProgress(i)
      await pause()
    }
    const first = rowValues(setup, row.cells, setup.start)
    const record = keysOf(setup.naturalKeys, first.values)
      .map(({ key }) => known.get(key))
      .find((r) => r !== undefined)
    const read = record ? rowValues(setup, row.cells, formValuesOf(view, record.data)) : first
    const mode = record ? 'edit' : 'create'
    const state = rowState(role, read.values, mode, lookup)
    const errors: Record<string, string> = {
      ...rowIssues(view, read.values, read.given, state, lookup),
      ...read.errors,
    }
    const cells = row.cells.join('\u001f')
    const twin = seenCells.get(cells)
    if (twin !== undefined) errors[''] = t('import.sameAsRow', { n: twin })
    seenCells.set(cells, row.n)
    for (const { key, field } of keysOf(setup.naturalKeys, read.values)) {
      const before = seenKeys.get(key)
      if (before === undefined) seenKeys.set(key, row.n)
      else if (twin === undefined) errors[field] ??= t('import.sameKeyAsRow', { n: before })
    }
    if (record && twin === undefined) {
      const before = seenRecords.get(record.key)
      if (before !== undefined) errors[''] ??= t('import.sameRecordAsRow', { n: before })
      else seenRecords.set(record.key, row.n)
    }
    const name = view.rowName(read.values)
    const problems = Object.entries(errors)
    if (problems.length === 0 && record?.id === null) {
      // A record made on this device and not yet sent has no id to update: it waits for its sync.
      const body = editBodyOf(importView, read.values, state) as Json
      if (Object.entries(body).some(([k, v]) => !same(v, record.data[k])))
        problems.push(['', t('import.pendingRecord')])
    }
    if (problems.length > 0) {
      plan.rows.push({ n: row.n, outcome: 'invalid', name })
      plan.counts.invalid++
      for (const [field, message] of problems)
        plan.errors.push({ n: row.n, column: field ? column(field) : '', message })
      continue
    }
    if (!record) {
      if (!mayCreate) {
        refuse(row.n, name, t('import.refused.create'))
        continue
      }
      const fields = bodyOf(importView, read.values, state) as Json
      plan.rows.push({ n: row.n, outcome: 'new', name, fields })
      plan.counts.new++
      continue
    }
    const body = editBodyOf(importView, read.values, state) as Json
    const changed = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => !same(v, record.data[k])),
    )
    const outcome =
      Object.keys(changed).length === 0 || record.id === null ? 'unchanged' : 'changed'
    if (outcome === 'changed' && !mayUpdate) {
      refuse(row.n, name, t('import.refused.update'))
      continue
    }
    plan.rows.push({
      n: row.n,
      outcome,
      name,
      ...(outcome === 'changed'
        ? { id: record.id!, version: record.version ?? undefined, fields: changed }
        : {}),
    })
    plan.counts[outcome]++
  }
  onProgress(rows.length)
  return plan
}
