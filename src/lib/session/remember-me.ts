// Spec §4: with "Remember me" checked, the email and a rememberMe flag stay in local storage.
const EMAIL_KEY = 'email'
const FLAG_KEY = 'rememberMe'

/** The email remembered at the last sign-in, or '' when the user did not ask for it. */
export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(FLAG_KEY) === 'true' ? (localStorage.getItem(EMAIL_KEY) ?? '') : ''
  } catch {
    return ''
  }
}

export function saveRememberMe(email: string, remember: boolean): void {
  try {
    if (remember) {
      localStorage.setItem(EMAIL_KEY, email)
      localStorage.setItem(FLAG_KEY, 'true')
    } else {
      localStorage.removeItem(EMAIL_KEY)
      localStorage.removeItem(FLAG_KEY)
    }
  } catch {
    // Storage refused (private mode, quota): remembering is a convenience, not a requirement.
  }
}
