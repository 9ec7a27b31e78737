// Handlers of every setup list, made from its declaration in common/setup-lists.ts: list,
// list-by-university, read, create, update, and the bulk write of an import's chunk.
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import type { Crud } from '../repositories/crud.ts'
import * as campusLists from '../repositories/campus-lists.ts'
import { incomeExpenses } from '../repositories/campus-lists.ts'
import * as definitions from '../repositories/definitions.ts'
import * as examLists from '../repositories/exams.ts'
import * as resultTotalLists from '../repositories/result-totals.ts'
import {
  campuses,
  feeSetups,
  majorSubjects,
  programs,
  subjects,
} from '../repositories/definitions.ts'
import { callerOf } from '../http/access-hook.ts'
import { ifMatchVersion, versionTag } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import type { OperationId } from '../../common/access.ts'
import {
  importableLists,
  setupLists,
  type ImportableList,
  type ListOperations,
  type SetupListName,
} from '../../common/setup-lists.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { bulkRequired } from '../../common/operations.gen.ts'
import type { Body, Context, Handlers } from './context.ts'
import { bulkUpserter, type BulkBody } from './register-bulk.ts'

/**
 * Each setup list's repository: the export of server/repositories named as the list is in
 * common/setup-lists.ts (`faculties`). A declared list without one does not compile. (The filtered
 * lists below import theirs by name: a namespace read member by member would hide the others from
 * knip.)
 */
const repositories: Record<SetupListName, Crud> = {
  ...definitions,
  ...campusLists,
  ...examLists,
  ...resultTotalLists,
}

/** Public lists (fiscal years) are read by signed-out visitors too: they see the commission's view. */
const anonymous = { userId: 0, role: 'Admin', universityId: null, campusId: null } as const

/**
 * The request every list's operations share, whichever list: a record body the contract has
 * validated, an id (or a university id) in the path. The one generic boundary of the handler table.
 */
type ListRequest = FastifyRequest<{ Body: Body; Params: { id: number; universityId?: number } }>
type ListHandler = (request: ListRequest, reply: FastifyReply) => Promise<unknown>

function handlersOf(ctx: Context, entity: Crud, ops: ListOperations): Handlers {
  const { db } = ctx
  const handlers: Partial<Record<OperationId, ListHandler>> = {}
  handlers[ops.list] = (request) => entity.list(db, request.caller ?? anonymous)
  if (ops.listByUniversity) {
    handlers[ops.listByUniversity] = (request) => {
      const { universityId, id } = request.params
      return entity.list(db, callerOf(request), [
        eq(entity.columns.universityId!, universityId ?? id),
      ])
    }
  }
  if (ops.get) {
    handlers[ops.get] = async (request, reply) => {
      const row = await entity.get(db, callerOf(request), request.params.id)
      reply.header('etag', versionTag(row.version))
      return row
    }
  }
  handlers[ops.create] = (request, reply) =>
    runMutation(db, request, reply, async (tx) => ({
      status: 201,
      body: await entity.create(tx, callerOf(request), request.body),
    }))
  // PUT replaces the record: what it leaves out is cleared (status back to Active).
  const replaces = (request: { method: string }) => request.method === 'PUT'
  handlers[ops.update] = (request, reply) =>
    runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await entity.update(
        tx,
        callerOf(request),
        request.params.id,
        replaces(request) ? { ...entity.blank, ...request.body } : request.body,
        ifMatchVersion(request.headers['if-match']),
      ),
    }))
  return handlers as Handlers
}

/** An importable list's bulk write (decision 0333): each row a create or an edit, as those two do. */
function bulkHandlerOf({ db }: Context, name: ImportableList): Handlers {
  const operation = setupLists[name].operations.bulk
  const required = Object.fromEntries(bulkRequired[operation].map((field) => [field, true]))
  const upsert = bulkUpserter(repositories[name], required, name, operation)
  const handler: ListHandler = (request, reply) =>
    runMutation(db, request, reply, async (tx) => ({
      status: 200,
      body: await upsert(tx, callerOf(request), request.body as BulkBody),
    }))
  return { [operation]: handler }
}

/**
 * Lists with filters of their own: subjects (paged on the server), major subjects, fee setups,
 * income/expense entries, a campus's programs, campuses (by university and type).
 */
function filteredLists(ctx: Context): Handlers {
  const { db } = ctx
  return {
    listSubjects: (request) => {
      const q = request.query
      const s = t.subjects
      const where: (SQL | undefined)[] = [
        q.programId ? eq(s.programId, q.programId) : undefined,
        q.semester ? eq(s.semester, q.semester) : undefined,
        q.year ? eq(s.year, q.year) : undefined,
        q.status === undefined ? undefined : eq(s.status, q.status),
        q.search
          ? or(
              ilike(s.subjectName, `%${q.search}%`),
              ilike(s.code, `%${q.search}%`),
              ilike(s.shortName, `%${q.search}%`),
            )
          : undefined,
      ]
      return subjects.page(db, callerOf(request), where, q.page ?? 1, q.pageSize ?? 25)
    },
    listMajorSubjects: (request) => {
      const q = request.query
      const m = t.majorSubjects
      return majorSubjects.list(db, callerOf(request), [
        q.programId ? eq(m.programId, q.programId) : undefined,
        q.status === undefined ? undefined : eq(m.status, q.status),
      ])
    },
    listFeeSetups: (request) => {
      const q = request.query
      return feeSetups.list(db, callerOf(request), [
        q.fiscalYearId ? eq(t.feeSetups.fiscalYearId, q.fiscalYearId) : undefined,
        q.programId ? eq(t.feeSetups.programId, q.programId) : undefined,
      ])
    },
    listIncomeExpenses: (request) => {
      const q = request.query
      const e = t.incomeExpenses
      return incomeExpenses.list(db, callerOf(request), [
        q.fiscalYearId ? eq(e.fiscalYearId, q.fiscalYearId) : undefined,
        q.headId ? eq(e.headId, q.headId) : undefined,
        q.campusId ? eq(e.campusId, q.campusId) : undefined,
      ])
    },
    listCampuses: (request) => {
      const q = request.query
      return campuses.list(db, callerOf(request), [
        q.universityId ? eq(t.campuses.universityId, q.universityId) : undefined,
        q.campusType ? eq(t.campuses.campusType, q.campusType) : undefined,
      ])
    },
    listProgramsByCollege: (request) => {
      const { collegeid } = request.query
      return programs.list(db, callerOf(request), [
        sql`${t.programs.id} in (select program_id from college_programs where campus_id = ${collegeid} and status)`,
      ])
    },
  }
}

export function setupHandlers(ctx: Context): Handlers {
  const names = Object.keys(setupLists) as SetupListName[]
  return Object.assign(
    {},
    ...names.map((name) => handlersOf(ctx, repositories[name], setupLists[name].operations)),
    ...importableLists.map((name) => bulkHandlerOf(ctx, name)),
    // Last: a list with filters of its own answers its list operation with them.
    filteredLists(ctx),
  ) as Handlers
}
