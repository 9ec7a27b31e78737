// Single-use links that set a password: a reset, an invitation, an administrator's "reset by mail".
// Only the token's hash is stored; the link carries the token itself.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A fresh token for a user, valid `validMs`; written through `db` (a transaction when given one). */
export async function issuePasswordToken(db: Db | Tx, userId: number, validMs: number) {
  const token = randomBytes(32).toString('base64url')
  await db.insert(t.passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + validMs),
  })
  return token
}

/** The link in the mail: the configured public address, never one taken from the request. */
export const passwordLink = (publicUrl: string, email: string, token: string) =>
  `${publicUrl}/reset-password/${encodeURIComponent(email)}/${token}`
