import type { CachedRecord } from '../../offline/db'
import type { Option, OptionSource } from '../entity-view/entity-view'

/** The options of a select from its source and the cached lists. */
export function optionsOf(
  source: OptionSource,
  lists: ReadonlyMap<string, CachedRecord[]>,
): Option[] {
  if ('fixed' in source) return [...source.fixed]
  return (lists.get(source.entity) ?? [])
    .filter((r) => r.id !== null && (source.where?.(r.data) ?? true))
    .map((r) => ({ value: String(r.id), label: source.label(r.data) }))
}

/** The cached lists a view's selects and filters read. */
export function optionEntities(sources: (OptionSource | undefined)[]): string[] {
  return [...new Set(sources.flatMap((s) => (s && 'entity' in s ? [s.entity] : [])))]
}
