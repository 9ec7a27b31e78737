// The password policy as the API answers it: a 400 naming the field, before anything is written.
import { problems } from '../problems.ts'
import { passwordProblem } from '../../common/password-policy.ts'

/** Throws a 400 with the policy's message on `field` when a new password breaks it. */
export function checkPassword(field: string, password: string, email?: string) {
  const message = passwordProblem(password, email)
  if (message) throw problems.validation([{ field, message }], message)
}
