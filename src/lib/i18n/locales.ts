/** The interface languages, English first (the spec's words) and Nepali. */
export const locales = ['en', 'ne'] as const
export type Locale = (typeof locales)[number]

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)
