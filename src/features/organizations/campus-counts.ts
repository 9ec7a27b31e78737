import { text } from '../../lib/format/cell-text'
import type { Json } from '../../offline/db'

/** One line of a count: the value counted by (a campus type, a province's id) and how many. */
export type CountLine = { value: string; count: number }

/**
 * How many Active records there are of each of `values` (every value listed, in that order, zeros
 * too), and of values not listed after them in their own order (a province the list of provinces
 * does not hold yet); `valueOf` reads a record's value. Example:
 * `countBy(campuses, (c) => c.campusType, ['constituent', …])`.
 */
export function countBy(
  rows: readonly Json[],
  valueOf: (row: Json) => unknown,
  values: readonly string[],
) {
  const counts = new Map<string, number>(values.map((value) => [value, 0]))
  for (const row of rows) {
    if (row.status === false) continue
    const value = text(valueOf(row))
    if (value !== '') counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const listed = new Set(values)
  const others = [...counts.keys()].filter((value) => !listed.has(value)).sort(byNumber)
  return [...values, ...others].map((value): CountLine => ({ value, count: counts.get(value)! }))
}

const byNumber = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b)

/** The Active records of a list. */
export const activeCount = (rows: readonly Json[]) => rows.filter((r) => r.status !== false).length

/**
 * A campus's province: its `provinceId`, or the older `province` number of a record the backfill
 * could not place (a campus entered here and not sent yet has only the id).
 */
export const provinceOf = (campus: Json) => campus.provinceId ?? campus.province
