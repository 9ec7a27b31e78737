// RFC 9457 problem details: the one shape of every error answer.
export const problemBase = 'https://hemis.local/problems/'

export type FieldError = { field: string; message: string }

/** Thrown anywhere in a handler; the error handler turns it into `application/problem+json`. */
export class HttpProblem extends Error {
  readonly status: number
  readonly type: string
  readonly detail?: string
  readonly extra: Record<string, unknown>
  constructor(
    status: number,
    slug: string,
    title: string,
    detail?: string,
    extra: Record<string, unknown> = {},
  ) {
    super(title)
    this.status = status
    this.type = problemBase + slug
    this.detail = detail
    this.extra = extra
  }
}

export const problems = {
  validation: (errors: FieldError[], detail = 'The request is not valid.') =>
    new HttpProblem(400, 'validation', 'Invalid request', detail, { errors }),
  unauthorized: (detail = 'Sign in to continue.') =>
    new HttpProblem(401, 'unauthorized', 'Unauthorized', detail),
  forbidden: (detail = 'Your role may not do this.') =>
    new HttpProblem(403, 'forbidden', 'Forbidden', detail),
  /** A permission the commission turned off for the caller's role (decision 0332). */
  turnedOff: (permission: string) =>
    problems.forbidden(
      `The commission has turned off this permission (${permission}) for your role.`,
    ),
  notFound: (what: string) =>
    new HttpProblem(404, 'not-found', 'Not found', `${what} was not found.`),
  /**
   * A record of the caller's campus that has moved to another since (decision 0375): still a 404,
   * naming no campus.
   */
  movedAway: (what: string) =>
    new HttpProblem(
      404,
      'moved-away',
      'Moved to another campus',
      `This ${what.toLowerCase()} has moved to another campus.`,
    ),
  /**
   * 409: `what` exists already; the record it collided with and, where the unique index that
   * refused it guards one field, that field (decision 0409): `duplicate('Student', 7, 'rollNo')`.
   */
  duplicate: (what: string, existingId?: number, field?: string) =>
    new HttpProblem(409, 'duplicate', `${what} already exists!`, `${what} already exists!`, {
      existingId,
      field,
    }),
  staleVersion: (what: string, current: unknown) =>
    new HttpProblem(
      409,
      'stale-version',
      'Edited by someone else',
      `This ${what} was changed by someone else since you opened it.`,
      { current },
    ),
  /**
   * An import's chunk whose import id is another user's import, or another register's (decision
   * 0416): refused whole, so no row is applied outside the log.
   */
  importIdTaken: () =>
    new HttpProblem(
      409,
      'import-id-taken',
      'Import id in use',
      "This import id is another import's: its rows were not written. Start the import again.",
      { errors: [{ field: 'import.id', message: 'is the id of another import' }] },
    ),
  /**
   * An approval of a change request whose fields the record no longer holds as the request found
   * them (decision 0415): applying it would undo the changes made since, named per field.
   */
  changeOutdated: (fields: string[]) =>
    new HttpProblem(
      409,
      'change-outdated',
      'The record changed since the request',
      'The student record has changed since this change request was made: approving it would undo that change. Reject it; the campus can request the change again from the record as it is now.',
      {
        errors: fields.map((field) => ({
          field: `fields.${field}`,
          message: 'has changed since the request was made',
        })),
      },
    ),
  storageFull: () =>
    new HttpProblem(
      507,
      'storage-full',
      'Storage full',
      'The server has no space left to store this.',
    ),
  idempotencyReuse: () =>
    new HttpProblem(
      422,
      'idempotency-key-reused',
      'Idempotency key reused',
      'This Idempotency-Key was already used with another request.',
    ),
}
