import { useState } from 'react'

/**
 * A class's students each with a checkbox, all ticked until the person unticks one (Upgrade, the
 * identity cards): what is ticked of `ids`, and the ways to change it.
 */
export function useTicks(ids: readonly number[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const ticked = ids.filter((id) => !unticked.has(id))
  const all = ids.length > 0 && ticked.length === ids.length
  return {
    ticked,
    all,
    /** How many are unticked: on every page of a class, when it spans several. */
    untickedCount: unticked.size,
    isTicked: (id: number) => !unticked.has(id),
    toggle: (id: number) =>
      setUnticked((before) => {
        const next = new Set(before)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    toggleAll: () => setUnticked(all ? new Set(ids) : new Set()),
    reset: () => setUnticked(new Set()),
  }
}
