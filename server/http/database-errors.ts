// Database errors that bad input or contention can cause, as the problems a client can act on. Every
// other database error stays a 500. PostgreSQL's SQLSTATE codes are the same on PGlite and `pg`;
// drizzle wraps the driver's error, so the code may sit on `cause`.
import { schemaTables } from '../db/schema-tables.ts'
import { uniqueFields } from '../db/unique-fields.ts'
import { HttpProblem, problems } from '../problems.ts'

type PgError = { code?: string; column?: string; constraint?: string; message?: string }

export function pgErrorOf(error: unknown): PgError | undefined {
  for (let e = error as PgError & { cause?: unknown }, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e
    e = e.cause as PgError & { cause?: unknown }
  }
  return undefined
}

/** A deadlock or a serialization failure: the transaction lost a race and may simply run again. */
export const isTransientConflict = (error: unknown) => {
  const code = pgErrorOf(error)?.code
  return code === '40P01' || code === '40001'
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** `students_program_id_programs_id_fk` → `programId`: the column a foreign key is named for. */
function fieldOfConstraint(constraint: string | undefined): string {
  const match = /^[a-z0-9]+(?:_[a-z0-9]+)*?_([a-z0-9_]+?_id)_[a-z0-9_]+_fk$/.exec(constraint ?? '')
  return match ? camel(match[1]!) : 'body'
}

let fieldsOfIndexes: Map<string, string> | undefined

/**
 * The field a unique index of any table guards, where it guards one (decision 0409): a duplicate
 * refused outside the repositories that know their rules (`crud`) still names it.
 */
function fieldOfUniqueIndex(name: string | undefined) {
  fieldsOfIndexes ??= new Map(schemaTables.flatMap((table) => [...uniqueFields(table)]))
  return name ? fieldsOfIndexes.get(name) : undefined
}

/** The problem a database error stands for, or undefined when it is the server's own fault. */
export function problemOfDatabaseError(error: unknown): HttpProblem | undefined {
  const pg = pgErrorOf(error)
  if (!pg?.code) return undefined
  const field = (message: string, name = pg.column ? camel(pg.column) : 'body') =>
    problems.validation([{ field: name, message }], `${name} ${message}`)
  switch (pg.code) {
    case '23503':
      if (pg.constraint?.endsWith('_campus_university_fk')) {
        // Decision 0395: a row's campus is of its university. The campus's side fails when its
        // university is changed under its rows (campuses are never deleted, only deactivated):
        // only that message names the campuses table, in any language the server writes in.
        return pg.message?.includes('"campuses"')
          ? field(
              'cannot change while students, staff, accounts or other records of the campus are kept under its university',
              'universityId',
            )
          : field('is not a campus of that university', 'campusId')
      }
      return field('refers to a record that does not exist', fieldOfConstraint(pg.constraint))
    case '23502':
      return field('is required')
    case '23514':
      return field('breaks a rule of the record')
    case '23505':
      return new HttpProblem(
        409,
        'duplicate',
        'Already exists',
        'A record with these values already exists.',
        { field: fieldOfUniqueIndex(pg.constraint) },
      )
    case '22001':
      return field('is too long')
    case '22003':
      return field('is out of range')
    case '22007':
    case '22008':
      return field('is not a valid date or time')
    case '22P02':
      return field('has the wrong form')
    case '22021':
    case '22P05':
      return field('contains a character that cannot be stored (such as a NUL byte)')
    case '40001':
    case '40P01':
      return new HttpProblem(
        503,
        'busy',
        'Busy',
        'The database was busy with a conflicting change. Try again.',
        {
          retryAfter: 1,
        },
      )
    case '57014':
      return new HttpProblem(
        503,
        'timeout',
        'Timed out',
        'The database took too long. Try again.',
        {
          retryAfter: 5,
        },
      )
    case '53100':
      return problems.storageFull()
    default:
      return undefined
  }
}
