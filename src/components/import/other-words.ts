import type { Messages } from '@lingui/core'

/** An area's compiled catalogues by language: `{ en, ne }` of `compiled/students.*.gen.ts`. */
export type Catalogues = Readonly<Record<string, Messages>>

/** The words of a label in every language, English first: `Female` → `['Female', 'महिला']`. */
export type Words = (label: string) => string[]

const plain = (message: Messages[string] | undefined): string | null => {
  if (typeof message === 'string') return message
  if (Array.isArray(message) && message.every((t) => typeof t === 'string')) return message.join('')
  return null
}

/**
 * The other language's words of any label the catalogues hold, found by its text in either
 * language, so a view's labels (in the language chosen) can be matched in both: a header
 * "पहिलो नाम" maps to First Name, a gender "महिला" is `female`. A text no catalogue holds (data,
 * a program's name) is its only word.
 */
export function wordsOf(catalogues: readonly Catalogues[]): Words {
  const index = new Map<string, string[]>()
  for (const areas of catalogues) {
    const locales = Object.keys(areas).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0))
    const keys = Object.keys(areas[locales[0]!] ?? {})
    for (const key of keys) {
      const texts = locales.map((l) => plain(areas[l]?.[key])).filter((t): t is string => !!t)
      if (texts.length === 0) continue
      for (const text of texts) if (!index.has(text)) index.set(text, texts)
    }
  }
  return (label) => index.get(label) ?? [label]
}
