// Sign-in, student self-registration and password reset.
import { randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { hashToken, issuePasswordToken, passwordLink } from '../auth/password-links.ts'
import { checkPassword } from '../auth/check-password.ts'
import { refreshCookie, refreshCookieOf } from '../auth/refresh-cookie.ts'
import { revokeSessions } from '../auth/sessions.ts'
import { signInFailures } from '../auth/sign-in-failures.ts'
import { sessionUser } from '../auth/session-user.ts'
import * as t from '../db/schema.ts'
import { bearer } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../problems.ts'
import type { Context, Handlers } from './context.ts'

const resetValidMs = 3600_000
const maxResetsPerHour = 3
const untilText = (until: Date) => `${until.toISOString().slice(11, 16)} UTC`
const tooManyAttempts = (until: Date) =>
  new HttpProblem(
    429,
    'too-many-attempts',
    'Too many failed sign-in attempts',
    `Too many failed sign-in attempts. Try again after ${untilText(until)}.`,
  )
const byEmail = (email: string) => sql`lower(${t.users.email}) = lower(${email.trim()})`
const wrongCredentials = () =>
  new HttpProblem(401, 'wrong-credentials', 'Wrong Credentials. Email or Password is Wrong.')
// An unknown account costs the same argon2 verification as a known one, so timing tells nothing.
let dummyHash: Promise<string> | undefined
const dummyVerify = (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false)
}

/** Reset links issued to a user in the last hour; more than a few is someone flooding a mailbox. */
async function recentResets(ctx: Context, userId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(t.passwordResets)
    .where(
      and(
        eq(t.passwordResets.userId, userId),
        gt(t.passwordResets.createdAt, new Date(Date.now() - resetValidMs)),
      ),
    )
  return row?.n ?? 0
}

const issueResetToken = (ctx: Context, userId: number) =>
  issuePasswordToken(ctx.db, userId, resetValidMs)

export function authHandlers(ctx: Context): Handlers {
  const { db } = ctx
  const failures = signInFailures(db)
  return {
    // Known and unknown accounts, active or not, take the same path: the same hash cost, the same
    // answer and the same per-address lock, so sign-in cannot be used to find accounts.
    login: async (request, reply) => {
      const { email, password } = request.body
      const lockedUntil = await failures.lockedUntil(email, request.ip)
      if (lockedUntil) throw tooManyAttempts(lockedUntil)
      const [user] = await db.select().from(t.users).where(byEmail(email))
      const valid = user
        ? (await verifyPassword(user.passwordHash, password)) && user.status
        : await dummyVerify(password)
      if (!user || !valid) {
        await failures.record(email, request.ip)
        throw wrongCredentials()
      }
      await failures.clear(email, request.ip)
      await db.update(t.users).set({ lastSignInAt: new Date() }).where(eq(t.users.id, user.id))
      if (user.mustSetPassword) {
        return { name: 'verificationToken', value: await issueResetToken(ctx, user.id) }
      }
      const { token, expiresAt, refresh } = await ctx.sessions.open(user.id)
      reply.header('set-cookie', refreshCookie(ctx.config.publicUrl, refresh, expiresAt))
      return {
        ...(await sessionUser(db, user)),
        tokenString: token,
        expiresAt: expiresAt.toISOString(),
      }
    },

    // The cookie is the credential; a forged, unknown or ended session answers 401 like any other.
    refreshSession: async (request) => {
      const next = await ctx.sessions.refresh(refreshCookieOf(request), bearer(request))
      if (!next) throw problems.unauthorized('Your session has ended. Sign in again.')
      return { tokenString: next.token, expiresAt: next.expiresAt.toISOString() }
    },

    registerStudent: (request, reply) => {
      const body = request.body
      if (body.password !== body.confirmPassword) {
        throw problems.validation([{ field: 'confirmPassword', message: 'Passwords do not match' }])
      }
      checkPassword('password', body.password, body.email)
      return runMutation(db, request, reply, async (tx) => {
        const [campus] = await tx
          .select()
          .from(t.campuses)
          .where(eq(t.campuses.id, ctx.config.homeCampusId))
        const [existing] = await tx
          .select({ id: t.users.id })
          .from(t.users)
          .where(byEmail(body.email))
        // The existing account's id is not told: the form must not map e-mails to accounts.
        if (existing) throw problems.duplicate('An account with this email')
        const [user] = await tx
          .insert(t.users)
          .values({
            email: body.email.trim(),
            fullName: [body.firstName, body.middleName, body.lastName].filter(Boolean).join(' '),
            passwordHash: await hashPassword(body.password),
            role: 'Student',
            phoneNumber: body.phoneNumber,
            gender: body.gender,
            campusId: campus?.id ?? null,
            universityId: campus?.universityId ?? null,
          })
          .returning({ id: t.users.id, email: t.users.email })
        return { status: 201, body: user }
      })
    },

    // Same answer whether or not the account exists, so the form cannot be used to find accounts.
    requestPasswordReset: async (request, reply) => {
      const { email } = request.query
      const [user] = await db.select().from(t.users).where(byEmail(email))
      if (user?.status && (await recentResets(ctx, user.id)) < maxResetsPerHour) {
        const token = await issueResetToken(ctx, user.id)
        // The configured public address, never the request's Host or X-Forwarded-* headers.
        const link = passwordLink(ctx.config.publicUrl, user.email, token)
        await ctx.mailer.send(
          {
            to: user.email,
            subject: 'HEMIS password reset',
            body: `Open this link within one hour to set a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
          },
          request.log,
        )
      }
      return reply.code(201).send({ message: 'If the account exists, a reset link has been sent.' })
    },

    resetPassword: (request, reply) => {
      const { email, newPassword, resetToken } = request.body
      checkPassword('newPassword', newPassword, email)
      return runMutation(db, request, reply, async (tx) => {
        // One conditional update consumes the token: of racing requests exactly one gets the row.
        const [reset] = await tx
          .update(t.passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(t.passwordResets.tokenHash, hashToken(resetToken)),
              isNull(t.passwordResets.usedAt),
              gt(t.passwordResets.expiresAt, new Date()),
              sql`${t.passwordResets.userId} in (select ${t.users.id} from ${t.users} where ${byEmail(email)})`,
            ),
          )
          .returning({ userId: t.passwordResets.userId })
        if (!reset) {
          throw new HttpProblem(
            400,
            'invalid-reset-token',
            'Invalid reset link',
            'The reset link is not valid or has expired.',
          )
        }
        await tx
          .update(t.users)
          .set({ passwordHash: await hashPassword(newPassword), mustSetPassword: false })
          .where(eq(t.users.id, reset.userId))
        await tx
          .delete(t.signInFailures)
          .where(sql`${t.signInFailures.emailKey} = lower(${email.trim()})`)
        await revokeSessions(tx, { userId: reset.userId })
        return { status: 201, body: { message: 'Your password has been reset.' } }
      })
    },
  }
}
