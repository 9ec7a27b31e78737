import type { Messages } from '@lingui/core'
import { formatNumber } from '../format/local-number'
import { i18n } from './lingui'
import type { messagesCoreEn } from './messages.core.en'

export { i18n }

// English core messages are in the first bundle; `startLocale` loads the chosen language's core
// before the first render, and each area's catalogue (students, users …) arrives with the screens
// that use it (decision 0109); in Nepali, every area's Nepali words come with the core's (0423).

export type CoreKey = keyof typeof messagesCoreEn
/** Values of a message's placeholders: `t('register.total', { n: 1200 })`. */
export type MessageValues = Record<string, string | number>
export type Translate<K extends string> = (key: K, values?: MessageValues) => string

/**
 * The user-facing text for a core key in the current language. Example:
 * `t('login.success')` → 'Successfully Logged In!'; `t('validation.tooLong', { n: 50 })`.
 */
export const t: Translate<CoreKey> = (key, values) =>
  i18n._(key, values && localValues(key, values))

/** The names a compiled message chooses a branch by (plural, select): they need the bare number. */
function choosers(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names
  for (const token of tokens as unknown[]) {
    if (!Array.isArray(token)) continue
    const [name, type, branches] = token as [string, string?, Record<string, unknown>?]
    if (type === 'plural' || type === 'selectordinal' || type === 'select') names.add(name)
    for (const branch of Object.values(branches ?? {})) choosers(branch, names)
  }
  return names
}

/** Each compiled message's choosers, found once (`t` runs for every cell of a table). */
const choosersFound = new WeakMap<object, Set<string>>()
function choosersOf(message: unknown): Set<string> {
  if (typeof message !== 'object' || message === null) return choosers(message)
  let found = choosersFound.get(message)
  if (!found) choosersFound.set(message, (found = choosers(message)))
  return found
}

/**
 * A message's number values as the language writes numbers (`formatNumber`: Nepal's grouping, the
 * chosen digits), so `t('register.total', { n: 300 })` reads "जम्मा ३००"; a plural's number stays
 * a number (Lingui writes its `#` in the locale's digits, `startLocale`). Identifiers are text and
 * pass as they are.
 */
function localValues(key: string, values: MessageValues): MessageValues {
  if (!Object.values(values).some((v) => typeof v === 'number')) return values
  const kept = choosersOf(i18n.messages[key])
  return Object.fromEntries(
    Object.entries(values).map(([name, v]) => [
      name,
      typeof v === 'number' && !kept.has(name) ? formatNumber(v) : v,
    ]),
  )
}

/**
 * Loads an area's English words and gives its `t`, typed by the core and the area's keys. A screen
 * imports `t` from its area's module, so the catalogue is loaded before any of its words are asked
 * for (the import order guarantees it), and a key of another area does not compile. English, the
 * default and the fallback, comes with the area's screens; Nepali comes whole, every area's words
 * in one file, before the first render in Nepali (`startLocale`, decision 0423).
 */
export function defineArea<K extends string>(en: Messages): Translate<CoreKey | K> {
  i18n.load('en', en)
  return t as Translate<CoreKey | K>
}
