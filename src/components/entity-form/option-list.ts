import type { CachedRecord } from '../../offline/db'
import type { Option, OptionContext, OptionSource } from '../entity-view/entity-view'

/**
 * The options of a select from its source and the cached lists. Rows `where` leaves out are
 * dropped, except the value already chosen (an edit keeps showing its record's program).
 */
export function optionsOf(
  source: OptionSource,
  lists: ReadonlyMap<string, CachedRecord[]>,
  ctx: OptionContext = { user: null },
  current?: unknown,
): Option[] {
  if ('fixed' in source) return [...source.fixed]
  const kept = (r: CachedRecord) =>
    String(r.id) === String(current) || (source.where?.(r.data, ctx) ?? true)
  return (lists.get(source.entity) ?? [])
    .filter((r) => r.id !== null && kept(r))
    .map((r) => ({ value: String(r.id), label: source.label(r.data) }))
}

/** The cached lists a view's selects and filters read. */
export function optionEntities(sources: (OptionSource | undefined)[]): string[] {
  return [...new Set(sources.flatMap((s) => (s && 'entity' in s ? [s.entity] : [])))]
}
