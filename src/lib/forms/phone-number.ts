import { latinDigits } from '../format/digits'
import { t } from '../i18n/t'

// A person's phone number (sign-up, one's profile, an invitation): 10 digits, the contract's
// `^[0-9]{10}$` (phone-number.test.ts holds the two together). The one place its length is written.
export const PHONE_DIGITS = 10
export const phoneNumberPattern = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`)

/** "Phone number must be 10 digits", the length in the user's digits. */
export const phoneDigitsMessage = () => t('validation.phoneDigits', { n: PHONE_DIGITS })

/** What is wrong with a phone number typed: nothing for none or a good one, else the message. */
export const phoneNumberIssue = (phone: string) =>
  phone === '' || phoneNumberPattern.test(phone) ? undefined : phoneDigitsMessage()

/**
 * What a phone box keeps of what is typed: its digits, at most `PHONE_DIGITS`, Devanagari ones (a
 * Nepali keyboard's) written as the Latin ones the contract takes, not dropped.
 */
export const phoneDigitsTyped = (typed: string) =>
  latinDigits(typed).replace(/\D/g, '').slice(0, PHONE_DIGITS)

/** A phone box's rule: `length.min` to `length.max` of digits and the characters `others` names. */
const phonesOf = (others: string, length: { min: number; max: number }) =>
  new RegExp(`^[0-9${others}]{${length.min},${length.max}}$`)

/**
 * An office's phone (a university's, a campus's, a department's): digits, +, - and spaces, as
 * many as the contract's `^[0-9+\-\s]{6,20}$` (phone-number.test.ts holds the two together).
 */
export const officePhoneLength = { min: 6, max: 20 }
export const officePhonePattern = phonesOf('+\\-\\s', officePhoneLength)

/**
 * A student's, a guardian's or an employee's phone: 7 to 20 characters of digits, +, - and spaces,
 * at least 7 of them digits (so `-------` is none), the contract's rule to the letter
 * (`^$|` + this: phone-number.test.ts holds the two together).
 */
export const personPhoneLength = { min: 7, max: 20 }
export const personPhonePattern = new RegExp(
  `^(?=(?:[^0-9]*[0-9]){${personPhoneLength.min}})[0-9+ -]{${personPhoneLength.min},${personPhoneLength.max}}$`,
)
