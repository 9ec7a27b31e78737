// The password rule of every place a password is set (registration, change, reset, invitation):
// at least 10 characters, not one of the passwords attackers try first, not the account's e-mail.
import { commonPasswords } from './common-passwords.ts'

export const minPasswordLength = 10

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < minPasswordLength)
    return `Password must be at least ${minPasswordLength} characters.`
  const folded = password.toLowerCase()
  if (commonPasswords.has(folded)) return 'This password is too common. Choose another.'
  const mail = email?.trim().toLowerCase()
  if (mail && (folded === mail || folded === mail.split('@')[0]))
    return 'Password must not be your e-mail address.'
  return null
}
