import type { ApiClient } from '../client'
import type { BulkAnswer, Json } from '../../offline/db'
import { keepInSnapshot } from '../../offline/snapshot-fields'
import type {
  ListAnswer,
  PageAnswer,
  PageQuery,
  ServerRow,
  SyncPort,
} from '../../offline/sync-port'

type Answer<T> = Promise<{ data?: T; response: Response }>
export type WriteHeaders = { 'Idempotency-Key': string; 'If-Match'?: string }

/**
 * One list of the contract: how it is read, its create and update operations, each a one-line call
 * of the typed client, and the fields an update may send. The cache and the outbox use it through
 * `port(client)`; screens through `name` (the Dexie `records.entity`).
 *
 * A list is read one of two ways (decision 0106): small reference lists whole (`list`, cached whole
 * on the device), large registers a page at a time on the server (`page` and `get`: students).
 */
export type EntitySpec<Row extends ServerRow, Create, Update> = {
  /** Key of the cached rows and outbox rows: `faculty`. */
  name: string
  /** The word in messages: "Faculty". */
  label: string
  /** PATCH lists take the changed fields; PUT lists the whole record. */
  updateMethod: 'PATCH' | 'PUT'
  updatable: readonly (keyof Update & string)[]
  list?: (client: ApiClient, headers: Record<string, string>) => Answer<Row[]>
  /** One page of a register paged on the server, by its filters and cursor. */
  page?: (client: ApiClient, query: PageQuery) => Answer<PageAnswer<Row>>
  /** One record, fresh (a paged register refreshes the record a conflict was about). */
  get?: (client: ApiClient, id: number) => Answer<Row>
  /** A paged register's order on the device, as the server's default sort (its device index). */
  sortKey?: (row: Json) => string
  /**
   * The fields a paged register's offline pages read: its filters, its search and its orders (the
   * device's snapshot keeps only these, decision 0373). Absent: the snapshot keeps whole rows.
   */
  snapshotFields?: readonly (keyof Row & string)[]
  /** Files of a record by field (a student's photo): sent, answering the record; and read. */
  files?: Record<
    string,
    {
      upload: (client: ApiClient, id: number, file: Blob, header: WriteHeaders) => Answer<Row>
      /** A field of one file (the photo) reads it back; a document is read by its id below. */
      read?: (client: ApiClient, id: number) => Promise<Blob | undefined>
    }
  >
  /**
   * A record's documents (decision 0254): each is added through `files` as the field
   * `document:<kind>`, and read and removed by its id here.
   */
  documents?: {
    read: (client: ApiClient, id: number, documentId: number) => Promise<Blob | undefined>
    remove: (client: ApiClient, id: number, documentId: number, header: WriteHeaders) => Answer<Row>
  }
  /** Bulk operations by kind, each one request answering a result per row. */
  bulk?: Record<
    string,
    (client: ApiClient, body: Json, header: WriteHeaders) => Promise<BulkAnswer>
  >
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

  const { list, page, get } = spec
  if (spec.snapshotFields) keepInSnapshot(spec.name, spec.snapshotFields)
  const port = (client: ApiClient): SyncPort => ({
    entity: spec.name,
    updateBody,
    list: list
      ? async ({ etag }): Promise<ListAnswer> => {
          const answer = await list(client, etag ? { 'If-None-Match': etag } : {})
          if (answer.response.status === 304) return { notModified: true }
          return {
            notModified: false,
            rows: must(answer),
            etag: answer.response.headers.get('ETag') ?? undefined,
          }
        }
      : undefined,
    page: page ? async (query) => must(await page(client, query)) : undefined,
    get: get ? async (id) => must(await get(client, id)) : undefined,
    sortKey: spec.sortKey,
    upload: spec.files
      ? async (id, field, file, { idempotencyKey, ifMatch }) => {
          const send = spec.files?.[field]?.upload
          if (!send) throw new Error(`${spec.name} takes no file ${field}`)
          return must(
            await send(client, id, file, {
              'Idempotency-Key': idempotencyKey,
              ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
            }),
          )
        }
      : undefined,
    readFile: spec.files ? async (id, field) => spec.files?.[field]?.read?.(client, id) : undefined,
    readDocument: spec.documents
      ? (id, documentId) => spec.documents!.read(client, id, documentId)
      : undefined,
    removeDocument: spec.documents
      ? async (id, documentId, { idempotencyKey, ifMatch }) =>
          must(
            await spec.documents!.remove(client, id, documentId, {
              'Idempotency-Key': idempotencyKey,
              ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
            }),
          )
      : undefined,
    bulk: spec.bulk
      ? async (kind, body, { idempotencyKey }) => {
          const run = spec.bulk?.[kind]
          if (!run) throw new Error(`${spec.name} has no bulk operation ${kind}`)
          return run(client, body, { 'Idempotency-Key': idempotencyKey })
        }
      : undefined,
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

  return {
    name: spec.name,
    label: spec.label,
    updateMethod: spec.updateMethod,
    updateBody,
    port,
    /** Never set: carries the contract's record type, so `RowOf<'student'>` is `Student`. */
    row: undefined as Row | undefined,
  }
}

/**
 * The results of a sheet saved all or nothing (an appearance list, a day's attendance): the server
 * answered, so every row was applied. No cached record takes them (`id` null).
 */
export const everyRowSaved = (ids: number[]) => ({
  results: ids.map((id) => ({ key: String(id), ok: true, outcome: 'saved', id: null })),
})
