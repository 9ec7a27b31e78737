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

/** The first text within `value` (an object's, an array's) a field may not hold, by its dotted path. */
export function firstBadText(
  value: unknown,
  path = '',
): { path: string; kind: BadText } | undefined {
  if (typeof value === 'string') {
    const kind = badText(value)
    return kind ? { path, kind } : undefined
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = firstBadText(inner, path ? `${path}.${key}` : key)
    if (found) return found
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
