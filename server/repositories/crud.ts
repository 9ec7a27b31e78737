// One generic repository for every setup list (faculties, levels, batches, fee types …): list and read
// within the caller's scope, create with the caller's institution, update with optimistic concurrency.
// `crud({ label: 'Faculty', table: faculties, uniqueBy: faculties.facultyName })` is a whole list.
import { and, asc, Column, eq, getTableColumns, is, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/transaction.ts'
import { problems } from '../problems.ts'
import { ownedBy, readScope, writeScope, type ScopeColumns } from './scope.ts'

type Row = Record<string, unknown> & { id: number; version: number }
type Values = Record<string, unknown>

const withoutOwner = ({ universityId: _u, campusId: _c, ...rest }: Values): Values => rest

export type EntityDefinition = {
  /** The word users see in messages: "Faculty already exists!". */
  label: string
  table: PgTable
  /** The column a duplicate is judged by (case-insensitive), within the same scope. */
  uniqueBy: PgColumn
  /** Columns beside the scope that also bound uniqueness (a subject's program). */
  uniqueWithin?: PgColumn[]
  /** The list order the contract promises (columns ascend; pass `desc(col)` to descend); id breaks ties. */
  orderBy?: (PgColumn | SQL)[]
  /** Scope rules for tables that belong to an institution through another table (a subject's program). */
  scope?: { read: (caller: Caller) => SQL | undefined; write: (caller: Caller) => SQL | undefined }
  /** Rules a body must meet beyond the contract's schema: returns the values to store, or throws. */
  prepare?: (values: Values, ctx: { tx: Tx; caller: Caller; current?: Row }) => Promise<Values>
  /** Adds related records to rows before they are answered (a subject's program). */
  present?: (db: Db | Tx, rows: Row[]) => Promise<Row[]>
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

  const select = (db: Db | Tx, where: (SQL | undefined)[]) =>
    db
      .select()
      .from(def.table)
      .where(and(...where))
      .orderBy(...orderBy) as unknown as Promise<Row[]>

  const key = (c: PgColumn) => Object.keys(cols).find((k) => cols[k] === c)!

  async function duplicateOf(tx: Tx, values: Values) {
    const same = (c: PgColumn | undefined) =>
      c ? sql`${c} is not distinct from ${values[key(c)] ?? null}` : undefined
    const unique = def.uniqueBy
    // Names compare case-insensitively, as the unique indexes do; ids (a fee setup's fee type) as they are.
    const [row] = await select(tx, [
      unique.dataType === 'string'
        ? sql`lower(${unique}) = lower(${values[key(unique)]})`
        : same(unique),
      same(scopeCols.universityId),
      same(scopeCols.campusId),
      ...(def.uniqueWithin ?? []).map(same),
    ])
    return row?.id
  }

  /** Runs one insert or update under a savepoint, so a duplicate leaves the transaction usable. */
  async function write<T>(tx: Tx, values: Values, run: (sp: Tx) => Promise<T>) {
    try {
      return await tx.transaction((sp) => run(sp))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw problems.duplicate(def.label, await duplicateOf(tx, values))
    }
  }

  /**
   * The owner of a row (university, campus) is known and, where the table requires one, present:
   * a commission user names it, everyone else gets their own (`ownedBy`), so only the commission's
   * ids need looking up.
   */
  async function checkOwner(tx: Tx, caller: Caller, values: Values) {
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
      const [found] = await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.id, Number(id)))
      if (!found) throw problems.validation([{ field: key, message: `is not a known ${word}` }])
    }
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
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(def.table)
          .where(condition)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset((page - 1) * pageSize) as unknown as Promise<Row[]>,
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(def.table)
          .where(condition),
      ])
      return { items: await present(db, rows), total: count?.total ?? 0, page, pageSize }
    },

    async get(db: Db | Tx, caller: Caller, id: number) {
      const [row] = await select(db, [eq(idCol, id), scope.read(caller)])
      if (!row) throw problems.notFound(def.label)
      return one(db, row)
    },

    async create(tx: Tx, caller: Caller, body: Values) {
      let values = { ...body, ...ownedBy(scopeCols, caller, body) }
      await checkOwner(tx, caller, values)
      if (def.prepare) values = await def.prepare(values, { tx, caller })
      return write(tx, values, async (sp) => {
        const [row] = (await sp.insert(def.table).values(values).returning()) as Row[]
        return one(sp, row!)
      })
    },

    /** `expectedVersion` comes from If-Match; without it the last write wins (legacy clients). */
    async update(tx: Tx, caller: Caller, id: number, body: Values, expectedVersion?: number) {
      const [current] = await select(tx, [eq(idCol, id), scope.read(caller)])
      if (!current) throw problems.notFound(def.label)
      const [writable] = await select(tx, [eq(idCol, id), scope.write(caller)])
      if (!writable) throw problems.forbidden(`This ${def.label} belongs to another institution.`)
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw problems.staleVersion(def.label, current)
      }
      // Only the commission moves a row to another institution; others keep the current owner.
      let changes: Values = isCommission(caller.role) ? body : withoutOwner(body)
      if (isCommission(caller.role)) await checkOwner(tx, caller, { ...current, ...changes })
      if (def.prepare) {
        const merged = await def.prepare({ ...current, ...changes }, { tx, caller, current })
        changes = Object.fromEntries(
          Object.keys(merged)
            .filter((k) => k in cols && k !== 'id')
            .map((k) => [k, merged[k]]),
        )
      }
      const values = { ...current, ...changes }
      return write(tx, values, async (sp) => {
        const [row] = (await sp
          .update(def.table)
          .set({ ...changes, version: sql`${versionCol} + 1`, updatedAt: new Date() })
          .where(and(eq(idCol, id), eq(versionCol, current.version)))
          .returning()) as Row[]
        // Another writer slipped in between our read and write: same answer as a stale If-Match.
        if (!row) throw problems.staleVersion(def.label, (await select(sp, [eq(idCol, id)]))[0])
        return one(sp, row)
      })
    },
  }
}
export type Crud = ReturnType<typeof crud>
