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
