// Outgoing mail. Every mail is kept in the `mails` table and written to the log, so that a tester
// without an SMTP server can follow a reset link; SMTP delivery arrives with the sign-in work.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/connect.ts'
import { mails } from '../db/schema.ts'

export type Mail = { to: string; subject: string; body: string }

export async function sendMail(db: Db, log: FastifyBaseLogger, mail: Mail) {
  await db.insert(mails).values(mail)
  log.info({ mail }, 'mail kept (no SMTP configured)')
}
