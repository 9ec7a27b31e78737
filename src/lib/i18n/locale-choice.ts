import { i18n } from './lingui'
import { CHOSEN_LOCALE, deviceLocale, type Locale } from './locales'
import { carryOpenDrafts } from '../waiting-writes'

// The interface language (decision 0109) and, in Nepali, its digits (decision 0328): the user's
// choices, kept on the device and on the server (their account's `locale` and `digits`); a first
// visit follows the browser. They are read before the app's modules load, so a change reloads the
// app; unsent edits wait in IndexedDB meanwhile.

/** Set when a choice was made signed out (on /login) and the account has not heard of it yet. */
const UNSENT = 'hemis.locale.unsent'

const read = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * Loads the chosen language's words and activates it; the first render waits for it. English's
 * core is in the first bundle and each area's comes with its screens; Nepali's come whole, the
 * core's and every area's (decision 0423).
 */
export async function startLocale(): Promise<Locale> {
  const locale = deviceLocale()
  if (locale === 'ne') {
    const { messages } = await import('./nepali-words')
    i18n.load('ne', messages)
  }
  // Lingui writes a plural's `#` with Intl: in Nepal's grouping (en-IN) and the chosen digits. A
  // browser without Nepali's number data (Chromium's headless shell: `ne` formats as en-US, in
  // Latin digits, whatever its `-u-nu-`) takes the next: en-IN, in the chosen digits.
  const digits = devanagariDigitsChosen() ? 'deva' : 'latn'
  i18n.activate(locale, locale === 'en' ? ['en-IN'] : [`ne-u-nu-${digits}`, `en-IN-u-nu-${digits}`])
  document.documentElement.lang = locale
  return locale
}

/** The digits of numbers and dates in Nepali (decision 0328). */
export type Digits = 'devanagari' | 'latin'
/** What the user chose of how the app reads: the language and, in Nepali, the digits. */
export type Display = { locale: Locale; digits: Digits }

const DIGITS = 'hemis.digits'

const deviceDigits = (): Digits => (read(DIGITS) === 'latin' ? 'latin' : 'devanagari')

/** The device's choices (its stored ones, else the browser's language and Devanagari digits). */
const deviceDisplay = (): Display => ({ locale: deviceLocale(), digits: deviceDigits() })

/**
 * In Nepali, numbers and dates are written in Devanagari digits unless the user chose Latin ones.
 * Asked at every number written: one storage read, not the language's too.
 */
export const devanagariDigitsChosen = () => deviceDigits() === 'devanagari'

/**
 * Keeps choices on the device and, when they change what is shown, reloads into them (at `href`,
 * else here). `signedIn` false: the account hears of them at the next sign-in. True when it reloads.
 */
export function chooseDisplay(choice: Partial<Display>, signedIn: boolean, href?: string): boolean {
  const before = deviceDisplay()
  if (choice.locale) localStorage.setItem(CHOSEN_LOCALE, choice.locale)
  if (choice.digits) localStorage.setItem(DIGITS, choice.digits)
  if (signedIn) localStorage.removeItem(UNSENT)
  else localStorage.setItem(UNSENT, '1')
  const after = deviceDisplay()
  // Digits show only in Nepali: in English a change of them needs no reload.
  const shownChanged =
    after.locale !== i18n.locale || (after.locale === 'ne' && after.digits !== before.digits)
  if (!shownChanged) return false
  if (href) location.assign(href)
  else {
    // The forms open here open again on what was typed, as it was (decision 0410).
    carryOpenDrafts()
    location.reload()
  }
  return true
}

/**
 * At sign-in: choices made on this device while signed out are the newest and go to the account
 * (`send`, in the background); otherwise the account's win, and the app reloads into them at `href`
 * when they differ. True when it reloads.
 */
export function settleDisplayAtSignIn(
  account: Display,
  send: (display: Display) => Promise<void>,
  href: string,
): boolean {
  const device = deviceDisplay()
  if (read(UNSENT) && (device.locale !== account.locale || device.digits !== account.digits)) {
    void send(device)
      .then(() => localStorage.removeItem(UNSENT))
      .catch(() => undefined)
    return false
  }
  return chooseDisplay(account, true, href)
}
