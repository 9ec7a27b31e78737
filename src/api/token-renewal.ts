// Decision 0326: a token lives 15 minutes; the session's HttpOnly cookie, with the spent token, gets
// the next one. A call answered 401 asks for it once and is sent again with it, so the outbox, the
// reference cache and every screen carry on as if tokens lived as long as the session.

const REFRESH_PATH = '/User/Refresh'

/** What a renewal tells: the spent token and the one that replaces it. */
export type OnRenewed = (spent: string, token: string) => void

/**
 * Asks `POST /User/Refresh` for the token that replaces `spent`: once however many calls find it
 * spent together. Undefined when the session has ended (or the server cannot be reached).
 */
function renewal(baseUrl: string, onRenewed: OnRenewed) {
  const pending = new Map<string, Promise<string | undefined>>()
  return (spent: string) => {
    let next = pending.get(spent)
    if (!next) {
      next = fetch(`${baseUrl}${REFRESH_PATH}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${spent}` },
        credentials: 'same-origin',
      })
        .then(async (response) =>
          response.ok
            ? ((await response.json()) as { tokenString: string }).tokenString
            : undefined,
        )
        .catch(() => undefined)
        .then((token) => {
          if (token) onRenewed(spent, token)
          return token
        })
        .finally(() => pending.delete(spent))
      pending.set(spent, next)
    }
    return next
  }
}

/** A fetch that renews a signed-in call's spent token on a 401 and sends the call once more. */
export function renewingFetch(baseUrl: string, onRenewed: OnRenewed) {
  const renew = renewal(baseUrl, onRenewed)
  return async (request: Request): Promise<Response> => {
    const spent = request.headers.get('Authorization')?.replace(/^Bearer /, '')
    // The body can be read once: a copy is kept for the second sending.
    const again = spent ? request.clone() : undefined
    const response = await fetch(request)
    if (response.status !== 401 || !spent || !again) return response
    const token = await renew(spent)
    if (!token) return response
    again.headers.set('Authorization', `Bearer ${token}`)
    return fetch(again)
  }
}
