// Decision 0326: a token lives 15 minutes; the session's HttpOnly cookie, with the spent token, gets
// the next one. A call answered 401 asks for it once and is sent again with it, so the outbox, the
// reference cache and every screen carry on as if tokens lived as long as the session.

/** What a renewal tells: the spent token and the one that replaces it. */
export type OnRenewed = (spent: string, token: string) => void

/** A fetch that renews a signed-in call's spent token on a 401 and sends the call once more. */
export function renewingFetch(baseUrl: string, onRenewed: OnRenewed) {
  // The renewal under way: calls that find the same token spent together share it.
  let renewing: { spent: string; token: Promise<string | undefined> } | undefined
  const renew = (spent: string) => {
    if (renewing?.spent !== spent) {
      const token = fetch(`${baseUrl}/User/Refresh`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${spent}` },
      })
        .then(async (r) =>
          r.ok ? ((await r.json()) as { tokenString: string }).tokenString : undefined,
        )
        .catch(() => undefined)
        .then((next) => {
          if (next) onRenewed(spent, next)
          renewing = undefined
          return next
        })
      renewing = { spent, token }
    }
    return renewing.token
  }
  return async (request: Request): Promise<Response> => {
    const spent = request.headers.get('Authorization')?.slice(7)
    if (!spent) return fetch(request)
    // The body is read once into bytes that each sending takes whole (a clone would make it a
    // stream, which Chromium uploads, and DevTools shows, differently).
    const body = request.body ? await request.arrayBuffer() : null
    const send = (token = spent) => {
      const copy = new Request(request, { body })
      copy.headers.set('Authorization', `Bearer ${token}`)
      return fetch(copy)
    }
    const response = await send()
    if (response.status !== 401) return response
    const token = await renew(spent)
    return token ? send(token) : response
  }
}
