// Sign-in, student self-registration and password reset.
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import { attemptLimiter } from '../auth/attempt-limiter.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { sessionUser } from '../auth/session-user.ts'
import * as t from '../db/schema.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../http/problem.ts'
import type { Context, Handlers } from './context.ts'

const maxFailures = 5
const lockMinutes = 15
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
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
const byEmail = (email: string) => sql`lower(${t.users.email}) = lower(${email.trim()})`
const wrongCredentials = () =>
  new HttpProblem(401, 'wrong-credentials', 'Wrong Credentials. Email or Password is Wrong.')

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

/** A fresh single-use reset token for a user; only its hash is stored. */
async function issueResetToken(ctx: Context, userId: number) {
  const token = randomBytes(32).toString('base64url')
  await ctx.db.insert(t.passwordResets).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + resetValidMs),
  })
  return token
}

export function authHandlers(ctx: Context): Handlers {
  const { db, tokens } = ctx
  // Per client address, across accounts: generous enough for a campus behind one NAT address.
  const addressLimiter = attemptLimiter({ max: 30, windowMs: lockMinutes * 60_000 })
  return {
    login: async (request) => {
      const { email, password } = request.body as { email: string; password: string }
      const addressBlockedUntil = addressLimiter.blockedUntil(request.ip)
      if (addressBlockedUntil) throw tooManyAttempts(addressBlockedUntil)
      const [user] = await db.select().from(t.users).where(byEmail(email))
      const now = new Date()
      if (user?.lockedUntil && user.lockedUntil > now) throw tooManyAttempts(user.lockedUntil)
      if (!user || !user.status || !(await verifyPassword(user.passwordHash, password))) {
        addressLimiter.fail(request.ip)
        if (user) {
          const failures = user.failedLogins + 1
          await db
            .update(t.users)
            .set(
              failures >= maxFailures
                ? { failedLogins: 0, lockedUntil: new Date(now.getTime() + lockMinutes * 60_000) }
                : { failedLogins: failures },
            )
            .where(eq(t.users.id, user.id))
        }
        throw wrongCredentials()
      }
      await db
        .update(t.users)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(eq(t.users.id, user.id))
      if (user.mustSetPassword) {
        return { name: 'verificationToken', value: await issueResetToken(ctx, user.id) }
      }
      const { token, expiresAt } = await tokens.sign({
        userId: user.id,
        role: user.role,
        universityId: user.universityId,
        campusId: user.campusId,
      })
      return {
        ...(await sessionUser(db, user)),
        tokenString: token,
        expiresAt: expiresAt.toISOString(),
      }
    },

    registerStudent: (request, reply) => {
      const body = request.body as Record<string, string>
      if (body.password !== body.confirmPassword) {
        throw problems.validation([{ field: 'confirmPassword', message: 'Passwords do not match' }])
      }
      return runMutation(db, request, reply, async (tx) => {
        const [campus] = await tx
          .select()
          .from(t.campuses)
          .where(eq(t.campuses.id, ctx.config.homeCampusId))
        const [existing] = await tx
          .select({ id: t.users.id })
          .from(t.users)
          .where(byEmail(body.email!))
        if (existing) throw problems.duplicate('An account with this email', existing.id)
        const [user] = await tx
          .insert(t.users)
          .values({
            email: body.email!.trim(),
            fullName: [body.firstName, body.middleName, body.lastName].filter(Boolean).join(' '),
            passwordHash: await hashPassword(body.password!),
            role: 'Student',
            phoneNumber: body.phoneNumber,
            gender: body.gender as 'male' | 'female' | 'other',
            campusId: campus?.id ?? null,
            universityId: campus?.universityId ?? null,
          })
          .returning({ id: t.users.id, email: t.users.email })
        return { status: 201, body: user }
      })
    },

    // Same answer whether or not the account exists, so the form cannot be used to find accounts.
    requestPasswordReset: async (request, reply) => {
      const { email } = request.query as { email: string }
      const [user] = await db.select().from(t.users).where(byEmail(email))
      if (user?.status && (await recentResets(ctx, user.id)) < maxResetsPerHour) {
        const token = await issueResetToken(ctx, user.id)
        const origin = `${request.protocol}://${request.host}`
        const link = `${origin}/reset-password/${encodeURIComponent(user.email)}/${token}`
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
      const { email, newPassword, resetToken } = request.body as Record<string, string>
      return runMutation(db, request, reply, async (tx) => {
        const [reset] = await tx
          .select({ id: t.passwordResets.id, userId: t.passwordResets.userId })
          .from(t.passwordResets)
          .innerJoin(t.users, eq(t.users.id, t.passwordResets.userId))
          .where(
            and(
              eq(t.passwordResets.tokenHash, sha256(resetToken!)),
              isNull(t.passwordResets.usedAt),
              gt(t.passwordResets.expiresAt, new Date()),
              byEmail(email!),
            ),
          )
        if (!reset) {
          throw new HttpProblem(
            400,
            'invalid-reset-token',
            'Invalid reset link',
            'The reset link is not valid or has expired.',
          )
        }
        await tx
          .update(t.passwordResets)
          .set({ usedAt: new Date() })
          .where(eq(t.passwordResets.id, reset.id))
        await tx
          .update(t.users)
          .set({
            passwordHash: await hashPassword(newPassword!),
            mustSetPassword: false,
            failedLogins: 0,
            lockedUntil: null,
          })
          .where(eq(t.users.id, reset.userId))
        return { status: 201, body: { message: 'Your password has been reset.' } }
      })
    },
  }
}
