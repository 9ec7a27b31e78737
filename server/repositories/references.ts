// Checks a body's references before a write, so a bad id answers 400 on its field instead of a
// foreign-key error (500) or a row pointing into another institution.
import type { Caller } from '../auth/token.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import type { Crud } from './crud.ts'

export const invalid = (field: string, message: string) =>
  problems.validation([{ field, message }], `${field} ${message}`)

/**
 * The record `id` names when the caller may see it; 400 on `field` otherwise (never 404, which would
 * read as "the record being edited is gone"). Example: `await visible(programs, tx, caller, 3, 'programId')`.
 */
export async function visible(entity: Crud, tx: Tx, caller: Caller, id: unknown, field: string) {
  try {
    return await entity.get(tx, caller, Number(id))
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 404) {
      throw invalid(field, `is not a ${entity.label.toLowerCase()} you may use`)
    }
    throw error
  }
}
