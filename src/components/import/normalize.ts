// How headers and coded values are compared: letter case, spacing, punctuation and the digits'
// script do not matter ("First name", "FIRST_NAME", "first-name" and "firstName" are one header;
// "२०८२" is "2082"). Shared by the worker (finding the header row) and the page (mapping).
import { latinDigits } from '../../lib/format/digits'

/** `"  Date of Birth (BS) "` → `dateofbirthbs`: what two spellings of a word have in common. */
export const normalize = (text: string): string =>
  latinDigits(text.normalize('NFC'))
    .toLowerCase()
    // Spacing, punctuation and the Devanagari danda never tell two words apart here.
    .replace(/[\s_\-./\\:;,'"`’()[\]{}*#।॥]+/gu, '')

/** The same without a parenthesised note: `Date of Birth (BS)` → `dateofbirth`. */
export const withoutNote = (text: string): string => normalize(text.replace(/\([^)]*\)/gu, ''))

/** Every form of a header or word that may match: with and without its note, each side of a `/`. */
export function spellings(text: string): string[] {
  const parts = [text, ...text.split(/\s+\/\s+|\s*\|\s*/u)]
  return [...new Set(parts.flatMap((p) => [normalize(p), withoutNote(p)]).filter(Boolean))]
}
