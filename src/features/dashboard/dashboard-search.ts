import * as v from 'valibot'
import type { components } from '../../../common/schema.gen'

export type CampusType = components['schemas']['CampusType']
export const campusTypes: readonly CampusType[] = ['constituent', 'private', 'community', 'central']

// A bad value in a shared link (a typo, an old id format) drops that one filter instead of the page.
const id = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)

/** The dashboard's filters as they live in the URL, so a view can be shared and reloaded. */
export const dashboardSearch = v.object({
  fiscalYear: id,
  university: id,
  campusType: v.fallback(v.optional(v.picklist(campusTypes)), undefined),
  faculty: id,
  level: id,
  program: id,
  campus: id,
})

export type DashboardSearch = v.InferOutput<typeof dashboardSearch>
export type FilterName = keyof DashboardSearch
