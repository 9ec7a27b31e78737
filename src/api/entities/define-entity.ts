import type { ApiClient } from '../client'
import type { Json } from '../../offline/db'
import type { ListAnswer, ServerRow, SyncPort } from '../../offline/sync-port'

type Answer<T> = Promise<{ data?: T; response: Response }>
type WriteHeaders = { 'Idempotency-Key': string; 'If-Match'?: string }

/**
 * One setup list of the contract: its list, create and update operations, each a one-line call
 * of the typed client, and the fields an update may send. The cache and the outbox use it through
 * `port(client)`; screens through `name` (the Dexie `records.entity`).
 */
export type EntitySpec<Row extends ServerRow, Create, Update> = {
  /** Key of the cached rows and outbox rows: `faculty`. */
  name: string
  /** The word in messages: "Faculty". */
  label: string
  /** PATCH lists take the changed fields; PUT lists the whole record. */
  updateMethod: 'PATCH' | 'PUT'
  updatable: readonly (keyof Update & string)[]
  list: (client: ApiClient, headers: Record<string, string>) => Answer<Row[]>
  create: (client: ApiClient, body: Create, header: WriteHeaders) => Answer<Row>
  update: (client: ApiClient, id: number, body: Update, header: WriteHeaders) => Answer<Row>
}

export type EntityDefinition = ReturnType<typeof defineEntity>

const pick = (source: Json, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k] ?? null]))

function must<T>(answer: { data?: T; response: Response }): T {
  if (answer.data === undefined) throw new Error(`Empty answer (${answer.response.status})`)
  return answer.data
}

/**
 * Example: `defineEntity<Faculty, FacultyCreate, FacultyPatch>({ name: 'faculty', label: 'Faculty',
 * updateMethod: 'PATCH', updatable: [...], list: (c, h) => c.GET('/Faculty/GetAllFaculties', { headers: h }), … })`.
 */
export function defineEntity<Row extends ServerRow, Create, Update>(
  spec: EntitySpec<Row, Create, Update>,
) {
  const updateBody = (merged: Json, changes: Json): Json =>
    spec.updateMethod === 'PUT' ? pick(merged, spec.updatable) : pick(changes, spec.updatable)

  const port = (client: ApiClient): SyncPort => ({
    entity: spec.name,
    updateBody,
    async list({ etag }): Promise<ListAnswer> {
      const answer = await spec.list(client, etag ? { 'If-None-Match': etag } : {})
      if (answer.response.status === 304) return { notModified: true }
      return {
        notModified: false,
        rows: must(answer),
        etag: answer.response.headers.get('ETag') ?? undefined,
      }
    },
    create: async (body, { idempotencyKey }) =>
      must(await spec.create(client, body as Create, { 'Idempotency-Key': idempotencyKey })),
    update: async (id, body, { idempotencyKey, ifMatch }) =>
      must(
        await spec.update(client, id, body as Update, {
          'Idempotency-Key': idempotencyKey,
          ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
        }),
      ),
  })

  return { name: spec.name, label: spec.label, updateMethod: spec.updateMethod, updateBody, port }
}
