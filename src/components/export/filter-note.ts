import { t } from '../../lib/i18n/kit'
import type { FilterDef, Option } from '../entity-view/entity-view'

/**
 * What a list is narrowed by, in words, for a printed list's heading: "Staff Type: Teaching ·
 * Search: Sharma". `optionsOf` gives a filter's choices (from the cached lists); empty when none.
 */
export function filterNote(
  filters: readonly FilterDef[],
  chosen: Record<string, string | number | undefined>,
  optionsOf: (filter: FilterDef) => readonly Option[],
  q?: string,
): string {
  const parts = filters.flatMap((f) => {
    const value = chosen[f.name]
    if (value === undefined || value === '') return []
    const label = optionsOf(f).find((o) => o.value === String(value))?.label ?? String(value)
    return [`${f.label}: ${label}`]
  })
  if (q) parts.push(t('export.search', { q }))
  return parts.join(' · ')
}
