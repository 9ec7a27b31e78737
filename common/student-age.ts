// A student's age at entry, as client and server both check it: a date of birth that makes the
// student under 14 or over 100 today is a typing error (spec issue 12, "Bad input").
export const STUDENT_AGE = { min: 14, max: 100 } as const

/** The ISO date `years` years before `today` (same month and day). */
const yearsBefore = (today: Date, years: number) => {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  )
  return date.toISOString().slice(0, 10)
}

/** True when an ISO date of birth makes a student 14 to 100 years old on `today`. */
export function plausibleBirthDate(dateOfBirth: string, today: Date = new Date()): boolean {
  return (
    dateOfBirth <= yearsBefore(today, STUDENT_AGE.min) &&
    dateOfBirth > yearsBefore(today, STUDENT_AGE.max + 1)
  )
}

/** The youngest age a qualification is taken to be passed at (SEE is sat at about 16). */
export const QUALIFIED_AGE = 10

/**
 * True when a student born on `dateOfBirth` (ISO) could have passed a qualification in `year` (AD):
 * not before they were `QUALIFIED_AGE`. Example: born 2003-05-01, a year before 2013 is a typing error.
 */
export const plausiblePassedYear = (dateOfBirth: string, year: number) =>
  year >= Number(dateOfBirth.slice(0, 4)) + QUALIFIED_AGE
