// Settings from the environment, read once. Everything has a working default for `npm start`.
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import type { PoolSettings } from './db/connect.ts'
import type { MailSettings } from './mail/mailer.ts'

export type Config = {
  port: number
  host: string
  databaseUrl?: string
  /** PostgreSQL's connections of this process and the longest a statement may run (0: no limit). */
  pool: PoolSettings
  dataDir: string
  /** `NODE_ENV=production`: safe defaults (no demo data, a configured secret and public URL). */
  production: boolean
  demo: boolean
  resetDb: boolean
  /** Unset: the development secret for a demo database, else one generated and kept in the database. */
  jwtSecret?: string
  /** Where users reach this installation; links in mails start with it (never with a request header). */
  publicUrl: string
  logLevel: string
  /** The campus this installation serves: its logo on the login page, new self-registered students. */
  homeCampusId: number
  /**
   * The addresses (or CIDR ranges) of the load balancers in front: from them, a request's client
   * address is read from `X-Forwarded-For` (the per-address limits count it). Empty: none trusted.
   */
  trustedProxies: string[]
  mail: MailSettings
}

/** Signs demo sessions only; refused in production. */
export const developmentSecret = 'hemis-development-secret-change-me-in-production'

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 8080)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pool: {
      size: Number(env.HEMIS_DB_POOL_SIZE ?? 10),
      statementTimeoutMs: Number(env.HEMIS_DB_STATEMENT_TIMEOUT_MS ?? 30_000),
    },
    dataDir: resolve(env.HEMIS_DATA_DIR ?? './data'),
    production,
    // Demo accounts have a published password: in production only when asked for by name.
    demo: env.HEMIS_DEMO === undefined ? !production : env.HEMIS_DEMO === '1',
    resetDb: env.HEMIS_RESET_DB === '1',
    jwtSecret: env.HEMIS_JWT_SECRET || undefined,
    // Production must name it; elsewhere the local address serves a developer's mails.
    publicUrl: (env.HEMIS_PUBLIC_URL || (production ? '' : `http://localhost:${port}`)).replace(
      /\/+$/,
      '',
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    homeCampusId: Number(env.HEMIS_HOME_CAMPUS_ID ?? 78),
    trustedProxies: (env.HEMIS_TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    mail: {
      smtpUrl: env.HEMIS_SMTP_URL || undefined,
      from: env.HEMIS_MAIL_FROM ?? 'HEMIS <no-reply@hemis.local>',
      dir: env.HEMIS_MAIL_DIR ? resolve(env.HEMIS_MAIL_DIR) : undefined,
    },
  }
}

/** What makes these settings unsafe or unusable, one line each; the server refuses to start on any. */
export function configErrors(config: Config): string[] {
  const errors: string[] = []
  const secret = config.jwtSecret
  if (config.production && !secret)
    errors.push(
      'HEMIS_JWT_SECRET is not set: production needs its own secret (32+ random characters).',
    )
  if (secret && secret.length < 32)
    errors.push('HEMIS_JWT_SECRET is too short: use at least 32 random characters.')
  if (config.production && secret === developmentSecret)
    errors.push('HEMIS_JWT_SECRET is the development secret: production needs its own.')
  const { size, statementTimeoutMs } = config.pool
  if (!Number.isInteger(size) || size < 1 || size > 500)
    errors.push('HEMIS_DB_POOL_SIZE is not a whole number of connections from 1 to 500.')
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 0)
    errors.push(
      'HEMIS_DB_STATEMENT_TIMEOUT_MS is not a whole number of milliseconds (0: no limit).',
    )
  if (!config.publicUrl)
    errors.push('HEMIS_PUBLIC_URL is not set: production mails need the address users open.')
  else if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(config.publicUrl))
    errors.push(`HEMIS_PUBLIC_URL is not an http(s) address: ${config.publicUrl}`)
  for (const proxy of config.trustedProxies)
    if (!isAddressOrRange(proxy))
      errors.push(`HEMIS_TRUST_PROXY names no address or CIDR range: ${proxy}`)
  return errors
}

/** `10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`: what Fastify's trustProxy takes by address. */
function isAddressOrRange(entry: string) {
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (bits === undefined) return true
  const width = Number(bits)
  return /^\d+$/.test(bits) && width <= (version === 4 ? 32 : 128)
}
