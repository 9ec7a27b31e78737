import { setupI18n } from '@lingui/core'
import { messages as coreEn } from './compiled/core.en.gen'
import { deviceLocale } from './locales'

/**
 * The app's one Lingui instance (re-exported by `t.ts`, where the app reads it). Its own module so
 * that the number formatting `t` applies to a message's values can read the language without a cycle.
 */
// Active from the start in the device's language: an area's words read at import time (a shared
// field's label in the first bundle, evaluated before `startLocale` has loaded the core) are then in
// that language; the Nepali walk of every screen found a campus field's label left in English.
export const i18n = setupI18n({ locale: deviceLocale(), messages: { en: coreEn } })
