// Characters no text field holds, one rule for the forms, the import's preview and the server's
// check of every request (server/http/request-text.ts), so a value the form takes is never refused
// only when it syncs:
// - control characters other than tab, line feed and carriage return (which notes may hold):
//   PostgreSQL refuses a NUL only at the write;
// - half a character (a lone UTF-16 surrogate): stored as U+FFFD without a word, and it cannot be
//   written in a URL at all (a document's name travels in the query);
// - the embeddings, overrides and isolates of text direction (not the plain marks U+200E, U+200F):
//   they let a name or a file name read as something it is not (`invoice<U+202E>fdp.exe` shows as
//   "invoiceexe.pdf").

/** Why a text is refused: each kind has its words on the server and in the catalogue. */
export type BadText = 'control' | 'halfCharacter' | 'direction'

// oxlint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** Half of a character: a UTF-16 surrogate not in a pair (with `u`, a pair reads as one). */
const halfCharacter = /\p{Cs}/u
const direction = /[\u202A-\u202E\u2066-\u2069]/

/** What is wrong with a text, or undefined when it holds only characters a field may. */
export function badText(text: string): BadText | undefined {
  if (control.test(text)) return 'control'
  if (halfCharacter.test(text)) return 'halfCharacter'
  if (direction.test(text)) return 'direction'
  return undefined
}

/**
 * The first text within `value` (an object's, an array's) a field may not hold, by its dotted path.
 * Walked with a stack of its own, not by recursion: a request body nested thousands deep (which
 * JSON.parse takes) would overflow the call stack and answer 500 before the contract refuses it.
 */
export function firstBadText(value: unknown): { path: string; kind: BadText } | undefined {
  const pending: [unknown, string][] = [[value, '']]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, path] = next
    if (typeof inner === 'string') {
      const kind = badText(inner)
      if (kind) return { path, kind }
    } else if (inner !== null && typeof inner === 'object' && !ArrayBuffer.isView(inner)) {
      // Pushed last to first, so the first key is walked first (the path said is the first bad).
      const entries = Object.entries(inner as Record<string, unknown>)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!
        pending.push([child, path ? `${path}.${key}` : key])
      }
    }
  }
  return undefined
}

// oxlint-disable-next-line no-control-regex -- the characters removed are these
const removed = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu

/** `text` without the characters no field holds (a name the device makes up from a user's text). */
export const withoutBadText = (text: string) => text.replace(removed, '')

/**
 * `text` cut to at most `max` characters, counted as the contract's `maxLength` counts them (by
 * code point, as the server's validator and PostgreSQL do), without splitting one: a pair of
 * surrogates (an emoji) is kept whole or left out whole, never half (which no URL can carry).
 * Example: `cutText('a'.repeat(199) + '😀.pdf', 200)` is the 199 a's and the emoji.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  return Array.from(text).slice(0, max).join('')
}
