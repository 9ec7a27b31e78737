import type { FieldProblem, ProblemDetails } from './api-error'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function fieldProblems(value: unknown): FieldProblem[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(
    (item): item is FieldProblem =>
      isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  )
}

/**
 * Reads an error answer's body as RFC 9457 problem details. Bodies that are not problem+json
 * (a proxy's HTML page, an empty 502) still yield a problem, titled with the status text.
 */
export async function readProblem(response: Response): Promise<ProblemDetails> {
  const fallback: ProblemDetails = { status: response.status, title: response.statusText }
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return fallback
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return fallback
  }
  if (!isRecord(body)) return fallback
  return {
    type: optionalString(body.type),
    title: optionalString(body.title) ?? fallback.title,
    status: typeof body.status === 'number' ? body.status : response.status,
    detail: optionalString(body.detail),
    errors: fieldProblems(body.errors),
    requestId: optionalString(body.requestId),
    existingId: typeof body.existingId === 'number' ? body.existingId : undefined,
    field: optionalString(body.field),
    current: isRecord(body.current) ? body.current : undefined,
    state: optionalString(body.state),
    students: Array.isArray(body.students)
      ? body.students.filter((id): id is number => Number.isInteger(id))
      : undefined,
  }
}
