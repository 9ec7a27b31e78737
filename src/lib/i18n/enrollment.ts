import { messages as en } from './compiled/enrollment.en.gen'
import type { messagesEnrollmentEn } from './messages.enrollment.en'
import type { VerificationKey } from './verification'
import { defineArea } from './t'
// Student Enrollment's actions speak of verification states with the verification area's words.
import './verification'

/**
 * Student Enrollment's actions on many records: their words and verification's. Apart from
 * verification's so that one student's verification page does not load them.
 */
export type EnrollmentKey = keyof typeof messagesEnrollmentEn | VerificationKey
export const t = defineArea<EnrollmentKey>(en)
