import createClient, { type Middleware } from 'openapi-fetch'
import { revokedFromAnswer } from '../lib/session/permissions'
import { session } from '../lib/session/session-store'
import { readStoredUser } from '../lib/session/stored-user'
import { ApiError, NetworkError } from './api-error'
import { readProblem } from './problem'
import { renewingFetch, type OnRenewed } from './token-renewal'
import type { paths } from '../../common/schema.gen'

const REQUEST_ID_HEADER = 'X-Request-Id'

// Operations the contract leaves open: they never carry a token, even a stale one.
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/User/Login',
  '/User/GetCodeUser',
  '/User/ResetPassword',
])

const requestIdOf = (request: Request): string => request.headers.get(REQUEST_ID_HEADER) ?? ''

/** Adds a request id to every call and the bearer token where one is needed. */
const authAndRequestId = (tokenOf: () => string | undefined): Middleware => ({
  onRequest({ request, schemaPath }) {
    request.headers.set(REQUEST_ID_HEADER, crypto.randomUUID())
    const token = PUBLIC_PATHS.has(schemaPath) ? undefined : tokenOf()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
})

/**
 * Turns every error answer into one thrown `ApiError` and every unanswered request into a
 * `NetworkError`, so callers never inspect `{ error }` themselves. A 304 is not an error: it is
 * the answer to a conditional request the reference cache makes.
 */
const problemsAsErrors: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok || response.status === 304) return undefined
    throw new ApiError(response.status, await readProblem(response), requestIdOf(request))
  },
  onError({ request, error }) {
    return new NetworkError(error, requestIdOf(request))
  },
}

/**
 * Follows the permissions the commission turned off (decision 0332): every answer to a signed-in
 * request names them, so a change reaches the menus at the user's next request.
 */
const revokedFollower: Middleware = {
  onResponse({ request, response }) {
    const revoked = revokedFromAnswer(
      session.get().user,
      request.headers.get('Authorization')?.slice(7),
      response.headers.get('Hemis-Revoked'),
    )
    if (revoked) session.updateProfile({ revoked })
    return undefined
  },
}

/**
 * A client typed by the contract. The app uses `api` below; tests and benchmarks make one for a
 * server in the same process: `createApiClient('http://127.0.0.1:4000/api', () => token)`.
 */
export function createApiClient(
  baseUrl: string,
  tokenOf: () => string | undefined,
  onRenewed: OnRenewed = () => undefined,
) {
  const client = createClient<paths>({ baseUrl, fetch: renewingFetch(baseUrl, onRenewed) })
  // Answers go through the middleware last to first: the header is read before an error is thrown.
  client.use(authAndRequestId(tokenOf), problemsAsErrors, revokedFollower)
  return client
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The one HTTP client of the app, typed by the contract (openapi/hemis.yaml). A renewed token
 * replaces the stored one (decision 0326).
 */
export const api = createApiClient(
  '/api',
  () => readStoredUser()?.tokenString,
  (spent, token) => session.renewToken(spent, token),
)
