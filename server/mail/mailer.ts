// Outgoing mail. Every mail is kept in the `mails` table (an audit of what was sent). Delivery:
// with HEMIS_SMTP_URL, through that SMTP server (nodemailer); with HEMIS_MAIL_DIR, also written there
// as an .eml file per mail; with neither, written to the log, so a tester can follow a reset link.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../db/connect.ts'
import { mails } from '../db/schema.ts'

export type Mail = { to: string; subject: string; body: string }
export type MailSettings = { smtpUrl?: string; from: string; dir?: string }
export type Mailer = { send: (mail: Mail, log: FastifyBaseLogger) => Promise<void> }

export const defaultMailSettings: MailSettings = { from: 'HEMIS <no-reply@hemis.local>' }

export function createMailer(db: Db, settings: MailSettings = defaultMailSettings): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null
  const files = settings.dir
    ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    : null

  async function deliver(id: number, mail: Mail, log: FastifyBaseLogger) {
    const message = { from: settings.from, to: mail.to, subject: mail.subject, text: mail.body }
    if (files && settings.dir) {
      const { message: eml } = await files.sendMail(message)
      await mkdir(settings.dir, { recursive: true })
      await writeFile(join(settings.dir, `${Date.now()}-${id}.eml`), eml as Buffer)
    }
    if (smtp) {
      await smtp.sendMail(message)
      await db.update(mails).set({ sentAt: new Date() }).where(eq(mails.id, id))
      log.info({ mailId: id, to: mail.to }, 'mail sent')
    } else {
      log.info({ mail }, 'mail kept (no SMTP configured)')
    }
  }

  return {
    // Delivery runs after the answer: a slow SMTP server must not delay it, nor reveal by its
    // timing whether an account exists. A failed delivery is logged; the row stays unsent.
    async send(mail, log) {
      const [row] = await db.insert(mails).values(mail).returning({ id: mails.id })
      void deliver(row!.id, mail, log).catch((error: unknown) =>
        log.error({ err: error, mailId: row!.id }, 'mail delivery failed'),
      )
    },
  }
}
