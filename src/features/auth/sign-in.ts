import { ApiError, NetworkError } from '../../api/api-error'
import { api } from '../../api/client'
import type { components } from '../../../common/schema.gen'
import { t } from '../../lib/i18n/t'
import type { SessionUser } from '../../lib/session/session-user'

type LoginAnswer = components['schemas']['SessionUser'] | components['schemas']['VerificationToken']

// Spec §9: the login payload's fixed values.
const LOGIN_FIXED = { cOllegeId: 78, uniId: 0, isUgc: true } as const

export type Credentials = { email: string; password: string }

/** Signed in, or the account must set its password first with the reset token it was given. */
export type SignInOutcome =
  | { kind: 'signedIn'; user: SessionUser }
  | { kind: 'mustSetPassword'; email: string; resetToken: string }

function isSessionUser(answer: LoginAnswer): answer is SessionUser {
  return 'tokenString' in answer
}

/** Calls POST /User/Login. Throws ApiError (401: wrong credentials) or NetworkError. */
export async function signIn({ email, password }: Credentials): Promise<SignInOutcome> {
  const { data } = await api.POST('/User/Login', { body: { email, password, ...LOGIN_FIXED } })
  if (!data) throw new Error('The login answer had no body')
  if (isSessionUser(data)) return { kind: 'signedIn', user: data }
  return { kind: 'mustSetPassword', email, resetToken: data.value }
}

/**
 * Spec §8: what a failed sign-in says. A locked account (429) is told in the server's words
 * until when, since "try again later" would not say how long.
 */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return t('login.wrongCredentials')
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail
  if (error instanceof ApiError || error instanceof NetworkError) return t('login.networkError')
  return t('login.unexpectedError')
}
