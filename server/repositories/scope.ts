// Institution scope: which rows a caller may see, change and create. Commission roles see everything;
// a university sees its own rows, its campuses' rows and commission-wide rows; a campus sees its own
// rows and the shared rows of its university and of the commission.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'

export type ScopeColumns = { universityId?: PgColumn; campusId?: PgColumn }

const inUniversity = (campus: PgColumn, universityId: number) =>
  sql`${campus} in (select id from campuses where university_id = ${universityId})`

export function readScope(cols: ScopeColumns, caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  const { universityId: uni, campusId: campus } = cols
  const uniId = caller.universityId ?? -1
  const campusRule =
    caller.role === 'UniAdmin'
      ? (c: PgColumn) => or(isNull(c), inUniversity(c, uniId))
      : (c: PgColumn) => or(isNull(c), eq(c, caller.campusId ?? -1))
  return and(
    uni ? or(isNull(uni), eq(uni, uniId)) : undefined,
    campus ? campusRule(campus) : undefined,
  )
}

export function writeScope(cols: ScopeColumns, caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  const { universityId: uni, campusId: campus } = cols
  if (!uni && !campus) return undefined // commission-wide lists: the access table limits writers
  if (caller.role === 'UniAdmin') {
    return uni
      ? eq(uni, caller.universityId ?? -1)
      : inUniversity(campus!, caller.universityId ?? -1)
  }
  return campus ? eq(campus, caller.campusId ?? -1) : sql`false`
}

/** The scope ids a new row gets: a campus's and a university's own ids, whatever the client sent. */
export function ownedBy(
  cols: ScopeColumns,
  caller: Caller,
  sent: { universityId?: number | null; campusId?: number | null },
) {
  const owner: { universityId?: number | null; campusId?: number | null } = {}
  const commission = isCommission(caller.role)
  if (cols.universityId) {
    owner.universityId = commission ? (sent.universityId ?? null) : caller.universityId
  }
  if (cols.campusId) {
    // A university's rows are university-wide: it cannot place rows in a campus by sending its id.
    owner.campusId = commission
      ? (sent.campusId ?? null)
      : caller.role === 'UniAdmin'
        ? null
        : caller.campusId
  }
  return owner
}
