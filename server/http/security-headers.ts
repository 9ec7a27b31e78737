// Security headers on every answer (the shell, assets and the API): a Content-Security-Policy that
// allows only what the app loads, nosniff, no framing, no referrer across origins, no powerful browser
// features. Styles may be inline: Mantine writes its CSS variables and some layout as style elements
// and attributes; scripts may not. HSTS belongs to the TLS terminator (see docs/operations.md).
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Deployments behind TLS add HSTS at the proxy; a plain-HTTP campus server must not pin itself.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'permissions-policy',
      'camera=(self), geolocation=(self), microphone=(), payment=()',
    )
  })
}
