// A record's photo and documents travel through the outbox as file uploads (decisions 0203, 0254):
// a document's field names its kind, and the file keeps its name, made safe for the server's rule.
import { documentKinds, documentTypes, type DocumentKind } from '../../../common/document-kinds'
import { nameOfType, type FileType } from '../../../common/file-signatures'
import { cutText } from '../../../common/text-rule'
import type { ApiClient } from '../client'
import type { WriteHeaders } from './define-entity'

const prefix = 'document:'

/** The upload field of a document of `kind`: `document:transcript`. */
export const documentField = (kind: DocumentKind) => `${prefix}${kind}`

/** The kind an upload field names, or null when it is not a document's (the photo). */
export const kindOfField = (field: string) =>
  field.startsWith(prefix) ? (field.slice(prefix.length) as DocumentKind) : null

/**
/**
 * Characters the server's rule refuses in a file's name (common/text-rule.ts and the contract's
 * pattern): slashes, control characters, half a character, the overrides of text direction. Each
 * becomes `_`, so `invoice<U+202E>fdp.exe` shows as what it is: `invoice_fdp.exe`.
 */
// oxlint-disable-next-line no-control-regex -- replacing control characters is this pattern's purpose
const unsafe = /[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu

/**
 * A file's name as the server takes it: at most 200 characters, never half of one cut off, ending
 * as its type does (decision 0406: the server would add the type's extension).
 */
export function documentName(file: Blob) {
  const name = (file as File).name?.trim() || 'document'
  const safe = cutText(name.replace(unsafe, '_'), 200)
  return (documentTypes as readonly string[]).includes(file.type)
    ? nameOfType(safe, file.type as FileType)
    : safe
}

/** The registers whose records keep documents: the contract's paths of each are the same shape. */
type Register = 'Student' | 'Employee'
type Answer<Row> = Promise<{ data?: Row; response: Response }>

/**
 * The upload of each kind of document to a record of `register`, as the entity's `files`: the
 * file travels as itself (its own content type), its kind and name in the query.
 */
export function documentUploads<Row>(register: Register) {
  const path = `/${register}/{id}/Document` as '/Student/{id}/Document'
  return Object.fromEntries(
    documentKinds.map((kind) => [
      documentField(kind),
      {
        upload: (c: ApiClient, id: number, file: Blob, header: WriteHeaders) =>
          c.POST(path, {
            params: { path: { id }, query: { kind, name: documentName(file) }, header },
            body: file as unknown as string,
            bodySerializer: (body) => body,
            headers: { 'Content-Type': file.type },
          }) as unknown as Answer<Row>,
      },
    ]),
  )
}

/** A record's document read by its id, and removed (answering the record), as the entity's `documents`. */
export function documentCalls<Row>(register: Register) {
  const path = `/${register}/{id}/Document/{documentId}` as '/Student/{id}/Document/{documentId}'
  return {
    read: async (c: ApiClient, id: number, documentId: number) =>
      (await c.GET(path, { params: { path: { id, documentId } }, parseAs: 'blob' })).data,
    remove: (c: ApiClient, id: number, documentId: number, header: WriteHeaders) =>
      c.DELETE(path, { params: { path: { id, documentId }, header } }) as unknown as Answer<Row>,
  }
}

/** Where a record's one image is sent and read: a photo (decision 0203) or a logo (decision 0330). */
type ImagePath =
  | '/Student/{id}/Photo'
  | '/Employee/{id}/Photo'
  | '/Campus/{id}/Logo'
  | '/University/{id}/Logo'

/** A record's one image, as the entity's `files.photo` or `files.logo`: it travels as itself. */
export function imageFile<Row>(path: ImagePath) {
  const at = path as '/Student/{id}/Photo'
  return {
    upload: (c: ApiClient, id: number, file: Blob, header: WriteHeaders) =>
      c.PUT(at, {
        params: { path: { id }, header },
        body: file as unknown as string,
        bodySerializer: (body) => body,
        headers: { 'Content-Type': file.type },
      }) as unknown as Answer<Row>,
    read: async (c: ApiClient, id: number) =>
      (await c.GET(at, { params: { path: { id } }, parseAs: 'blob' })).data,
  }
}
