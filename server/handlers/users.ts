// User accounts: list, invite, change, disable and re-enable, reset by mail; the first SuperAdmin of
// an empty installation. Nobody gives a role above their own; a UniAdmin reaches only their own
// university and its campuses; the last enabled SuperAdmin stays.
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { checkPassword } from '../auth/check-password.ts'
import { hashPassword } from '../auth/password.ts'
import { hashToken, issuePasswordToken, passwordLink } from '../auth/password-links.ts'
import { belongingOf, mayGive } from '../../common/role-rank.ts'
import { revokeSessions } from '../auth/sessions.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { ifMatchVersion, versionTag } from '../http/etag.ts'
import type { Tx } from '../db/transaction.ts'
import { employerLevel } from '../../common/employee-rules.ts'
import { inviteValidHours } from '../../common/invitation.ts'
import { employeeScope } from '../repositories/employees.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../problems.ts'
import type { Context, Handlers } from './context.ts'

const inviteValidMs = inviteValidHours * 3600_000
const resetValidMs = 3600_000
const u = t.users
type UserRow = typeof t.users.$inferSelect
type Role = t.Role

const account = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  universityId: row.universityId,
  campusId: row.campusId,
  phoneNumber: row.phoneNumber,
  employeeId: row.employeeId,
  status: row.status,
  mustSetPassword: row.mustSetPassword,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
})

/** The accounts a caller manages: all for the commission, their university's for a UniAdmin. */
function reach(caller: Caller): SQL | undefined {
  if (caller.role !== 'UniAdmin') return undefined
  return or(
    eq(u.universityId, caller.universityId ?? 0),
    sql`${u.campusId} in (select id from campuses where university_id = ${caller.universityId ?? 0})`,
  )
}

const outsideReach = () => problems.forbidden('That account is outside your university.')
const aboveYou = () => problems.forbidden('You may not give or change a role above your own.')

/**
 * Where an account of `role` belongs, checked: no institution for commission roles, an existing
 * university for a UniAdmin, an existing campus (and so its university) for campus roles.
 */
async function placement(
  tx: Tx,
  role: Role,
  universityId?: number | null,
  campusId?: number | null,
) {
  const belonging = belongingOf(role)
  if (belonging === 'commission') return { universityId: null, campusId: null }
  if (belonging === 'university') {
    if (universityId == null)
      throw problems.validation([{ field: 'universityId', message: `is required for a ${role}` }])
    const [found] = await tx
      .select({ id: t.universities.id })
      .from(t.universities)
      .where(eq(t.universities.id, universityId))
    if (!found)
      throw problems.validation([{ field: 'universityId', message: 'is not a known university' }])
    return { universityId, campusId: null }
  }
  if (campusId == null)
    throw problems.validation([{ field: 'campusId', message: `is required for a ${role}` }])
  const [campus] = await tx
    .select({ id: t.campuses.id, universityId: t.campuses.universityId })
    .from(t.campuses)
    .where(eq(t.campuses.id, campusId))
  if (!campus) throw problems.validation([{ field: 'campusId', message: 'is not a known campus' }])
  return { universityId: campus.universityId, campusId }
}

/**
 * Where the account of an employee belongs: where the record does (decision 0323), so the role
 * must be of the record's level. 400 on employeeId for a record the caller cannot read, 409 when
 * it already has an account.
 */
async function employeePlacement(tx: Tx, caller: Caller, role: Role, employeeId: number) {
  const e = t.employees
  const [employee] = await tx
    .select({ universityId: e.universityId, campusId: e.campusId })
    .from(e)
    .where(and(eq(e.id, employeeId), employeeScope.read(caller)))
  if (!employee) {
    throw problems.validation([{ field: 'employeeId', message: 'is not an employee you can see' }])
  }
  const level = employerLevel(employee)
  if (belongingOf(role) !== level) {
    throw problems.validation([
      {
        field: 'role',
        message: `is not a role of ${level} staff: the account works where the employee does`,
      },
    ])
  }
  const [given] = await tx.select({ id: u.id }).from(u).where(eq(u.employeeId, employeeId))
  if (given) throw problems.duplicate('An account for this employee', given.id)
  return employee
}

function checkReach(caller: Caller, place: { universityId: number | null }) {
  if (caller.role === 'UniAdmin' && place.universityId !== caller.universityId) throw outsideReach()
}

/** Disabling or demoting the last enabled SuperAdmin would lock everyone out of user management. */
async function keepOneSuperAdmin(tx: Tx, target: UserRow, next: { role: Role; status: boolean }) {
  if (target.role !== 'SuperAdmin' || !target.status) return
  if (next.role === 'SuperAdmin' && next.status) return
  // Two administrators disabling each other at once must not both pass the count.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('superadmins', 0))`)
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(u)
    .where(and(eq(u.role, 'SuperAdmin'), eq(u.status, true), ne(u.id, target.id)))
  if (!others?.n) {
    throw new HttpProblem(
      409,
      'last-superadmin',
      'The last SuperAdmin',
      'The last enabled SuperAdmin cannot be disabled or given another role.',
    )
  }
}

export function userHandlers(ctx: Context): Handlers {
  const { db } = ctx
  const find = async (from: Db | Tx, caller: Caller, id: number) => {
    const [row] = await from
      .select()
      .from(u)
      .where(and(eq(u.id, id), reach(caller)))
    if (!row) throw problems.notFound('User')
    return row
  }
  const mailLink = async (request: FastifyRequest, to: string, token: string, intro: string) =>
    ctx.mailer.send(
      {
        to,
        subject: 'HEMIS: set your password',
        body: `${intro}\n${passwordLink(ctx.config.publicUrl, to, token)}\n\nIf you did not expect this mail, ignore it.`,
      },
      request.log,
    )

  return {
    listUsers: async (request) => {
      const caller = callerOf(request)
      const q = request.query
      const page = q.page ?? 1
      const pageSize = q.pageSize ?? 25
      const search = q.search?.trim()
      const where = and(
        reach(caller),
        search ? or(ilike(u.fullName, `%${search}%`), ilike(u.email, `%${search}%`)) : undefined,
        q.role ? eq(u.role, q.role) : undefined,
        q.universityId ? eq(u.universityId, q.universityId) : undefined,
        q.campusId ? eq(u.campusId, q.campusId) : undefined,
        q.status === undefined ? undefined : eq(u.status, q.status),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(u)
          .where(where)
          .orderBy(asc(u.fullName), asc(u.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(u)
          .where(where),
      ])
      return { items: rows.map(account), total: total?.n ?? 0, page, pageSize }
    },

    getUser: async (request, reply) => {
      const row = await find(db, callerOf(request), request.params.id)
      reply.header('etag', versionTag(row.version))
      return account(row)
    },

    inviteUser: async (request, reply) => {
      const caller = callerOf(request)
      const body = request.body
      if (!mayGive(caller.role, body.role)) throw aboveYou()
      let token: string | undefined
      return runMutation(
        db,
        request,
        reply,
        async (tx) => {
          const employeeId = body.employeeId ?? null
          const place =
            employeeId === null
              ? await placement(tx, body.role, body.universityId, body.campusId)
              : await employeePlacement(tx, caller, body.role, employeeId)
          checkReach(caller, place)
          const email = body.email.trim()
          const [taken] = await tx
            .select({ id: u.id })
            .from(u)
            .where(sql`lower(${u.email}) = lower(${email})`)
          if (taken) throw problems.duplicate('An account with this email', taken.id)
          const [row] = await tx
            .insert(u)
            .values({
              email,
              fullName: body.fullName.trim(),
              role: body.role,
              ...place,
              employeeId,
              phoneNumber: body.phoneNumber ?? null,
              // Nobody knows this password: the invited person sets their own through the link.
              passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
              mustSetPassword: true,
            })
            .returning()
          token = await issuePasswordToken(tx, row!.id, inviteValidMs)
          return { status: 201, body: account(row!) }
        },
        // Mailed after the commit (never on a replay), before the answer: a rolled-back invitation
        // sends nothing, and whoever reads the answer finds the mail written.
        () =>
          mailLink(
            request,
            body.email.trim(),
            token!,
            `You have been given a HEMIS account. Open this link within ${inviteValidHours} hours to set your password:`,
          ),
      )
    },

    updateUser: (request, reply) => {
      const caller = callerOf(request)
      const { id } = request.params
      const body = request.body
      const expected = ifMatchVersion(request.headers['if-match'])
      return runMutation(db, request, reply, async (tx) => {
        const target = await find(tx, caller, id)
        if (expected !== undefined && expected !== target.version)
          throw problems.staleVersion('user', account(target))
        const role = body.role ?? target.role
        if (!mayGive(caller.role, target.role) || !mayGive(caller.role, role)) throw aboveYou()
        if (body.status === false && target.id === caller.userId)
          throw problems.validation([
            { field: 'status', message: 'You cannot disable your own account.' },
          ])
        const moves =
          body.role !== undefined || body.universityId !== undefined || body.campusId !== undefined
        const place = moves
          ? await placement(
              tx,
              role,
              body.universityId ?? target.universityId,
              body.campusId ?? target.campusId,
            )
          : { universityId: target.universityId, campusId: target.campusId }
        checkReach(caller, place)
        const status = body.status ?? target.status
        await keepOneSuperAdmin(tx, target, { role, status })
        const [row] = await tx
          .update(u)
          .set({
            ...(body.fullName !== undefined && { fullName: body.fullName.trim() }),
            ...(body.phoneNumber !== undefined && { phoneNumber: body.phoneNumber }),
            role,
            ...place,
            status,
            version: sql`${u.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(u.id, id), eq(u.version, target.version)))
          .returning()
        if (!row) throw problems.staleVersion('user', account(await find(tx, caller, id)))
        // A disabled account's sessions end now, not when their tokens expire.
        if (!status) await revokeSessions(tx, { userId: id })
        return { status: 200, body: account(row) }
      })
    },

    sendUserPasswordReset: async (request, reply) => {
      const caller = callerOf(request)
      const { id } = request.params
      let sent: { to: string; token: string } | undefined
      return runMutation(
        db,
        request,
        reply,
        async (tx) => {
          const target = await find(tx, caller, id)
          if (!mayGive(caller.role, target.role)) throw aboveYou()
          if (!target.status)
            throw problems.validation([
              { field: 'id', message: 'The account is disabled: enable it first.' },
            ])
          sent = { to: target.email, token: await issuePasswordToken(tx, id, resetValidMs) }
          return { status: 202, body: { message: 'A link to set a new password has been mailed.' } }
        },
        () =>
          mailLink(
            request,
            sent!.to,
            sent!.token,
            'An administrator asked HEMIS to let you set a new password. Open this link within one hour:',
          ),
      )
    },

    createFirstAdmin: (request, reply) => {
      const body = request.body
      checkPassword('password', body.password, body.email)
      return runMutation(db, request, reply, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('first-admin', 0))`)
        const refused = () =>
          problems.forbidden(
            'This setup link is not valid, or the first SuperAdmin already exists.',
          )
        const [existing] = await tx
          .select({ id: u.id })
          .from(u)
          .where(eq(u.role, 'SuperAdmin'))
          .limit(1)
        if (existing) throw refused()
        const [stored] = await tx
          .delete(t.serverSettings)
          .where(
            and(
              eq(t.serverSettings.name, firstRunSetting),
              eq(t.serverSettings.value, hashToken(body.token)),
            ),
          )
          .returning()
        if (!stored) throw refused()
        const [row] = await tx
          .insert(u)
          .values({
            email: body.email.trim(),
            fullName: body.fullName.trim(),
            role: 'SuperAdmin',
            passwordHash: await hashPassword(body.password),
          })
          .returning()
        return { status: 201, body: account(row!) }
      })
    },

    listAuditEntries: async (request) => {
      const caller = callerOf(request)
      const q = request.query
      const a = t.auditLog
      const page = q.page ?? 1
      const pageSize = q.pageSize ?? 50
      const mine = caller.universityId ?? 0
      const where = and(
        caller.role === 'UniAdmin'
          ? or(
              eq(a.actorUniversityId, mine),
              eq(a.recordUniversityId, mine),
              sql`${a.recordCampusId} in (select id from campuses where university_id = ${mine})`,
            )
          : undefined,
        q.userId ? eq(a.userId, q.userId) : undefined,
        q.table ? eq(a.tableName, q.table) : undefined,
        q.recordId ? eq(a.recordId, q.recordId) : undefined,
        q.operationId ? eq(a.operationId, q.operationId) : undefined,
        q.from ? sql`${a.at} >= ${q.from}::date` : undefined,
        q.to ? sql`${a.at} < ${q.to}::date + 1` : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: a, userEmail: u.email })
          .from(a)
          .leftJoin(u, eq(u.id, a.userId))
          .where(where)
          .orderBy(sql`${a.id} desc`)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(a)
          .where(where),
      ])
      const items = rows.map(({ entry, userEmail }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        userId: entry.userId,
        userEmail,
        address: entry.address,
        operationId: entry.operationId,
        tableName: entry.tableName,
        action: entry.action,
        recordId: entry.recordId,
        changes: entry.changes as Record<string, unknown[]>,
      }))
      return { items, total: total?.n ?? 0, page, pageSize }
    },
  }
}

const firstRunSetting = 'first-run-token'

/**
 * On a database without any SuperAdmin, a one-time link to create the first one: printed at start,
 * its token's hash kept so only the printed link works (a new start prints a new link).
 */
export async function firstRunLink(db: Db, publicUrl: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: u.id })
    .from(u)
    .where(inArray(u.role, ['SuperAdmin']))
    .limit(1)
  if (existing) return null
  const token = randomBytes(32).toString('base64url')
  await db
    .insert(t.serverSettings)
    .values({ name: firstRunSetting, value: hashToken(token) })
    .onConflictDoUpdate({ target: t.serverSettings.name, set: { value: hashToken(token) } })
  return `${publicUrl}/first-run/${token}`
}
