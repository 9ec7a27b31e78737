import type { Option } from '../entity-view/entity-view'

// A free-text field some of whose values are known words (a student's nationality, "Nepali"): the
// record keeps the known value as the server and the regulator's reports know it, whatever the
// interface's language; a person reads and types its word in that language (decision 0370).

/** The word a value reads as: `wordOfValue(words, 'Nepali')` → "नेपाली" in Nepali; others as they are. */
export const wordOfValue = (words: readonly Option[] | undefined, value: string) =>
  words?.find((w) => w.value === value)?.label ?? value

/** The value typed text keeps: a known word (or its value) typed is stored as its value. */
export function valueOfTyped(words: readonly Option[] | undefined, typed: string) {
  const plain = typed.trim().toLocaleLowerCase()
  const known = words?.find(
    (w) => w.label.toLocaleLowerCase() === plain || w.value.toLocaleLowerCase() === plain,
  )
  return known ? known.value : typed
}
