import * as v from 'valibot'

// A bad value in a shared link drops that one filter instead of the page.
const id = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)

/** The staff summaries' filters as they live in the URL: university and campus. */
export const staffSummarySearch = v.object({ university: id, campus: id })
export type StaffSummarySearch = v.InferOutput<typeof staffSummarySearch>

/** The pass-rate pages' filters: the staff summaries' and the fiscal year. */
export const passRateSearch = v.object({ ...staffSummarySearch.entries, fiscalYear: id })
export type PassRateSearch = v.InferOutput<typeof passRateSearch>
