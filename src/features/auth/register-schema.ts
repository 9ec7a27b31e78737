import * as v from 'valibot'
import type { components } from '../../../common/schema.gen'
import { passwordProblem } from '../../../common/password-policy'
import { phoneDigitsMessage, phoneNumberPattern } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/t'

const required = (message: Parameters<typeof t>[0]) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(t(message)))

/** Spec §5 "Sign up": required fields, a 10-digit phone and matching passwords, in its words. */
export const registerSchema = v.pipe(
  v.object({
    firstName: required('validation.firstNameRequired'),
    middleName: v.pipe(v.string(), v.trim()),
    lastName: required('validation.lastNameRequired'),
    phoneNumber: v.pipe(
      required('validation.phoneRequired'),
      v.regex(phoneNumberPattern, phoneDigitsMessage()),
    ),
    email: v.pipe(required('validation.emailRequired'), v.email(t('validation.emailInvalid'))),
    gender: v.picklist(['male', 'female', 'other'], t('validation.genderRequired')),
    password: v.pipe(v.string(), v.nonEmpty(t('validation.passwordRequired'))),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(t('validation.confirmPasswordRequired'))),
  }),
  // The server's password policy (decision 0302), checked before sending: length, common, the e-mail.
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.password) return
      const problem = passwordProblem(dataset.value.password, dataset.value.email)
      if (problem) addIssue({ message: problem })
    }),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      t('validation.passwordsDoNotMatch'),
    ),
    ['confirmPassword'],
  ),
)

export type RegisterValues = v.InferInput<typeof registerSchema>

// The form's output must be what POST /User takes: a type error here means they drifted apart.
type Registration = components['schemas']['StudentRegistration']
export const toRegistration = (values: v.InferOutput<typeof registerSchema>): Registration => ({
  ...values,
  middleName: values.middleName || undefined,
})
