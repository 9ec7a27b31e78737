import { i18n } from './t'
import { CHOSEN_LOCALE, deviceLocale, type Locale } from './locales'

// The interface language (decision 0109): the user's choice, kept on the device and on the server
// (their account's `locale`); a first visit follows the browser. The language is chosen before the
// app's modules load, so switching reloads the app; unsent edits wait in IndexedDB meanwhile.

/** Set when the choice was made signed out (on /login) and the account has not heard of it yet. */
const UNSENT = 'hemis.locale.unsent'

const read = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Loads the chosen language's core words and activates it; the first render waits for it. */
export async function startLocale(): Promise<Locale> {
  const locale = deviceLocale()
  if (locale === 'ne') {
    const { messages } = await import('./compiled/core.ne.gen')
    i18n.load('ne', messages)
  }
  i18n.activate(locale)
  document.documentElement.lang = locale
  return locale
}

/**
 * Keeps a choice on the device and, when it changes the language, reloads into it (at `href`, else
 * here). `signedIn` false: the account hears of it at the next sign-in. True when it reloads.
 */
export function chooseLocale(locale: Locale, signedIn: boolean, href?: string): boolean {
  localStorage.setItem(CHOSEN_LOCALE, locale)
  if (signedIn) localStorage.removeItem(UNSENT)
  else localStorage.setItem(UNSENT, '1')
  if (locale === i18n.locale) return false
  if (href) location.assign(href)
  else location.reload()
  return true
}

/**
 * At sign-in: a choice made on this device while signed out is the newest and goes to the account
 * (`send`, in the background); otherwise the account's language wins, and the app reloads into it
 * at `href` when it differs. True when it reloads.
 */
export function settleLocaleAtSignIn(
  accountLocale: Locale,
  send: (locale: Locale) => Promise<void>,
  href: string,
): boolean {
  const device = deviceLocale()
  if (read(UNSENT) && device !== accountLocale) {
    void send(device)
      .then(() => localStorage.removeItem(UNSENT))
      .catch(() => undefined)
    return false
  }
  return chooseLocale(accountLocale, true, href)
}

const DIGITS = 'hemis.digits'

/** In Nepali, numbers and dates are written in Devanagari digits unless the user chose Latin ones. */
export const devanagariDigitsChosen = () => read(DIGITS) !== 'latin'

/** Keeps the digits choice on the device and reloads into it (as the language does). */
export function chooseDigits(devanagari: boolean) {
  localStorage.setItem(DIGITS, devanagari ? 'devanagari' : 'latin')
  location.reload()
}
