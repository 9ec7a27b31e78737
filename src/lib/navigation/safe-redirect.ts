/**
 * The in-app path to return to after sign-in, or '/' when the value is missing or would leave
 * the app (another origin, `//host`, `javascript:`): a link must never carry a user elsewhere.
 */
export function safeRedirect(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  try {
    const url = new URL(value, origin)
    if (url.origin !== origin) return '/'
    const path = `${url.pathname}${url.search}${url.hash}`
    return path.startsWith('/login') ? '/' : path
  } catch {
    return '/'
  }
}
