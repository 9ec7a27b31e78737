// The secret that signs session tokens: the configured one; for a demo database without one, the
// development secret (so demo sessions survive restarts); otherwise a strong secret generated once and
// kept in the database, which every server process on that database then shares.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { developmentSecret, type Config } from '../config.ts'
import type { Db } from '../db/connect.ts'
import { serverSettings } from '../db/schema.ts'

const name = 'session-secret'

export async function sessionSecret(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'demo'>,
  warn: (message: string) => void,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret
  if (config.demo) {
    warn('HEMIS_JWT_SECRET is not set: demo sessions are signed with the development secret.')
    return developmentSecret
  }
  // Of two processes starting together, the first insert wins and both read its value.
  await db
    .insert(serverSettings)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, name))
  warn(
    'HEMIS_JWT_SECRET is not set: sessions are signed with a secret generated and kept in the database.',
  )
  return row!.value
}
