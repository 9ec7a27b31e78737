// The session's refresh cookie (decision 0326): HttpOnly so no script reads it, SameSite=Strict so no
// other site sends it, scoped to the one path that reads it, Secure when the app is served over https.
import type { FastifyRequest } from 'fastify'

const NAME = 'hemis_session'
const PATH = '/api/User/Refresh'

/** The Set-Cookie header that keeps `value` until `expiresAt` (a past date drops the cookie). */
export function refreshCookie(publicUrl: string, value: string, expiresAt: Date) {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [
    `${NAME}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${seconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(publicUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ')
}

/** The cookie's value as sent, or undefined. */
export function refreshCookieOf(request: FastifyRequest) {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=')
    if (name === NAME) return value.join('=')
  }
  return undefined
}
