import { useState } from 'react'

/** All the class but `ids` (the start: everyone ticked), or only `ids`. */
type Choice = { allBut: boolean; ids: ReadonlySet<number> }
const everyone: Choice = { allBut: true, ids: new Set() }

/**
 * A class's students each with a checkbox, all ticked until the person unticks one (Upgrade, the
 * identity cards). `ids` are the students shown; `total` the class's size when it spans several
 * pages (a student on a page not shown is chosen as "all" or "none" leaves it); `unticked` those
 * left out until the person chooses (Upgrade: who did not pass the term). What is ticked of `ids`,
 * how many of the class are chosen, and the ways to change it.
 */
export function useTicks(
  ids: readonly number[],
  total = ids.length,
  unticked: readonly number[] = [],
) {
  // null until the person changes something: the start, which `unticked` may still arrive for.
  const [changed, setChoice] = useState<Choice | null>(null)
  const choice = changed ?? { allBut: true, ids: new Set(unticked) }
  const isTicked = (id: number) => choice.allBut !== choice.ids.has(id)
  const ticked = ids.filter(isTicked)
  // The whole class shown: a student ticked who has left it (promoted meanwhile) is not chosen.
  const whole = total <= ids.length
  const count = whole
    ? ticked.length
    : choice.allBut
      ? Math.max(0, total - choice.ids.size)
      : choice.ids.size
  const all = total > 0 && count === total
  return {
    /** The students shown that are ticked. */
    ticked,
    /** How many of the class are chosen, on every page. */
    count,
    all,
    /** Those chosen, when they are named (after "none", ticked one by one); else null: all but some. */
    named: choice.allBut ? null : whole ? ticked : [...choice.ids],
    isTicked,
    toggle: (id: number) =>
      setChoice(() => {
        const next = new Set(choice.ids)
        if (!next.delete(id)) next.add(id)
        return { ...choice, ids: next }
      }),
    toggleAll: () => setChoice(all ? { allBut: false, ids: new Set() } : everyone),
    reset: () => setChoice(null),
  }
}
