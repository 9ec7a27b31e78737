// A student's age at entry, as client and server both check it: a date of birth that makes the
// student under 14 or over 100 today is a typing error (spec issue 12, "Bad input").
import { nepalToday } from './employee-rules.ts'

export const STUDENT_AGE = { min: 14, max: 100 } as const

/**
 * A student's age in completed years on the ISO date `today`: one more on each birthday. Someone
 * born on 29 February has it on 1 March in a common year (decision 0407): the month and day are
 * compared as they are, so 28 February is still the day before.
 */
export function ageOn(dateOfBirth: string, today: string) {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4))
  return today.slice(5, 10) < dateOfBirth.slice(5, 10) ? years - 1 : years
}

/**
 * True when an ISO date of birth makes a student 14 to 100 years old today in Nepal (UTC+05:45,
 * decision 0407), whatever the clock's own zone: `now` is the instant, its date taken in Nepal.
 */
export function plausibleBirthDate(dateOfBirth: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return false
  const age = ageOn(dateOfBirth, nepalToday(now))
  return age >= STUDENT_AGE.min && age <= STUDENT_AGE.max
}

/** The youngest age a qualification is taken to be passed at (SEE is sat at about 16). */
export const QUALIFIED_AGE = 10

/**
 * True when a student born on `dateOfBirth` (ISO) could have passed a qualification in `year` (AD):
 * not before they were `QUALIFIED_AGE`. Example: born 2003-05-01, a year before 2013 is a typing error.
 */
export const plausiblePassedYear = (dateOfBirth: string, year: number) =>
  year >= Number(dateOfBirth.slice(0, 4)) + QUALIFIED_AGE

/** The earliest year (AD) a qualification is taken to be passed in. */
export const FIRST_PASSED_YEAR = 1950

/**
 * The latest year (AD) a qualification can be passed in on `today`: next year's (a result given
 * early). The form's "Year must be 1950 to 2027" and the server's refusal on the field say the same.
 */
export const latestPassedYear = (today: Date = new Date()) => today.getFullYear() + 1
