// The step between the columns and the preview: the records the file may update are read (the
// register walked, or its numbers searched), then every row is planned against them.
import { latinDigits } from '../../lib/format/digits'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import type { Role } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import type { Calendar } from './calendar'
import type { ImportSpec } from './import-spec'
import type { Words } from './other-words'
import { planImport, type PlanSetup } from './plan-import'
import type { Sheet } from './sheet'

export type CheckContext = Pick<PlanSetup, 'lists' | 'lookup'> & {
  spec: ImportSpec
  user: SessionUser
  role: Role | null
  words: Words
}
type Mapped = { sheet: Sheet; mapping: (string | null)[]; calendars: Record<string, Calendar> }

/** The numbers that name a record in the file (its registration and roll numbers). */
function numbersOf(spec: ImportSpec, { sheet, mapping }: Mapped) {
  const numbers = new Set<string>()
  for (const key of spec.naturalKeys) {
    const i = mapping.indexOf(key.at(-1)!)
    if (i < 0) continue
    for (const row of sheet.rows) {
      const cell = row.cells[i]?.trim()
      if (cell) numbers.add(latinDigits(cell))
    }
  }
  return [...numbers]
}

/** Plans the file's rows; `onProgress` hears what is being done, in words, and how far. */
export async function checkRows(
  ctx: CheckContext,
  mapped: Mapped,
  onProgress: (words: string, done: number, total: number) => void,
) {
  const { spec, user } = ctx
  const n = formatNumber
  onProgress(t('import.readingRegister', { done: n(0), total: '…' }), 0, 0)
  const existing = await spec.existing(user, numbersOf(spec, mapped), (done, total) =>
    onProgress(t('import.readingRegister', { done: n(done), total: n(total) }), done, total),
  )
  const total = mapped.sheet.rows.length
  const setup: PlanSetup = {
    ...ctx,
    view: spec.view,
    mapping: mapped.mapping,
    calendars: mapped.calendars,
    headers: mapped.sheet.headers,
    start: { ...spec.view.emptyValues, ...spec.implied(user) },
    naturalKeys: spec.naturalKeys,
  }
  const plan = await planImport(setup, mapped.sheet.rows, existing.records, (done) =>
    onProgress(t('import.checking', { done: n(done), total: n(total) }), done, total),
  )
  return { plan, existing }
}
