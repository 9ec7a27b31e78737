// Values read from a URL's search by the routes' `validateSearch` (part of the first bundle, so
// nothing heavy here). The router writes a whole number bare (`src/app/search-string.ts`) and
// reads it back a number; an older link may have it in quotes, read as a string.

/** A positive 32-bit id, or none. */
export const positive = (value: unknown) => {
  const n = typeof value === 'string' && value !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined
}

/** An AD date as `YYYY-MM-DD`, or none. */
export const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
