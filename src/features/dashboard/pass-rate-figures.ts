// The pass rate's figures from the API's cells (decision 0223): per class (program and term) this
// year's and last year's appeared and passed, by gender and by UGC category, and the change in
// percentage points. Pure, so the page and its tests count the same way.
import type { components } from '../../../common/schema.gen'
import type { UgcCategory } from '../../../common/ugc-categories'

type PassRate = components['schemas']['PassRate']
type Cell = PassRate['classes'][number]
type Gender = Cell['gender']

export type Counts = { appeared: number; passed: number }
/** One class's figures; `key` is `program:semester:year`. */
export type ClassFigures = {
  key: string
  programId: number | null
  semester: number | null
  year: number | null
  now: Counts
  before: Counts
  byGender: Partial<Record<Gender, Counts>>
  byCategory: Partial<Record<UgcCategory, Counts>>
  sources: Cell['source'][]
}

const none = (): Counts => ({ appeared: 0, passed: 0 })
const add = (to: Counts, c: Counts) => {
  to.appeared += c.appeared
  to.passed += c.passed
}

/** Passed per hundred appeared, or null when nobody appeared. */
export const rateOf = (c: Counts) => (c.appeared ? (c.passed / c.appeared) * 100 : null)

/** This year's rate less last year's, in percentage points; null unless both have one. */
export function changeOf(now: Counts, before: Counts) {
  const a = rateOf(now)
  const b = rateOf(before)
  return a === null || b === null ? null : a - b
}

/** The classes of either year, in the API's order of first appearance. */
export function classFigures(report: PassRate): ClassFigures[] {
  const rows = new Map<string, ClassFigures>()
  for (const c of report.classes) {
    const key = `${c.programId}:${c.semester ?? ''}:${c.year ?? ''}`
    const row = rows.get(key) ?? {
      key,
      programId: c.programId,
      semester: c.semester,
      year: c.year,
      now: none(),
      before: none(),
      byGender: {},
      byCategory: {},
      sources: [],
    }
    rows.set(key, row)
    if (c.fiscalYearId !== report.fiscalYearId) {
      add(row.before, c)
      continue
    }
    add(row.now, c)
    add((row.byGender[c.gender] ??= none()), c)
    add((row.byCategory[c.category] ??= none()), c)
    if (!row.sources.includes(c.source)) row.sources.push(c.source)
  }
  return [...rows.values()]
}

/** The sum of the rows: the whole scope's figures. */
export function totalOf(rows: ClassFigures[]): ClassFigures {
  const total: ClassFigures = {
    key: 'total',
    programId: null,
    semester: null,
    year: null,
    now: none(),
    before: none(),
    byGender: {},
    byCategory: {},
    sources: [],
  }
  for (const r of rows) {
    add(total.now, r.now)
    add(total.before, r.before)
    for (const [g, c] of Object.entries(r.byGender))
      add((total.byGender[g as Gender] ??= none()), c)
    for (const [k, c] of Object.entries(r.byCategory))
      add((total.byCategory[k as UgcCategory] ??= none()), c)
    for (const s of r.sources) if (!total.sources.includes(s)) total.sources.push(s)
  }
  return total
}
