// Many records of a register entered or edited in one request (decision 0202): the outbox's chunk of
// an import (students, staff). Each row runs under its own savepoint with the rules of a single
// create or PATCH, and answers its own outcome; the rows before and after it stand.
import { isCommission } from '../../common/access.ts'
import { changedFields } from '../../common/same-value.ts'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems, type FieldError } from '../problems.ts'
import type { Crud } from '../repositories/crud.ts'

type Values = Record<string, unknown>
type Outcome = components['schemas']['BulkOutcome']
/** One row as the contract's bulk bodies send it (`StudentBulkRow`, `EmployeeBulkRow`). */
type BulkRow = { key: string; id?: number; version?: number; fields: object }
/** One row's answer; `current` is the record as stored (`stale`). */
type RowResult = {
  key: string
  outcome: Outcome
  id?: number | null
  version?: number | null
  existingId?: number | null
  errors?: FieldError[]
  current?: unknown
}

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
    return { key, outcome: 'duplicate', id, existingId: (extra.existingId as number) ?? null }
  }
  if (problem.status === 409) {
    const current = extra.current as { version?: number } | undefined
    return { key, outcome: 'stale', id, version: current?.version ?? null, current }
  }
  if (problem.status === 404) return { key, outcome: 'notFound', id }
  if (problem.status === 403) return { key, outcome: 'forbidden', id }
  const errors = (extra.errors as FieldError[] | undefined) ?? [
    { field: '', message: problem.detail ?? problem.message },
  ]
  return { key, outcome: 'invalid', id, errors }
}

/**
 * The bulk write of one register: `bulkUpserter(students, createRequired)(tx, caller, rows)` writes
 * the rows in order (a roll number twice: the second is the duplicate) and answers the counts.
 */
export function bulkUpserter<Create>(repository: Crud, required: RequiredFields<Create>) {
  const word = repository.label.toLowerCase()

  /** One row under its own savepoint: whatever it answers, the rows before and after stand. */
  async function writeRow(tx: Tx, caller: Caller, row: BulkRow): Promise<RowResult> {
    const { key, id, version } = row
    const fields = row.fields as Values
    try {
      return await tx.transaction(async (sp): Promise<RowResult> => {
        if (id === undefined) {
          const errors: FieldError[] = Object.keys(required)
            .filter((field) => fields[field] === undefined)
            .map((field) => ({ field, message: `is required for a new ${word}` }))
          if (version !== undefined) {
            errors.push({ field: 'version', message: 'is only for an edit (a row with an id)' })
          }
          if (errors.length > 0) return { key, outcome: 'invalid', id: null, errors }
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

  return async (tx: Tx, caller: Caller, rows: BulkRow[]) => {
    const results: RowResult[] = []
    for (const row of rows) results.push(await writeRow(tx, caller, row))
    const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length
    const created = count('created')
    const updated = count('updated')
    const unchanged = count('unchanged')
    return {
      results,
      counts: {
        created,
        updated,
        unchanged,
        rejected: results.length - created - updated - unchanged,
      },
    }
  }
}
