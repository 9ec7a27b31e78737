// How the router writes a URL's search (decision 0376). TanStack Router's default writes every value
// as JSON, and a string that JSON would read as something else in quotes, so a filter chosen from a
// select (its values are strings) read `?year=%223%22`. Here a string that is a whole number, written
// as the number is, goes bare: `?year=3&programId=12`. The router reads it back as a number, which
// the routes' searches take as the string or id they keep; every other value is written as before
// (`?q=%22true%22` stays a string), and links with the quotes still read the same.
import { defaultStringifySearch } from '@tanstack/react-router'

/** A whole number as `Number` writes it again (no sign on 0, no leading zeros), below 2^53. */
const wholeNumber = /^(0|-?[1-9]\d{0,14})$/

/** Example: `stringifySearch({ year: '3', q: 'true' })` → `?year=3&q=%22true%22`. */
export function stringifySearch(search: Record<string, unknown>): string {
  const bare = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [
      key,
      typeof value === 'string' && wholeNumber.test(value) ? Number(value) : value,
    ]),
  )
  return defaultStringifySearch(bare)
}
