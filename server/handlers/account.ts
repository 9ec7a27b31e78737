// The signed-in user's own account: read it, edit the profile, change the password.
import { eq } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { checkPassword } from '../auth/check-password.ts'
import { refreshCookie } from '../auth/refresh-cookie.ts'
import { revokeSessions } from '../auth/sessions.ts'
import { sessionUser } from '../auth/session-user.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { problems } from '../problems.ts'
import type { Context, Handlers } from './context.ts'

export function accountHandlers(ctx: Context): Handlers {
  const { db } = ctx
  // Inside a mutation, reads go through its transaction: PGlite has one connection.
  const activeUser = async (userId: number, from: Db = db) => {
    const [user] = await from.select().from(t.users).where(eq(t.users.id, userId))
    if (!user?.status) throw problems.unauthorized()
    return user
  }

  return {
    logout: async (request, reply) => {
      const caller = callerOf(request)
      if (caller.sessionId) await ctx.sessions.revoke(caller.sessionId)
      reply.header('set-cookie', refreshCookie(ctx.config.publicUrl, '', new Date(0)))
      return reply.code(204).send()
    },

    getCurrentUser: async (request) => {
      const caller = callerOf(request)
      const user = await activeUser(caller.userId)
      return { ...(await sessionUser(db, user)), expiresAt: caller.expiresAt?.toISOString() }
    },

    updateCurrentUser: (request, reply) => {
      const caller = callerOf(request)
      const changes = request.body
      return runMutation(db, request, reply, async (tx) => {
        const [user] = await tx
          .update(t.users)
          .set({
            ...(changes.fullName !== undefined && { fullName: changes.fullName.trim() }),
            ...(changes.phoneNumber !== undefined && { phoneNumber: changes.phoneNumber }),
            ...(changes.locale !== undefined && { locale: changes.locale }),
            ...(changes.digits !== undefined && { digits: changes.digits }),
          })
          .where(eq(t.users.id, caller.userId))
          .returning()
        if (!user?.status) throw problems.unauthorized()
        const body = {
          ...(await sessionUser(tx, user)),
          expiresAt: caller.expiresAt?.toISOString(),
        }
        return { status: 200, body }
      })
    },

    changePassword: (request, reply) => {
      const caller = callerOf(request)
      const { currentPassword, newPassword } = request.body
      return runMutation(db, request, reply, async (tx) => {
        const user = await activeUser(caller.userId, tx)
        if (!(await verifyPassword(user.passwordHash, currentPassword))) {
          throw problems.validation(
            [{ field: 'currentPassword', message: 'The current password is wrong.' }],
            'The current password is wrong.',
          )
        }
        checkPassword('newPassword', newPassword, user.email)
        await tx
          .update(t.users)
          .set({ passwordHash: await hashPassword(newPassword) })
          .where(eq(t.users.id, user.id))
        // Whoever else holds a session of this account (a stolen token) is signed out.
        await revokeSessions(tx, { userId: user.id, except: caller.sessionId })
        return { status: 201, body: { message: 'Your password has been changed.' } }
      })
    },
  }
}
