// Security headers on every answer (the shell, assets and the API): a Content-Security-Policy that
// allows only what the app loads, nosniff, no framing, no referrer across origins, no powerful browser
// features. Styles may be inline: Mantine writes its CSS variables and some layout as style elements
// and attributes; scripts may not, but the shell's own, each allowed by its hash (the build's
// first-screen preloads, decision 0350). HSTS belongs to the TLS terminator (see docs/operations.md).
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The CSP sources of the inline scripts of a page (`'sha256-…'`), data blocks left out: the
 * server reads the built `index.html` it serves, so the hashes always match what it sends.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|type="application\/json"/.test(attributes))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`)
}

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/**
 * The headers helmet sets for `options`, worked out once: they are the same for every answer.
 * (@fastify/helmet built helmet's middleware again for each request, parsing the policy each time:
 * 66 µs a request, a tenth of a record read's CPU; issue 19's profile.)
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>()
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  }
  // Helmet throws a bad option itself (since 8.1); its `next` is only called.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined)
  return [...headers]
}

/** `inlineScripts`: the CSP sources of the shell's inline scripts (`inlineScriptSources`). */
export function registerSecurityHeaders(app: FastifyInstance, inlineScripts: string[] = []) {
  const directives = {
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], ...inlineScripts],
  }
  const headers: [string, string][] = [
    ...headersOf({
      contentSecurityPolicy: { useDefaults: false, directives },
      // Deployments behind TLS add HSTS at the proxy; a plain-HTTP campus server must not pin itself.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
    ['Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=()'],
  ]
  // On the raw answer, as helmet sets them: a handler's own header of the same name (a stored
  // file's stricter policy) still wins, and an answer written without Fastify's reply has them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}
