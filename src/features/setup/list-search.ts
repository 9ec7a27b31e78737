import * as v from 'valibot'
import type { ListSearch } from '../../components/entity-list-page/entity-list-page'

const whole = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  undefined,
)
const id = v.fallback(
  v.optional(v.pipe(v.unknown(), v.transform(String), v.regex(/^\d+$/))),
  undefined,
)

/** Paging and the subject filters in the URL (`?page=2&pageSize=50&programId=3`). */
export const listSearchSchema = v.object({
  page: whole,
  pageSize: v.fallback(v.optional(v.picklist([25, 50, 75])), undefined),
  programId: id,
  semester: id,
  year: id,
})

export const validateListSearch = (raw: Record<string, unknown>): ListSearch => {
  const parsed = v.parse(listSearchSchema, raw)
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))
}
