// One generic repository for every setup list (faculties, levels, batches, fee types …): list and read
// within the caller's scope, create with the caller's institution, update with optimistic concurrency.
// `crud({ label: 'Faculty', table: faculties, uniqueBy: faculties.facultyName })` is a whole list.
import { and, asc, Column, desc, eq, getTableColumns, is, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isCommission } from '../../common/access.ts'
import { changedFields } from '../../common/same-value.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { isUniqueViolation, violatedIndex } from '../db/transaction.ts'
import { insertRows } from '../db/insert-rows.ts'
import { tableRows } from '../db/table-rows.ts'
import { uniqueFields } from '../db/unique-fields.ts'
import { HttpProblem, problems } from '../problems.ts'
import { rows as queryRows, where as whereSql } from './report-sql.ts'
import { movedAwayFrom } from './moved-away.ts'
import { ownedBy, readScope, writeScope, type ScopeColumns } from './scope.ts'

type Row = Record<string, unknown> & { id: number; version: number }
type Values = Record<string, unknown>

/**
 * Reads a reference once for many rows: `once(key, read)` answers the first `read`'s promise for
 * every later call with the same key (its refusal too). A single write reads each time.
 */
export type Once = <T>(key: string, read: () => Promise<T>) => Promise<T>
export const eachTime: Once = (_key, read) => read()

/** A `once` over one chunk of rows: the references they name are read once for the chunk. */
function perChunk(): Once {
  const reads = new Map<string, Promise<unknown>>()
  return <T>(key: string, read: () => Promise<T>) => {
    // Promise.resolve: a query builder is a thenable that runs its query again at each await.
    if (!reads.has(key)) reads.set(key, Promise.resolve(read()))
    return reads.get(key) as Promise<T>
  }
}

const withoutOwner = ({ universityId: _u, campusId: _c, ...rest }: Values): Values => rest

/** One uniqueness rule: `by` (text compares case-insensitively) within the same `within` values. */
export type UniqueRule = { by: PgColumn; within: PgColumn[] }

/**
 * An order a long list is paged in by keyset cursors: text key expressions (not null), then the id,
 * all ascending or all descending (so one row comparison `(keys, id) > (cursor)` finds the next page).
 */
export type Keyset = { keys: SQL[]; descending?: boolean }

export type EntityDefinition = {
  /** The word users see in messages: "Faculty already exists!". */
  label: string
  table: PgTable
  /** The column a duplicate is judged by (case-insensitive), within the same scope. */
  uniqueBy?: PgColumn
  /** Columns beside the scope that also bound uniqueness (a subject's program). */
  uniqueWithin?: PgColumn[]
  /**
   * Instead of `uniqueBy`/`uniqueWithin`: several uniqueness rules, each with every column that bounds
   * it (the scope is not implied), as a student's registration number within the university and roll
   * number within campus, program and batch. A duplicate answers the id of the row whichever rule it
   * broke.
   */
  uniqueRules?: UniqueRule[]
  /**
   * The row's university is its campus's (set from the campus on every write), never sent; where the
   * campus column may be null, a row without a campus keeps the university it names.
   */
  universityOfCampus?: boolean
  /** The list order the contract promises (columns ascend; pass `desc(col)` to descend); id breaks ties. */
  orderBy?: (PgColumn | SQL)[]
  /** Scope rules for tables that belong to an institution through another table (a subject's program). */
  scope?: { read: (caller: Caller) => SQL | undefined; write: (caller: Caller) => SQL | undefined }
  /**
   * Rules a body must meet beyond the contract's schema: returns the values to store, or throws.
   * `sent` is the body as the client sent it, before the caller's own institution replaced its owner.
   */
  prepare?: (
    values: Values,
    ctx: { tx: Tx; caller: Caller; current?: Row; sent: Values; once: Once },
  ) => Promise<Values>
  /**
   * `prepare` reads no row of this table, only references (programs, batches, districts …), so a
   * chunk's new rows may all be checked before any is inserted, and inserted by one statement
   * (`createMany`, decision 0334). Without it a bulk write creates its rows one at a time.
   */
  setBased?: boolean
  /**
   * Records move between campuses (a student's transfer): a campus asking for one it had is told it
   * moved (`movedAway`, decision 0375).
   */
  movesBetweenCampuses?: boolean
  /** Adds related records to rows before they are answered (a subject's program). */
  present?: (db: Db | Tx, rows: Row[]) => Promise<Row[]>
}

export type KeysetQuery = {
  keyset: Keyset
  limit: number
  after?: string
  before?: string
  /** Count no further than this many matches (a search's; decision 0426): the total says so. */
  countAtMost?: number
  /**
   * A search's alternatives (the first name's reading, the surname's, the numbers), any of which
   * a row meets: each is read in the keyset's order through its own index and the pages merged
   * (decision 0427), where one OR of them sorted every match.
   */
  anyOf?: SQL[]
  /** The count kept elsewhere for a page without a filter or a search (decision 0428), if any. */
  counted?: () => Promise<number | undefined>
}

/**
 * The values sent, each text without the blanks around it: " Ram " is stored as "Ram", so the
 * search finds it, and "Science " is the same faculty as "Science" to the unique indexes. The
 * forms trim too; an API client may not.
 */
function trimmed(body: Values): Values {
  const blanked = Object.keys(body).filter((k) => {
    const value = body[k]
    return typeof value === 'string' && value !== value.trim()
  })
  if (blanked.length === 0) return body
  return { ...body, ...Object.fromEntries(blanked.map((k) => [k, (body[k] as string).trim()])) }
}

/** The key values and id a cursor names, or 400 on `field` when it is not a cursor of this order. */
function decodeCursor(text: string, keyset: Keyset, field: string): (string | number)[] {
  const bad = () =>
    problems.validation(
      [
        {
          field,
          message: 'is not a position in this list (read it from nextCursor or prevCursor)',
        },
      ],
      `${field} is not a cursor of this list`,
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw bad()
  }
  if (!Array.isArray(parsed) || parsed.length !== keyset.keys.length + 1) throw bad()
  const id: unknown = parsed.at(-1)
  // An id within the integer column, keys text the database takes (no NUL): never a 500 later.
  if (!Number.isInteger(id) || (id as number) < 0 || (id as number) > 2 ** 31 - 1) throw bad()
  for (const value of parsed.slice(0, -1) as unknown[]) {
    if (typeof value !== 'string' || value.includes('\u0000')) throw bad()
  }
  return parsed as (string | number)[]
}

export function crud(def: EntityDefinition) {
  const cols = getTableColumns(def.table) as unknown as Record<string, PgColumn>
  const scopeCols: ScopeColumns = { universityId: cols.universityId, campusId: cols.campusId }
  const idCol = cols.id!
  const versionCol = cols.version!
  // The id last keeps pages stable when the other keys tie.
  const orderBy = [...(def.orderBy ?? []), idCol].map((o) => (is(o, Column) ? asc(o) : o))
  const scope = def.scope ?? {
    read: (caller: Caller) => readScope(scopeCols, caller),
    write: (caller: Caller) => writeScope(scopeCols, caller),
  }
  const present = async (db: Db | Tx, rows: Row[]) => (def.present ? def.present(db, rows) : rows)
  const one = async (db: Db | Tx, row: Row) => (await present(db, [row]))[0]!

  const table = tableRows(def.table)
  const orderText = sql.join(orderBy, sql`, `)
  const select = (db: Db | Tx, conditions: (SQL | undefined)[]) =>
    table.read<Row>(
      db,
      sql`select ${table.list} from ${def.table} ${whereSql(...conditions)} order by ${orderText}`,
    )

  const countOf = async (db: Db, condition: SQL | undefined) => {
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${def.table} ${whereSql(condition)}`,
    )
    return count?.total ?? 0
  }
  /**
   * The count, or `most` and capped once more match: the rows past it are never read (the
   * subquery's limit stops the scan), so a common name's tens of thousands of matches cost no
   * more than its first `most` (decision 0426).
   */
  const countUpTo = async (db: Db, condition: SQL | undefined, most: number | undefined) => {
    if (most === undefined) return { total: await countOf(db, condition), totalCapped: false }
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 from ${def.table} ${whereSql(condition)}
        limit ${most + 1}) as matched`,
    )
    const total = count?.total ?? 0
    return total > most ? { total: most, totalCapped: true } : { total, totalCapped: false }
  }

  const key = (c: PgColumn) => Object.keys(cols).find((k) => cols[k] === c)!

  const uniqueRules: UniqueRule[] = def.uniqueRules ?? [
    {
      by: def.uniqueBy!,
      within: [scopeCols.universityId, scopeCols.campusId, ...(def.uniqueWithin ?? [])].filter(
        (c): c is PgColumn => !!c,
      ),
    },
  ]

  /** A value as a unique index compares it: text in lower case, an empty value as none. */
  const heldValue = (values: Values, column: PgColumn) => {
    const value = values[key(column)]
    return typeof value === 'string' ? value.toLowerCase() : (value ?? null)
  }
  /** What a row holds of each uniqueness rule (its value within its bounds); an empty value none. */
  const uniqueKeys = (values: Values) =>
    uniqueRules.flatMap(({ by, within }, rule) =>
      heldValue(values, by) === null
        ? []
        : [
            JSON.stringify([
              rule,
              heldValue(values, by),
              ...within.map((c) => heldValue(values, c)),
            ]),
          ],
    )
  /** Two rows' order by the values of their uniqueness rules. */
  const orderOf = (values: Values) =>
    uniqueRules.map(({ by }) => JSON.stringify(heldValue(values, by)))
  const compareUnique = (a: Values, b: Values) => {
    const [x, y] = [orderOf(a), orderOf(b)]
    const at = x.findIndex((value, i) => value !== y[i])
    return at < 0 ? 0 : x[at]! < y[at]! ? -1 : 1
  }

  /** The field each unique index of the table guards, by the index's name (decision 0409). */
  const fieldOfIndex = uniqueFields(
    def.table,
    uniqueRules.map((rule) => rule.by),
  )

  /**
   * The other row `values` collides with, by whichever uniqueness rule it breaks: the rule of
   * `field` (the one the database named) first. Its id only when `caller` may read that row: a
   * registration number is unique across a university, and the id of another campus's student
   * would tell a campus whom the number belongs to (the 409 still names the field).
   */
  async function duplicateOf(tx: Tx, caller: Caller, values: Values, field?: string) {
    const same = (c: PgColumn) => sql`${c} is not distinct from ${values[key(c)] ?? null}`
    const rules = [...uniqueRules].sort(
      (a, b) => Number(key(b.by) === field) - Number(key(a.by) === field),
    )
    for (const { by, within } of rules) {
      // An empty value (a student with no registration number, a body without the key) collides
      // with nothing, as in the unique indexes, where nulls are distinct.
      const value = values[key(by)]
      if (value == null) continue
      // Names compare case-insensitively, as the unique indexes do; ids (a fee setup's fee type) as they are.
      const [row] = await select(tx, [
        by.dataType === 'string' ? sql`lower(${by}) = lower(${value})` : same(by),
        ...within.map(same),
        values.id == null ? undefined : ne(idCol, Number(values.id)),
      ])
      if (!row) continue
      const [readable] = await select(tx, [eq(idCol, row.id), scope.read(caller)])
      return readable ? row.id : undefined
    }
    return undefined
  }

  /**
   * Sets the university from the campus (`universityOfCampus`): 400 on campusId for an unknown one.
   * Where the campus may be empty (an employee of a university's office), the university stays.
   */
  async function withUniversityOfCampus(tx: Tx, values: Values, once: Once = eachTime) {
    if (!def.universityOfCampus) return values
    if (values.campusId == null) {
      if (!scopeCols.campusId?.notNull) return values
      throw problems.validation([
        { field: 'campusId', message: 'is required: the campus it belongs to' },
      ])
    }
    const campusId = Number(values.campusId)
    const [campus] = await once(`campus ${campusId}`, () =>
      tx
        .select({ universityId: t.campuses.universityId })
        .from(t.campuses)
        .where(eq(t.campuses.id, campusId)),
    )
    if (!campus)
      throw problems.validation([{ field: 'campusId', message: 'is not a known campus' }])
    return { ...values, universityId: campus.universityId }
  }

  /**
   * Runs a write under a savepoint, so a duplicate leaves the transaction usable, and answers a
   * duplicate as 409 naming the field of the index that refused it and the row it collided with.
   * (A create needs none until its insert skipped a collision, `tableRows.insertOne`.)
   */
  async function write<T>(tx: Tx, caller: Caller, values: Values, run: (sp: Tx) => Promise<T>) {
    try {
      return await tx.transaction((sp) => run(sp))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const field = fieldOfIndex.get(violatedIndex(error) ?? '')
      throw problems.duplicate(def.label, await duplicateOf(tx, caller, values, field), field)
    }
  }

  /**
   * The owner of a row (university, campus) is known and, where the table requires one, present:
   * a commission user names it, everyone else gets their own (`ownedBy`), so only the commission's
   * ids need looking up.
   */
  async function checkOwner(tx: Tx, caller: Caller, values: Values, once: Once = eachTime) {
    const owners = [
      ['universityId', t.universities, 'university'],
      ['campusId', t.campuses, 'campus'],
    ] as const
    for (const [key, table, word] of owners) {
      const column = scopeCols[key]
      if (!column) continue
      const id = values[key]
      if (id == null) {
        if (column.notNull) {
          throw problems.validation([
            { field: key, message: `is required: the ${word} it belongs to` },
          ])
        }
        continue
      }
      if (!isCommission(caller.role)) continue
      const [found] = await once(`${word} ${Number(id)}`, () =>
        tx
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, Number(id))),
      )
      if (!found) throw problems.validation([{ field: key, message: `is not a known ${word}` }])
    }
  }

  /** The values a new row stores: its owner set and checked, then the definition's rules. */
  async function newValues(tx: Tx, caller: Caller, body: Values, once: Once) {
    const values = await withUniversityOfCampus(
      tx,
      { ...trimmed(body), ...ownedBy(scopeCols, caller, body) },
      once,
    )
    await checkOwner(tx, caller, values, once)
    return def.prepare ? def.prepare(values, { tx, caller, sent: body, once }) : values
  }

  /** What a full replacement (PUT) stores for the fields it does not send. */
  const fixed = new Set(['id', 'version', 'createdAt', 'updatedAt', 'universityId', 'campusId'])
  const blank: Values = Object.fromEntries(
    Object.keys(cols)
      .filter((k) => !fixed.has(k) && !cols[k]!.notNull)
      .map((k) => [k, null]),
  )
  blank.status = true

  return {
    label: def.label,
    columns: cols,
    blank,
    list: async (db: Db, caller: Caller, where: (SQL | undefined)[] = []) =>
      present(db, await select(db, [scope.read(caller), ...where])),

    /** One page of the list and the total count, for lists too long to send whole. */
    async page(db: Db, caller: Caller, where: (SQL | undefined)[], page: number, pageSize: number) {
      const condition = and(scope.read(caller), ...where)
      const [rows, total] = await Promise.all([
        table.read<Row>(
          db,
          sql`select ${table.list} from ${def.table} ${whereSql(condition)} order by ${orderText}
            limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        countOf(db, condition),
      ])
      return { items: await present(db, rows), total, page, pageSize }
    },

    /**
     * One page of a long list in a keyset order, with the total count of the filtered list: `after`
     * (a page's `nextCursor`) reads on from its last row, `before` (a `prevCursor`) back from its
     * first. A cursor is base64url JSON of the row's key values and id; a malformed one is 400 on its
     * parameter. `nextCursor` is null on the last page, `prevCursor` on the first.
     */
    async keysetPage(
      db: Db,
      caller: Caller,
      where: (SQL | undefined)[],
      { keyset, limit, after, before, countAtMost, anyOf = [], counted }: KeysetQuery,
    ) {
      // A page is read one way: both cursors at once named two pages and answered one silently.
      if (after !== undefined && before !== undefined) {
        throw problems.validation([
          { field: 'before', message: 'cannot be sent with after: read forwards or back' },
        ])
      }
      const within = and(scope.read(caller), ...where)
      const condition = and(within, anyOf.length ? or(...anyOf) : undefined)
      const backwards = before !== undefined
      const cursor = backwards
        ? decodeCursor(before, keyset, 'before')
        : after === undefined
          ? undefined
          : decodeCursor(after, keyset, 'after')
      // Reading backwards flips the comparison and the order; the rows are put back in order below.
      const descending = !!keyset.descending !== backwards
      const keys = [...keyset.keys, sql`${idCol}`]
      const position = cursor
        ? sql`(${sql.join(keys, sql`, `)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(
            cursor.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : undefined
      const keyFields = keyset.keys.map((_, i) => `__key${i}`)
      const keyList = keyset.keys.map((k, i) => sql`, ${k} as ${sql.raw(keyFields[i]!)}`)
      const order = sql.join(
        keys.map((k) => (descending ? desc(k) : asc(k))),
        sql`, `,
      )
      // Several alternatives: each one's first rows in the order (the surname's reading walks the
      // name index from its prefix), merged and cut; a row meeting two is one row.
      const merged =
        anyOf.length > 1
          ? sql`${idCol} in (select id from (${sql.join(
              anyOf.map(
                (alternative) => sql`(select ${idCol} as id${sql.join(keyList)} from ${def.table}
                  ${whereSql(within, position, alternative)} order by ${order} limit ${limit + 1})`,
              ),
              sql` union `,
            )}) as alternatives order by ${sql.join(
              [...keyFields, 'id'].map((f) => sql.raw(`${f} ${descending ? 'desc' : 'asc'}`)),
              sql`, `,
            )} limit ${limit + 1})`
          : undefined
      const countNow = async () => {
        const kept = await counted?.()
        return kept === undefined
          ? countUpTo(db, condition, countAtMost)
          : { total: kept, totalCapped: false }
      }
      const [found, count] = await Promise.all([
        table.readWith<Row>(
          db,
          sql`select ${table.list}${sql.join(keyList)} from ${def.table}
            ${merged ? whereSql(merged) : whereSql(condition, position)} order by ${order}
            limit ${limit + 1}`,
          keyFields,
        ),
        countNow(),
      ])
      // The page's rows, each with its key values (beside it, not among its fields).
      const entries = found.rows.map((row, i) => ({ row, keys: found.extra[i]! }))
      const more = entries.length > limit
      const page = entries.slice(0, limit)
      if (backwards) page.reverse()
      const cursorOf = (entry: (typeof page)[number] | undefined) =>
        entry
          ? Buffer.from(
              JSON.stringify([...keyFields.map((f) => entry.keys[f]), entry.row.id]),
            ).toString('base64url')
          : null
      const items = page.map((entry) => entry.row)
      // Forwards there is a next page when a row beyond this page was read, and a page before
      // whenever the request came from one; backwards the reverse.
      const hasNext = backwards || more
      const hasPrev = backwards ? more : after !== undefined
      return {
        items: await present(db, items),
        ...count,
        nextCursor: hasNext ? cursorOf(page.at(-1)) : null,
        prevCursor: hasPrev ? cursorOf(page[0]) : null,
      }
    },

    async get(db: Db | Tx, caller: Caller, id: number) {
      const [row] = await select(db, [eq(idCol, id), scope.read(caller)])
      if (!row) throw problems.notFound(def.label)
      return one(db, row)
    },

    /**
     * The answer for record `id` the caller did not find, when it is more than a 404: 404
     * moved-away to the campus it left (`movesBetweenCampuses`), else undefined.
     */
    async movedAway(db: Db | Tx, caller: Caller, id: number): Promise<HttpProblem | undefined> {
      if (!def.movesBetweenCampuses || !scopeCols.campusId) return undefined
      const columns = { id: idCol, campusId: scopeCols.campusId }
      const moved = await movedAwayFrom(db, caller, def.table, columns, id)
      return moved ? problems.movedAway(def.label) : undefined
    },

    async create(tx: Tx, caller: Caller, body: Values) {
      const values = await newValues(tx, caller, body, eachTime)
      // A collision with a unique index inserts nothing (no savepoint, two round trips fewer a
      // create). Only then is the row inserted again under a savepoint, where the database names
      // the index that refuses it: 409 with its field and the row it collided with (decision 0409).
      // Should the collision be gone by then (the other row changed meanwhile), it is created.
      const row =
        (await table.insertOne<Row>(tx, values)) ??
        (await write(tx, caller, values, (sp) => table.insertOrThrow<Row>(sp, values)))
      if (!row) throw new Error(`${def.label}: an insert answered no row`)
      return one(tx, row)
    },

    setBased: def.setBased ?? false,

    /**
     * A chunk's new rows at once (decision 0334; only where `setBased`): each checked as `create`
     * checks one, the references read once for the chunk; those that pass inserted by one
     * statement that skips a collision. Answers, a row each, its id and version, its refusal, or
     * `undefined` when it collided with a stored row or an earlier one of the chunk — the caller
     * writes those alone, so their duplicate answers as `create`'s.
     */
    async createMany(tx: Tx, caller: Caller, bodies: Values[]) {
      const once = perChunk()
      const answers: ({ id: number; version: number } | HttpProblem | undefined)[] = []
      const ready: { index: number; values: Values }[] = []
      for (const [index, body] of bodies.entries()) {
        try {
          ready.push({ index, values: await newValues(tx, caller, body, once) })
        } catch (error) {
          if (!(error instanceof HttpProblem)) throw error
          answers[index] = error
        }
      }
      // A row repeating a unique value of an earlier one of the chunk is left out, to be written
      // alone after it (as the duplicate, as before). The rest are inserted in one order, by the
      // values the unique indexes hold: two chunks with the same new rows in other orders each
      // waited on the other's first insert of one (a deadlock, and after three tries a 503); in one
      // order the second waits for the first, then skips its rows.
      const seen = new Set<string>()
      const together = ready.filter(({ values }) => {
        const held = uniqueKeys(values)
        if (held.some((k) => seen.has(k))) return false
        for (const k of held) seen.add(k)
        return true
      })
      if (together.length === 0) return answers
      together.sort((a, b) => compareUnique(a.values, b.values))
      const stored = await insertRows(
        tx,
        def.table,
        together.map((r) => r.values),
      )
      together.forEach(({ index }, i) => (answers[index] = stored[i]))
      return answers
    },

    /** `expectedVersion` comes from If-Match; without it the last write wins (legacy clients). */
    async update(tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) {
      const [current] = await select(tx, [eq(idCol, id), scope.read(caller)])
      if (!current) throw problems.notFound(def.label)
      const [writable] = await select(tx, [eq(idCol, id), scope.write(caller)])
      if (!writable) throw problems.forbidden(`This ${def.label} belongs to another institution.`)
      // The record as a read shows it (its photo, its names), so a client can compare field by field.
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw problems.staleVersion(def.label, await one(tx, current))
      }
      // Only the commission moves a row to another institution; others keep the current owner.
      let changes: Values = trimmed(isCommission(caller.role) ? body : withoutOwner(body))
      if (isCommission(caller.role)) {
        if (def.universityOfCampus && changes.campusId !== undefined) {
          changes = await withUniversityOfCampus(tx, changes)
        }
        await checkOwner(tx, caller, { ...current, ...changes })
      }
      if (def.prepare) {
        const merged = await def.prepare(
          { ...current, ...changes },
          { tx, caller, current, sent: body, once: eachTime },
        )
        changes = Object.fromEntries(
          Object.keys(merged)
            .filter((k) => k in cols && k !== 'id')
            .map((k) => [k, merged[k]]),
        )
      }
      // An edit that changes nothing writes nothing: a new version would refuse everyone else's
      // edit of the record as stale for no change (bulk entry answers such a row `unchanged`).
      if (changedFields(current, changes).length === 0) return one(tx, current)
      const values = { ...current, ...changes }
      return write(tx, caller, values, async (sp) => {
        const [row] = (await sp
          .update(def.table)
          .set({ ...changes, version: sql`${versionCol} + 1`, updatedAt: new Date() })
          .where(and(eq(idCol, id), eq(versionCol, current.version)))
          .returning()) as Row[]
        // Another writer slipped in between our read and write: same answer as a stale If-Match.
        if (!row) {
          const [now] = await select(sp, [eq(idCol, id)])
          throw problems.staleVersion(def.label, now && (await one(sp, now)))
        }
        return one(sp, row)
      })
    },
  }
}
export type Crud = ReturnType<typeof crud>
