// The operations of a register paged on the server (students, employees), made from its repository:
// one page by keyset cursor with the filtered total, read (ETag), enter and edit (If-Match,
// Idempotency-Key); and the SQL of the search box both registers share (`common/register-search.ts`
// is the same rule on the device).
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationId } from '../../common/access.ts'
import { isDevanagari, registerQuery } from '../../common/register-search.ts'
import { sortOrder, type RegisterSort } from '../../common/register-sort.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { callerOf } from '../http/access-hook.ts'
import { ifMatchVersion, versionTag } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import type { Crud } from '../repositories/crud.ts'
import { orMovedAway } from '../repositories/moved-away.ts'
import type { RegisterOrders } from '../repositories/registers.ts'
import type { Body, Context, Handlers, QueryOf } from './context.ts'

/** The text for LIKE, with the wildcards a user typed taken literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, '\\$&')
/** `q%` for LIKE: the start of a text. */
const prefixPattern = (q: string) => `${literal(q)}%`
/** `ram% bah% th%` for LIKE: the words in order, the first at the start, each next after a space. */
const wordsPattern = (words: readonly string[]) => `${words.map(literal).join('% ')}%`

/** The columns a register's `q` reads: the names, and its numbers matched whole or by their start. */
export type SearchColumns = {
  firstName: PgColumn
  middleName: PgColumn
  lastName: PgColumn
  nameNe: PgColumn
  exact?: PgColumn[]
  prefix?: PgColumn[]
}

/**
 * The alternatives a row may meet, any one (`or(...)` them for one condition). One word: the start
 * of a first or last name (any letter case), or a number whole or by its start. Several: the
 * name's words in order from the start of the first name or of the surname (the numbers still by
 * the whole search). In Devanagari, from the start of any word of the Devanagari name, round it.
 * Devanagari digits are read as Latin ones, so `८१००१६२२` is a number (`registerQuery`).
 * `common/register-search.ts` has the rule in words, and the device's side.
 */
export function registerSearch(raw: string, columns: SearchColumns): SQL[] {
  const { nameNe, exact = [], prefix = [] } = columns
  const { query, words, devanagari } = registerQuery(raw)
  if (!words.length) return []
  if (devanagari) return [devanagariName(nameNe, words)]
  const numbers = [
    ...prefix.map((c) => sql`lower(${c}) like lower(${prefixPattern(query)})`),
    ...exact.map((c) => sql`lower(${c}) = lower(${query})`),
  ]
  return [...latinName(columns, words), ...(numbers.length ? [or(...numbers)!] : [])]
}

/**
 * A name by its words: the first name's reading and the surname's. Each is narrowed first by its
 * first word, the start of the first name or of the surname, as a one-word search, through the
 * prefix index of `lower(first_name)`, and the whole reading tested only on the rows it finds.
 * The surname's start is read on the name order's first key, `lower(last_name)` by code point
 * (`collate "C"`), whose prefix PostgreSQL reads as a range of the name index: a page walks it from
 * there (decision 0427).
 */
function latinName({ firstName, middleName, lastName }: SearchColumns, words: string[]): SQL[] {
  const pattern0 = prefixPattern(words[0]!)
  const starts = (c: PgColumn) => sql`lower(${c}) like lower(${pattern0})`
  const surname = sql`(lower(${lastName}) collate "C") like lower(${pattern0})`
  if (words.length === 1) return [starts(firstName), surname]
  const pattern = wordsPattern(words)
  // concat_ws leaves a missing (null) middle name out.
  const reads = (a: PgColumn, b: PgColumn, c: PgColumn) =>
    sql`lower(concat_ws(' ', ${a}, ${b}, ${c})) like lower(${pattern})`
  return [
    and(starts(firstName), reads(firstName, middleName, lastName))!,
    and(surname, reads(lastName, firstName, middleName))!,
  ]
}

/**
 * The Devanagari name (no index reads it): a word, the start of any of its words; several, in
 * order from any word and round the name, as `' ' || name || ' ' || name` holds them.
 */
function devanagariName(nameNe: PgColumn, words: string[]): SQL {
  if (words.length === 1) {
    const pattern = prefixPattern(words[0]!)
    return or(sql`${nameNe} like ${pattern}`, sql`${nameNe} like ${`% ${pattern}`}`)!
  }
  return sql`(' ' || ${nameNe} || ' ' || ${nameNe}) like ${`% ${wordsPattern(words)}`}`
}

/**
 * The filters a register's list takes as `column = value`, each when it is sent:
 * `equalFilters(query, { campusId: t.students.campusId })`.
 */
export const equalFilters = <Q extends object>(
  query: Q,
  columns: Partial<Record<keyof Q, PgColumn>>,
): (SQL | undefined)[] =>
  Object.entries(columns).map(([key, column]) => {
    const value = query[key as keyof Q]
    return value == null ? undefined : eq(column as PgColumn, value)
  })

/**
 * A search (`q`) is counted up to this many matches; filters alone are counted whole, a figure the
 * regulator reads (decision 0426). More than any "every one that matches" a screen acts on (2,000).
 */
const SEARCH_COUNT_CAP = 2000

type PageQuery = {
  sort?: RegisterSort
  q?: string
  limit?: number
  after?: string
  before?: string
}

/** Whether two types are the same type (not merely assignable: every query field is optional). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/**
 * The list operation whose query (as the contract types it) is `Query`: a register's list operation
 * and its filters cannot disagree, so the handler reads the query without a cast.
 */
type ListOperation<Query> = {
  [K in OperationId]: Same<QueryOf<K>, Query> extends true ? K : never
}[OperationId]

/** A register: its repository, its four operations of the contract, its orders and its filters. */
export type RegisterDefinition<Query extends PageQuery> = {
  repository: Crud
  operations: {
    list: ListOperation<Query>
    get: OperationId
    create: OperationId
    update: OperationId
  }
  orders: RegisterOrders
  filters: (query: Query) => (SQL | undefined)[]
  /**
   * The search box's alternatives (`registerSearch`), where the name order is an index's: each is
   * read in that order and the pages merged (decision 0427). A list without (the outcome lists,
   * ordered by a correlated read of the student) has its search among its `filters`.
   */
  search?: (q: string) => SQL[]
  /**
   * The caller's whole register counted from counts the database keeps (decision 0428), for a page
   * without a filter or a search; undefined where it keeps none for that scope.
   */
  wholeCount?: (db: Db, caller: Caller) => Promise<number | undefined>
}

/** The request the four operations share, whichever register: the one generic boundary. */
type RegisterRequest = FastifyRequest<{ Body: Body; Params: { id: number } }>
/** The list's request: its query is the list operation's (Fastify's own generics leave it unknown). */
type ListRequest<Query> = RegisterRequest & { query: Query }
type RegisterHandler = (request: RegisterRequest, reply: FastifyReply) => Promise<unknown>

export function registerHandlers<Query extends PageQuery>(
  { db }: Context,
  { repository, operations: ops, orders, filters, search, wholeCount }: RegisterDefinition<Query>,
): Handlers {
  const handlers: Partial<Record<OperationId, RegisterHandler>> = {
    [ops.list]: (request: ListRequest<Query>) => {
      const { query } = request
      const { by, reversed } = sortOrder(query.sort)
      const devanagari = !!query.q && isDevanagari(query.q)
      const keyset = by === 'name' && devanagari ? (orders.searchedNe ?? orders.name) : orders[by]
      const caller = callerOf(request)
      const filtered = filters(query)
      const whole = !query.q && filtered.every((f) => f === undefined) ? wholeCount : undefined
      return repository.keysetPage(db, caller, filtered, {
        counted: whole && (() => whole(db, caller)),
        anyOf: query.q && search ? search(query.q) : undefined,
        // Read from its other end: the same index, walked backwards.
        keyset: reversed ? { ...keyset, descending: !keyset.descending } : keyset,
        limit: query.limit ?? 25,
        after: query.after,
        before: query.before,
        countAtMost: query.q ? SEARCH_COUNT_CAP : undefined,
      })
    },
    [ops.get]: async (request: RegisterRequest, reply: FastifyReply) => {
      const caller = callerOf(request)
      const { id } = request.params
      const row = await repository
        .get(db, caller, id)
        .catch(orMovedAway(repository, db, caller, id))
      reply.header('etag', versionTag(row.version))
      return row
    },
    [ops.create]: (request: RegisterRequest, reply: FastifyReply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 201,
        body: await repository.create(tx, callerOf(request), request.body),
      })),
    [ops.update]: (request: RegisterRequest, reply: FastifyReply) =>
      runMutation(db, request, reply, async (tx) => {
        const caller = callerOf(request)
        const { id } = request.params
        const ifMatch = ifMatchVersion(request.headers['if-match'])
        return {
          status: 200,
          body: await repository
            .update(tx, caller, id, request.body, ifMatch)
            .catch(orMovedAway(repository, tx, caller, id)),
        }
      }),
  }
  return handlers as Handlers
}
