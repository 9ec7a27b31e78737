// Checks a body's references before a write, so a bad id answers 400 on its field instead of a
// foreign-key error (500) or a row pointing into another institution.
import { eq } from 'drizzle-orm'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../http/mutation.ts'
import { HttpProblem, problems } from '../http/problem.ts'
import type { Crud } from './crud.ts'

type Values = Record<string, unknown>

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

/** Rows that always belong to one campus: commission callers name it, and it must exist. */
export async function requireCampus(tx: Tx, values: Values) {
  if (values.campusId == null) throw invalid('campusId', 'is required for commission users')
  const [campus] = await tx
    .select({ id: t.campuses.id })
    .from(t.campuses)
    .where(eq(t.campuses.id, Number(values.campusId)))
  if (!campus) throw invalid('campusId', 'is not a campus')
}
