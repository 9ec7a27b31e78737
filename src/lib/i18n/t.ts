import { setupI18n, type Messages } from '@lingui/core'
import { messages as coreEn } from './compiled/core.en.gen'
import { deviceLocale, type Locale } from './locales'
import type { messagesCoreEn } from './messages.core.en'

/**
 * The app's one Lingui instance. English core messages are in the first bundle; `startLocale` loads
 * the chosen language's core before the first render, and each area's catalogue (students, users …)
 * arrives with the screens that use it, in both languages (decision 0109).
 */
// Active from the start in the device's language: an area's words read at import time (a shared
// field's label in the first bundle, evaluated before `startLocale` has loaded the core) are then in
// that language; the Nepali walk of every screen found a campus field's label left in English.
export const i18n = setupI18n({ locale: deviceLocale(), messages: { en: coreEn } })

export type CoreKey = keyof typeof messagesCoreEn
/** Values of a message's placeholders: `t('register.total', { n: 1200 })`. */
export type MessageValues = Record<string, string | number>
export type Translate<K extends string> = (key: K, values?: MessageValues) => string

/**
 * The user-facing text for a core key in the current language. Example:
 * `t('login.success')` → 'Successfully Logged In!'; `t('validation.tooLong', { n: 50 })`.
 */
export const t: Translate<CoreKey> = (key, values) => i18n._(key, values)

/**
 * Loads an area's catalogues (every language) and gives its `t`, typed by the core and the area's
 * keys. A screen imports `t` from its area's module, so the catalogue is loaded before any of its
 * words are asked for (the import order guarantees it), and a key of another area does not compile.
 */
export function defineArea<K extends string>(
  catalogues: Record<Locale, Messages>,
): Translate<CoreKey | K> {
  for (const [locale, messages] of Object.entries(catalogues)) i18n.load(locale, messages)
  return t as Translate<CoreKey | K>
}
