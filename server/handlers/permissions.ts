// Permissions as data (decision 0332): the commission turns a role's permission off, nationally or for
// one university's or campus's people, and back on. The access table is the ceiling: a setting can
// only take away. Each change is written to the audit log by the table's trigger.
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import {
  codePermissionsOf,
  isLocked,
  scopesOf,
  type Permission,
  type PermissionScope,
} from '../../common/permissions.ts'
import { mayTune } from '../../common/role-rank.ts'
import type { Caller } from '../auth/token.ts'
import type { Tx } from '../db/transaction.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { HttpProblem, problems } from '../problems.ts'
import type { Context, Handlers } from './context.ts'

const r = t.permissionRevocations

/** The commission reads every setting; a university the national ones and its own people's. */
function reach(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  const universityId = caller.universityId ?? -1
  return or(
    and(isNull(r.universityId), isNull(r.campusId)),
    eq(r.universityId, universityId),
    sql`${r.campusId} in (select id from campuses where university_id = ${universityId})`,
  )
}

/** The institution a setting names must exist; a scope the role has no people in is refused. */
async function checkedScope(
  tx: Tx,
  role: t.Role,
  universityId: number | null,
  campusId: number | null,
) {
  if (universityId != null && campusId != null)
    throw problems.validation([
      { field: 'campusId', message: 'name a university or a campus, not both' },
    ])
  const scope: PermissionScope =
    campusId != null ? 'campus' : universityId != null ? 'university' : 'national'
  if (!scopesOf(role).includes(scope))
    throw problems.validation([
      {
        field: scope === 'campus' ? 'campusId' : 'universityId',
        message: `${role} accounts do not belong to a ${scope}; their permissions are set nationally`,
      },
    ])
  if (universityId != null) {
    const [found] = await tx
      .select({ id: t.universities.id })
      .from(t.universities)
      .where(eq(t.universities.id, universityId))
    if (!found) throw problems.notFound('The university')
  }
  if (campusId != null) {
    const [found] = await tx
      .select({ id: t.campuses.id })
      .from(t.campuses)
      .where(eq(t.campuses.id, campusId))
    if (!found) throw problems.notFound('The campus')
  }
}

export function permissionHandlers({ db }: Context): Handlers {
  return {
    listPermissionChanges: async (request) => {
      const items = await db
        .select({
          id: r.id,
          role: r.role,
          module: r.module,
          action: r.action,
          universityId: r.universityId,
          campusId: r.campusId,
          changedBy: t.users.fullName,
          changedAt: r.revokedAt,
        })
        .from(r)
        .leftJoin(t.users, eq(t.users.id, r.revokedBy))
        .where(reach(callerOf(request)))
        .orderBy(asc(r.role), asc(r.module), asc(r.action), asc(r.id))
      return { items: items.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })) }
    },

    setPermission: (request, reply) =>
      runMutation(db, request, reply, async (tx) => {
        const caller = callerOf(request)
        const { role, module, action, granted } = request.body
        const universityId = request.body.universityId ?? null
        const campusId = request.body.campusId ?? null
        const permission: Permission = `${module}:${action}`
        if (!mayTune(caller.role, role))
          throw problems.forbidden('You may change only the permissions of roles below your own.')
        if (!codePermissionsOf(role).has(permission))
          throw problems.validation(
            [
              {
                field: 'action',
                message: `${role} does not have ${permission} in the access table`,
              },
            ],
            'The access table is the ceiling: no setting can give a role what it does not allow.',
          )
        await checkedScope(tx, role, universityId, campusId)
        if (!granted && isLocked(role, module))
          throw new HttpProblem(
            409,
            'permission-locked',
            'This permission cannot be turned off',
            `Without ${module} management no SuperAdmin could turn permissions back on.`,
          )
        const same = and(
          eq(r.role, role),
          eq(r.module, module),
          eq(r.action, action),
          universityId == null ? isNull(r.universityId) : eq(r.universityId, universityId),
          campusId == null ? isNull(r.campusId) : eq(r.campusId, campusId),
        )
        if (granted) await tx.delete(r).where(same)
        else
          await tx
            .insert(r)
            .values({ role, module, action, universityId, campusId, revokedBy: caller.userId })
            .onConflictDoNothing()
        return { status: 200, body: { role, module, action, universityId, campusId, granted } }
      }),
  }
}
