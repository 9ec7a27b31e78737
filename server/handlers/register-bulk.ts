// Many records of a register entered or edited in one request (decision 0202): the outbox's chunk of
// an import (students, staff, and the setup lists: decision 0333). Each row answers its own outcome
// under the rules of a single create or PATCH, its permission too (a new row needs the module's
// create, an edit its update: decision 0414); the rows before and after it stand. A register whose
// rules read only references (`setBased`) checks a run of new rows together and inserts them with
// one statement (decision 0334); every other row runs alone under its own savepoint.
import { sql } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import { rowPermissionsOf, type BulkOperation } from '../../common/permissions.ts'
import { changedFields } from '../../common/same-value.ts'
import type { components } from '../../common/schema.gen.ts'
import type { ImportRegister } from '../../common/setup-lists.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems, type FieldError } from '../problems.ts'
import type { Crud } from '../repositories/crud.ts'

type Values = Record<string, unknown>
type Outcome = components['schemas']['BulkOutcome']
type ImportChunk = components['schemas']['ImportChunk']
type Register = ImportRegister
/** The most refusals an import's log entry keeps. */
const KEPT_ERRORS = 200
/** One row as the contract's bulk bodies send it (`StudentBulkRow`, `EmployeeBulkRow`). */
type BulkRow = { key: string; id?: number; version?: number; fields: object }
/** A bulk write's body: its rows, and the import they are a chunk of. */
export type BulkBody = { rows: BulkRow[]; import?: ImportChunk }
/**
 * One row's answer; `current` is the record as stored (`stale`). A `duplicate` names the `field`
 * its unique index guards and, only when the caller may read it, the record that has the value
 * (`existingId`), as a single create's 409 does (decision 0409).
 */
type RowResult = {
  key: string
  outcome: Outcome
  id?: number | null
  version?: number | null
  existingId?: number | null
  field?: string
  errors?: FieldError[]
  current?: unknown
}

/** A bulk write's answer: a result a row and the counts. */
type Bulk = {
  results: RowResult[]
  counts: { created: number; updated: number; unchanged: number; rejected: number }
}
/** The outcomes that wrote the row (or found it as it is). */
const applied: Outcome[] = ['created', 'updated', 'unchanged']

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

/**
 * The fields a new record needs (the create schema's `required`): a row without an id is checked
 * against them because the contract gives `fields` the PATCH shape. Keyed by the generated type, so
 * a field the contract makes required, or no longer requires, does not compile until this follows.
 */
export type RequiredFields<Create> = Record<RequiredKeys<Create>, true>

/** An edit that changes no field the caller may change (a campus's campusId is ignored, as in PATCH). */
function changesNothing(current: Values, fields: Values, caller: Caller) {
  const ignored = isCommission(caller.role) ? [] : ['campusId', 'universityId']
  return changedFields(current, fields, ignored).length === 0
}

/** A problem a single write would have answered, as the row's outcome. */
function rejected(key: string, id: number | null, problem: HttpProblem): RowResult {
  const extra = problem.extra
  if (problem.status === 409 && problem.type.endsWith('/duplicate')) {
    const field = typeof extra.field === 'string' ? extra.field : undefined
    return {
      key,
      outcome: 'duplicate',
      id,
      existingId: (extra.existingId as number) ?? null,
      ...(field ? { field } : {}),
    }
  }
  if (problem.status === 409) {
    const current = extra.current as { version?: number } | undefined
    return { key, outcome: 'stale', id, version: current?.version ?? null, current }
  }
  if (problem.status === 404) return { key, outcome: 'notFound', id }
  if (problem.status === 403) {
    return { key, outcome: 'forbidden', id, errors: [{ field: '', message: problem.detail ?? '' }] }
  }
  const errors = (extra.errors as FieldError[] | undefined) ?? [
    { field: '', message: problem.detail ?? problem.message },
  ]
  return { key, outcome: 'invalid', id, errors }
}

/** What the import log says of a duplicate: `rollNo: duplicate of 12` (the field, where named). */
const duplicateWords = (r: RowResult) =>
  `${r.field ? `${r.field}: ` : ''}duplicate of ${r.existingId ?? 'a record'}`

/**
 * A refusal as the import log keeps it: the row's key, its outcome and what was wrong (a duplicate's
 * field too, which the import screen says by its label).
 */
const refusal = (r: RowResult) => ({
  key: r.key,
  outcome: r.outcome,
  ...(r.field ? { field: r.field } : {}),
  message:
    r.errors?.map((e) => (e.field ? `${e.field} ${e.message}` : e.message)).join('; ') ??
    (r.outcome === 'duplicate' ? duplicateWords(r) : r.outcome),
})

/**
 * An import's counts that cannot be (the log would show them): more refused rows than the file has,
 * or a chunk of more rows than the file has left to send. 400 naming the field; nothing is written.
 */
function checkImportCounts(chunk: ImportChunk, sent: number) {
  if (chunk.invalidRows > chunk.fileRows)
    throw problems.validation([
      { field: 'import.invalidRows', message: `is more than the file's ${chunk.fileRows} rows` },
    ])
  if (sent > chunk.fileRows - chunk.invalidRows)
    throw problems.validation([
      {
        field: 'import.fileRows',
        message: `leaves ${chunk.fileRows - chunk.invalidRows} rows to send, fewer than the ${sent} sent`,
      },
    ])
}

/** Whether a stored import of this id is another user's or another register's. */
const othersImport = (caller: Caller, register: Register) =>
  sql`${t.imports.userId} <> ${caller.userId} or ${t.imports.register} <> ${register}`

/**
 * Refuses a chunk whose import id names another user's import, or another register's, before any
 * row is written (409 `import-id-taken`, decision 0416): its rows would be applied and never logged.
 */
async function checkImportId(tx: Tx, caller: Caller, register: Register, chunk: ImportChunk) {
  const [taken] = await tx
    .select({ id: t.imports.id })
    .from(t.imports)
    .where(sql`${t.imports.id} = ${chunk.id} and (${othersImport(caller, register)})`)
  if (taken) throw problems.importIdTaken()
}

/**
 * Adds a chunk's outcomes to its import's log entry (decision 0325), in the chunk's transaction:
 * the first chunk creates the entry with the importer's institution; a later one adds to it only
 * when it is the same user's (an id is the client's, never trusted to name another's import). An
 * entry another user's chunk created meanwhile (after `checkImportId`) adds nothing and answers 409,
 * which undoes the chunk's rows with its transaction: no row is applied without its log.
 */
async function recordImport(
  tx: Tx,
  caller: Caller,
  register: Register,
  chunk: ImportChunk,
  { results, counts }: Bulk,
) {
  const i = t.imports
  const { created, updated, unchanged } = counts
  const errors = results.filter((r) => !applied.includes(r.outcome)).map(refusal)
  const [logged] = await tx
    .insert(i)
    .values({
      id: chunk.id,
      register,
      userId: caller.userId,
      universityId: caller.universityId,
      campusId: caller.campusId,
      fileName: chunk.fileName,
      fileRows: chunk.fileRows,
      invalidRows: chunk.invalidRows,
      chunks: chunk.chunks,
      chunksDone: 1,
      created,
      updated,
      unchanged,
      rejected: errors.length,
      errors: errors.slice(0, KEPT_ERRORS),
    })
    .onConflictDoUpdate({
      target: i.id,
      set: {
        chunksDone: sql`${i.chunksDone} + 1`,
        created: sql`${i.created} + ${created}`,
        updated: sql`${i.updated} + ${updated}`,
        unchanged: sql`${i.unchanged} + ${unchanged}`,
        rejected: sql`${i.rejected} + ${errors.length}`,
        // The entry's refusals, then the chunk's, in order, the first 200 kept.
        errors: sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from (select e, n
          from jsonb_array_elements(${i.errors} || ${JSON.stringify(errors)}::jsonb)
          with ordinality as x(e, n) order by n limit ${KEPT_ERRORS}) kept)`,
        updatedAt: new Date(),
      },
      setWhere: sql`not (${othersImport(caller, register)})`,
    })
    .returning({ id: i.id })
  if (!logged) throw problems.importIdTaken()
}

/**
 * The bulk write of one register: `bulkUpserter(students, createRequired, 'student',
 * 'bulkUpsertStudents')(tx, caller, body)` writes the rows in order (a roll number twice: the second
 * is the duplicate), adds them to the import's log entry when the body is an import's chunk, and
 * answers the counts.
 */
export function bulkUpserter<Create>(
  repository: Crud,
  required: RequiredFields<Create>,
  register: Register,
  operation: BulkOperation,
) {
  const word = repository.label.toLowerCase()
  const permissions = rowPermissionsOf(operation)

  /**
   * A row whose permission the commission turned off for the caller's role (a new row's create, an
   * edit's update), refused as its single write would be; `undefined` when it is on.
   */
  function turnedOff(caller: Caller, row: BulkRow): RowResult | undefined {
    const permission = row.id === undefined ? permissions.create : permissions.update
    if (!caller.revoked?.includes(permission)) return undefined
    return rejected(row.key, row.id ?? null, problems.turnedOff(permission))
  }

  /** The fields a new row lacks, as its refusal; `undefined` when it has them all. */
  function incomplete(row: BulkRow): RowResult | undefined {
    const fields = row.fields as Values
    const errors: FieldError[] = Object.keys(required)
      .filter((field) => fields[field] === undefined)
      .map((field) => ({ field, message: `is required for a new ${word}` }))
    if (row.version !== undefined) {
      errors.push({ field: 'version', message: 'is only for an edit (a row with an id)' })
    }
    return errors.length > 0 ? { key: row.key, outcome: 'invalid', id: null, errors } : undefined
  }

  /** One row under its own savepoint: whatever it answers, the rows before and after stand. */
  async function writeRow(tx: Tx, caller: Caller, row: BulkRow): Promise<RowResult> {
    const { key, id, version } = row
    const fields = row.fields as Values
    const off = turnedOff(caller, row)
    if (off) return off
    try {
      return await tx.transaction(async (sp): Promise<RowResult> => {
        if (id === undefined) {
          const refusal = incomplete(row)
          if (refusal) return refusal
          const created = await repository.create(sp, caller, fields)
          return { key, outcome: 'created', id: created.id, version: created.version }
        }
        const current = await repository.get(sp, caller, id)
        if (version !== undefined && version !== current.version) {
          throw problems.staleVersion(repository.label, current)
        }
        if (changesNothing(current, fields, caller)) {
          return { key, outcome: 'unchanged', id, version: current.version }
        }
        const updated = await repository.update(sp, caller, id, fields, version)
        return { key, outcome: 'updated', id: updated.id, version: updated.version }
      })
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error
      return rejected(key, id ?? null, error)
    }
  }

  /**
   * A run of new rows of the chunk, together (decision 0334): those that lack a field or break a
   * rule are refused as alone; the others are inserted at once, and any that collided (a stored
   * roll number, or one earlier in the chunk) is then written alone, in order, so it answers as a
   * duplicate. Nothing is written before every row is checked, so no savepoint is needed.
   */
  async function writeNewRows(tx: Tx, caller: Caller, rows: BulkRow[]): Promise<RowResult[]> {
    const results = rows.map((row) => turnedOff(caller, row) ?? incomplete(row))
    const complete = rows.filter((_, i) => !results[i])
    const fields = complete.map((row) => row.fields as Values)
    const answers = await repository.createMany(tx, caller, fields)
    const answerOf = new Map(complete.map((row, i) => [row, answers[i]]))
    for (const [i, row] of rows.entries()) {
      if (results[i]) continue
      const answer = answerOf.get(row)
      results[i] =
        answer === undefined
          ? await writeRow(tx, caller, row)
          : answer instanceof HttpProblem
            ? rejected(row.key, null, answer)
            : { key: row.key, outcome: 'created', id: answer.id, version: answer.version }
    }
    return results as RowResult[]
  }

  /** A row the set path may take: a new one, of a register that allows it. */
  const joinsSet = (row: BulkRow) => repository.setBased && row.id === undefined

  return async (tx: Tx, caller: Caller, body: BulkBody) => {
    if (body.import) {
      checkImportCounts(body.import, body.rows.length)
      await checkImportId(tx, caller, register, body.import)
    }
    const results: RowResult[] = []
    const rows = body.rows
    for (let at = 0; at < rows.length;) {
      let end = at
      while (end < rows.length && joinsSet(rows[end]!)) end += 1
      if (end > at) {
        results.push(...(await writeNewRows(tx, caller, rows.slice(at, end))))
        at = end
      } else {
        results.push(await writeRow(tx, caller, rows[at]!))
        at += 1
      }
    }
    const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length
    const created = count('created')
    const updated = count('updated')
    const unchanged = count('unchanged')
    const bulk: Bulk = {
      results,
      counts: {
        created,
        updated,
        unchanged,
        rejected: results.length - created - updated - unchanged,
      },
    }
    if (body.import) await recordImport(tx, caller, register, body.import, bulk)
    return bulk
  }
}
