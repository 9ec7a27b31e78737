// The import log (issue 13, decision 0325): every spreadsheet imported into a register, newest first,
// read by the importer's campus, its university and the commission.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import type { Context, Handlers } from './context.ts'

const i = t.imports

/** A campus reads its own imports, a university its own and its campuses', the commission all. */
function scope(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return eq(i.universityId, caller.universityId ?? -1)
  return eq(i.campusId, caller.campusId ?? -1)
}

export function importHandlers({ db }: Context): Handlers {
  return {
    listImports: async (request) => {
      const { register, page = 1, pageSize = 10 } = request.query
      const where = and(scope(callerOf(request)), register ? eq(i.register, register) : undefined)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: i.id,
            register: i.register,
            fileName: i.fileName,
            userName: t.users.fullName,
            campusName: t.campuses.campusName,
            fileRows: i.fileRows,
            invalidRows: i.invalidRows,
            chunks: i.chunks,
            chunksDone: i.chunksDone,
            created: i.created,
            updated: i.updated,
            unchanged: i.unchanged,
            rejected: i.rejected,
            errors: i.errors,
            startedAt: i.startedAt,
            updatedAt: i.updatedAt,
          })
          .from(i)
          .innerJoin(t.users, eq(t.users.id, i.userId))
          .leftJoin(t.campuses, eq(t.campuses.id, i.campusId))
          .where(where)
          .orderBy(desc(i.startedAt), sql`${i.id}`)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(i).where(where),
      ])
      return {
        items: rows.map((r) => ({
          ...r,
          startedAt: r.startedAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      }
    },
  }
}
