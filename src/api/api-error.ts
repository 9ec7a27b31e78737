import type { components } from '../../common/schema.gen'

type Problem = components['schemas']['Problem']

/** One field's complaint in a validation problem. */
export type FieldProblem = NonNullable<Problem['errors']>[number]

/** A problem+json body as received: every member may be missing until checked. */
export type ProblemDetails = Partial<
  Pick<
    Problem,
    | 'type'
    | 'title'
    | 'status'
    | 'detail'
    | 'errors'
    | 'requestId'
    | 'existingId'
    | 'field'
    | 'current'
    | 'state'
    | 'students'
  >
>

/** Any non-2xx answer of the API, thrown by the client so callers handle one error shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly type: string
  readonly title: string
  readonly detail: string | undefined
  readonly errors: FieldProblem[]
  readonly requestId: string
  /** 409 duplicate: the id of the record that already exists. */
  readonly existingId: number | undefined
  /** 409 duplicate: the field whose value that record already has (decision 0409). */
  readonly field: string | undefined
  /** 409 stale-version: the record as it is now on the server. */
  readonly current: Record<string, unknown> | undefined
  /** 409 verification-state, 422 verification-locked: the record's state that refused it. */
  readonly state: string | undefined
  /** 409 of a promotion's undo: the students changed since, which keep it from being undone. */
  readonly students: number[] | undefined

  constructor(status: number, problem: ProblemDetails, requestId: string) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`)
    this.status = status
    this.type = problem.type ?? 'about:blank'
    this.title = problem.title ?? `HTTP ${status}`
    this.detail = problem.detail
    this.errors = problem.errors ?? []
    this.requestId = problem.requestId ?? requestId
    this.existingId = problem.existingId
    this.field = problem.field
    this.current = problem.current
    this.state = problem.state
    this.students = problem.students
  }
}

/** The request never got an answer: offline, DNS, connection refused, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  readonly requestId: string
  /** 409 duplicate: the id of the record that already exists. */
  readonly existingId: number | undefined
  /** 409 stale-version: the record as it is now on the server. */
  readonly current: Record<string, unknown> | undefined
  /** 409 verification-state, 422 verification-locked: the record's state that refused it. */
  readonly state: string | undefined

  constructor(cause: unknown, requestId: string) {
    super('Network request failed', { cause })
    this.requestId = requestId
  }
}
