// The files kept with a register's record (a student's or an employee's photo and documents,
// decisions 0203 and 0254): each write is an edit of the record, raising its version in
// the same transaction under If-Match; the documents themselves, for whichever record owns them.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { maxDocuments, type DocumentKind, type documentTypes } from '../../common/document-kinds.ts'
import { nameOfType } from '../../common/file-signatures.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { HttpProblem, problems } from '../problems.ts'
import type { Crud } from './crud.ts'
import { rows } from './report-sql.ts'

/**
 * A list whose records keep one image: a student's or an employee's photo, a campus's or a
 * university's logo (decision 0330).
 */
export type ImageOwner = {
  /** The list's repository: its label for messages, and the record as answered. */
  crud: Crud
  table: typeof t.students | typeof t.employees | typeof t.campuses | typeof t.universities
  /** The rows the caller may read, and those they may edit. */
  scope: { read: (caller: Caller) => SQL | undefined; write: (caller: Caller) => SQL | undefined }
  /** The images: their table, the column naming the record, and that column's field name. */
  photos: {
    table:
      | typeof t.studentPhotos
      | typeof t.employeePhotos
      | typeof t.campusLogos
      | typeof t.universityLogos
    owner: PgColumn
    key: 'studentId' | 'employeeId' | 'campusId' | 'universityId'
  }
  /** Refuses an edit of a locked record (a verified student's, decision 0251). */
  assertUnlocked?: (tx: Tx, id: number) => Promise<void>
  /** What else changes with the image, in its transaction (a logo's path on the record). */
  imageChanged?: (tx: Tx, id: number, hash: string | null) => Promise<void>
}

/** A register whose records keep an image and documents: students, employees. */
export type FileOwner = ImageOwner & {
  table: typeof t.students | typeof t.employees
  /** The documents' column naming this register's record. */
  documentOwner: PgColumn
}

/**
 * Runs `write` as an edit of the record: its version and updatedAt raised in the same transaction,
 * only from `expectedVersion` when If-Match named one (409 stale-version otherwise, as an edit). Same
 * scope as an edit: 404 outside the records the caller may edit (a reader's too, as the access
 * table's 403 means the role). Answers the record as stored.
 */
export async function editFiles(
  tx: Tx,
  owner: ImageOwner,
  caller: Caller,
  id: number,
  expectedVersion: number | undefined,
  write: () => Promise<void>,
) {
  const { table } = owner
  const [current] = await tx
    .select({ version: table.version })
    .from(table)
    .where(and(eq(table.id, id), owner.scope.write(caller)))
  if (!current) {
    throw (await owner.crud.movedAway(tx, caller, id)) ?? problems.notFound(owner.crud.label)
  }
  await owner.assertUnlocked?.(tx, id)
  const { version } = current
  const stale = async () =>
    problems.staleVersion(owner.crud.label, await owner.crud.get(tx, caller, id))
  if (expectedVersion !== undefined && expectedVersion !== version) throw await stale()
  const raised = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id })
  // Another writer slipped in between the read and the write: the same answer as a stale If-Match.
  if (!raised.length) throw await stale()
  await write()
  return owner.crud.get(tx, caller, id)
}

export type NewDocument = {
  kind: DocumentKind
  name: string
  type: (typeof documentTypes)[number]
  bytes: Buffer
  hash: string
}

const d = t.recordDocuments

/** Adds a document to a record, as an edit of it (409 past `maxDocuments`). */
export function addDocument(
  tx: Tx,
  owner: FileOwner,
  caller: Caller,
  id: number,
  document: NewDocument,
  expectedVersion?: number,
) {
  return editFiles(tx, owner, caller, id, expectedVersion, async () => {
    // The record's row is locked by the version's update: the count cannot change under us.
    const [held] = await tx.select({ n: count() }).from(d).where(eq(owner.documentOwner, id))
    if (held!.n >= maxDocuments) {
      throw new HttpProblem(
        409,
        'too-many-documents',
        'Too many documents',
        `A record keeps at most ${maxDocuments} documents: remove one first.`,
      )
    }
    await tx.insert(d).values({
      [owner.documentOwner === d.studentId ? 'studentId' : 'employeeId']: id,
      kind: document.kind,
      name: document.name,
      contentType: document.type,
      bytes: document.bytes,
      size: document.bytes.length,
      sha256: document.hash,
      userId: caller.userId || null,
    })
  })
}

/** Removes a record's document, as an edit of it; 404 when it has no such document. */
export function removeDocument(
  tx: Tx,
  owner: FileOwner,
  caller: Caller,
  id: number,
  documentId: number,
  expectedVersion?: number,
) {
  return editFiles(tx, owner, caller, id, expectedVersion, async () => {
    const gone = await tx
      .delete(d)
      .where(and(eq(d.id, documentId), eq(owner.documentOwner, id)))
      .returning({ id: d.id })
    if (!gone.length) throw problems.notFound('Document')
  })
}

/** A record's document with its bytes, to whoever may read the record: 404 otherwise. */
export async function readDocument(
  db: Db,
  owner: FileOwner,
  caller: Caller,
  id: number,
  documentId: number,
) {
  const [document] = await db
    .select({ name: d.name, type: d.contentType, bytes: d.bytes, hash: d.sha256 })
    .from(d)
    .innerJoin(owner.table, eq(owner.table.id, owner.documentOwner))
    .where(and(eq(d.id, documentId), eq(owner.documentOwner, id), owner.scope.read(caller)))
  if (!document) throw problems.notFound('Document')
  return document
}

/**
 * `column` is one of `ids` (integers), as one array parameter: `inArray` makes a parameter of each
 * id, which drizzle types one by one (a page's 25 ids cost more CPU than its query; issue 12).
 */
const amongIds = (column: PgColumn, ids: number[]) =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`

/** The documents of a page of records (never the bytes), by record id, oldest first: one query. */
export async function documentsOf(db: Db | Tx, owner: FileOwner, ids: number[]) {
  // Plain SQL, read on every page of a register (drizzle's builder cost more CPU than the query).
  const documents = ids.length
    ? await rows<{ ownerId: number; createdAt: string } & Omit<Listed, 'createdAt'>>(
        db,
        sql`select ${owner.documentOwner} as "ownerId", id, kind, name, content_type as type, size,
          sha256 as hash, created_at as "createdAt" from ${d}
          where ${amongIds(owner.documentOwner, ids)} order by id`,
      )
    : []
  const byOwner = new Map<number, Listed[]>()
  for (const { ownerId, createdAt, ...document } of documents) {
    const listed = {
      ...document,
      // A name kept before decision 0406 ends as its type does here too.
      name: nameOfType(document.name, document.type),
      createdAt: d.createdAt.mapFromDriverValue(createdAt) as Date,
    }
    const list = byOwner.get(ownerId)
    if (list) list.push(listed)
    else byOwner.set(ownerId, [listed])
  }
  return byOwner
}

/** A document as a record's answer lists it: what was added, less its bytes. */
type Listed = Omit<NewDocument, 'bytes'> & { id: number; size: number; createdAt: Date }

export type PhotoType = (typeof t.studentPhotos.contentType.enumValues)[number]
export type Photo = { type: PhotoType; bytes: Buffer; hash: string }

/** Sets (or with null removes) a record's image, as an edit of the record (`editFiles`). */
export function setPhoto(
  tx: Tx,
  owner: ImageOwner,
  caller: Caller,
  id: number,
  photo: Photo | null,
  expectedVersion?: number,
) {
  const { table, owner: column } = owner.photos
  return editFiles(tx, owner, caller, id, expectedVersion, async () => {
    await owner.imageChanged?.(tx, id, photo?.hash ?? null)
    if (!photo) {
      await tx.delete(table).where(eq(column, id))
      return
    }
    const values = {
      contentType: photo.type,
      bytes: photo.bytes,
      size: photo.bytes.length,
      sha256: photo.hash,
      createdAt: new Date(),
    }
    await tx
      .insert(table)
      .values({ [owner.photos.key]: id, ...values } as typeof table.$inferInsert)
      .onConflictDoUpdate({ target: column, set: values })
  })
}

/**
 * A record's image with its bytes, to whoever may read the record (anyone when `caller` is null: a
 * logo is public): 404 without one.
 */
export async function readPhoto(db: Db, owner: ImageOwner, caller: Caller | null, id: number) {
  const { table, owner: column } = owner.photos
  const [photo] = await db
    .select({ type: table.contentType, bytes: table.bytes, hash: table.sha256 })
    .from(table)
    .innerJoin(owner.table, eq(owner.table.id, column))
    .where(and(eq(column, id), caller ? owner.scope.read(caller) : undefined))
  if (!photo) throw problems.notFound(`${owner.crud.label}'s photo`)
  return photo
}

/** The photos of a page of records (type, size, hash; never the bytes), by record id: one query. */
export async function photosOf(db: Db | Tx, owner: ImageOwner, ids: number[]) {
  const { table, owner: column } = owner.photos
  const photos = ids.length
    ? await rows<{ ownerId: number; type: PhotoType; size: number; hash: string }>(
        db,
        sql`select ${column} as "ownerId", content_type as type, size, sha256 as hash
          from ${table} where ${amongIds(column, ids)}`,
      )
    : []
  return new Map(photos.map(({ ownerId, ...photo }) => [ownerId, photo]))
}
