// The search of the identity card screens, in its own module: a route's `validateSearch` is part of
// the first bundle (the route tree), so it must not import the screens and what they import.
import { positive } from '../../../lib/navigation/search-values'

const keys = ['programId', 'batchId', 'term'] as const
/** `?programId=12&batchId=3&term=2`: the class the card screens show, each a positive id or none. */
export type CardSearch = { [K in (typeof keys)[number]]?: number }
/** The same class as the chooser's selects hold it (their values are strings). */
export type CardChoice = { [K in (typeof keys)[number]]?: string }

/** The URL's search, checked: numbers (an older link's are strings of digits in quotes). */
export function cardSearch(raw: Record<string, unknown>): CardSearch {
  return Object.fromEntries(
    keys.flatMap((key) => (positive(raw[key]) ? [[key, positive(raw[key])]] : [])),
  )
}

export const choiceOf = (search: CardSearch): CardChoice =>
  Object.fromEntries(keys.flatMap((key) => (search[key] ? [[key, String(search[key])]] : [])))

export const searchOf = (choice: CardChoice): CardSearch => cardSearch(choice)
