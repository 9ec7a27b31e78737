/** The interface languages, English first (the spec's words) and Nepali. */
export const locales = ['en', 'ne'] as const
export type Locale = (typeof locales)[number]

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** Where the device keeps its choice of language (written by locale-choice.ts). */
export const CHOSEN_LOCALE = 'hemis.locale'

/**
 * The device's language: its stored choice, else Nepali
 * when the browser prefers it.
 */
export function deviceLocale(): Locale {
  let chosen: string | null = null
  try {
    chosen = localStorage.getItem(CHOSEN_LOCALE)
  } catch {
    // No storage (a private window that refuses it): the browser's preference decides.
  }
  if (isLocale(chosen)) return chosen
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages
  return preferred.some((tag) => tag.toLowerCase().startsWith('ne')) ? 'ne' : 'en'
}
