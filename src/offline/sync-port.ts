import type { BulkAnswer, Json } from './db'

/** A record as the server answers it: every setup list has an id and a version. */
export type ServerRow = Json & { id: number; version: number }

export type ListAnswer =
  | { notModified: true }
  | { notModified: false; rows: ServerRow[]; etag?: string }

/** The filters, sort and cursor of one page of a register paged on the server. */
export type PageQuery = Record<string, string | number | undefined>

/** One page of a register, as the server answers it (`GET /Student`). */
export type PageAnswer<Row extends ServerRow = ServerRow> = {
  items: Row[]
  total: number
  /** More match than `total`: a search counted up to its cap (decision 0426). */
  totalCapped?: boolean
  nextCursor: string | null
  prevCursor: string | null
}

/**
 * What the offline layer needs from one setup list of the API: list (conditionally), create and
 * update. Entity definitions in src/api/entities/ build one from the typed client; the sync
 * engine and the reference cache know nothing else about the contract.
 */
export type SyncPort = {
  entity: string
  /** Lists cached whole: the whole list, conditionally. */
  list?: (options: { etag?: string }) => Promise<ListAnswer>
  /** Registers paged on the server: one page, and one record. */
  page?: (query: PageQuery) => Promise<PageAnswer>
  get?: (id: number) => Promise<ServerRow>
  /** A register's order on the device (students by name): the key of its device index. */
  sortKey?: (row: Json) => string
  /** A file of a record by field (a student's photo): answers the record as it now is. */
  upload?: (
    id: number,
    field: string,
    file: Blob,
    options: { idempotencyKey: string; ifMatch?: number },
  ) => Promise<ServerRow>
  /** A record's file as the server keeps it (undefined: it has none). */
  readFile?: (id: number, field: string) => Promise<Blob | undefined>
  /** A record's document by its id, and its removal (online only), answering the record. */
  readDocument?: (id: number, documentId: number) => Promise<Blob | undefined>
  removeDocument?: (
    id: number,
    documentId: number,
    options: { idempotencyKey: string; ifMatch?: number },
  ) => Promise<ServerRow>
  /** A bulk operation by kind (`promote`, `bulk-upsert`): one request, one result per row. */
  bulk?: (kind: string, body: Json, options: { idempotencyKey: string }) => Promise<BulkAnswer>
  create: (body: Json, options: { idempotencyKey: string }) => Promise<ServerRow>
  update: (
    id: number,
    body: Json,
    options: { idempotencyKey: string; ifMatch?: number },
  ) => Promise<ServerRow>
  /**
   * The body an update sends, from the record as edited here and the fields just changed:
   * PATCH lists send the changes, PUT lists the whole record.
   */
  updateBody: (merged: Json, changes: Json) => Json
}
