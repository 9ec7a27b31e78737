// Settings from the environment, read once. Everything has a working default for `npm start`.
import { resolve } from 'node:path'
import type { MailSettings } from './mail/mailer.ts'

export type Config = {
  port: number
  host: string
  databaseUrl?: string
  dataDir: string
  demo: boolean
  resetDb: boolean
  jwtSecret: string
  logLevel: string
  /** The campus this installation serves: its logo on the login page, new self-registered students. */
  homeCampusId: number
  mail: MailSettings
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.HEMIS_DATA_DIR ?? './data'),
    demo: env.HEMIS_DEMO !== '0',
    resetDb: env.HEMIS_RESET_DB === '1',
    // A fixed development secret keeps demo sessions valid across restarts; production sets its own.
    jwtSecret: env.HEMIS_JWT_SECRET ?? 'hemis-development-secret-change-me-in-production',
    logLevel: env.LOG_LEVEL ?? 'info',
    homeCampusId: Number(env.HEMIS_HOME_CAMPUS_ID ?? 78),
    mail: {
      smtpUrl: env.HEMIS_SMTP_URL || undefined,
      from: env.HEMIS_MAIL_FROM ?? 'HEMIS <no-reply@hemis.local>',
      dir: env.HEMIS_MAIL_DIR ? resolve(env.HEMIS_MAIL_DIR) : undefined,
    },
  }
}
