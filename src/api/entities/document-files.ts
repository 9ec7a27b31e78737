// A record's documents travel through the outbox as file uploads (decision 0254): the field names
// the document's kind, and the file keeps its name, made safe for the server's rule.
import type { DocumentKind } from '../../../common/document-kinds'

const prefix = 'document:'

/** The upload field of a document of `kind`: `document:transcript`. */
export const documentField = (kind: DocumentKind) => `${prefix}${kind}`

/** The kind an upload field names, or null when it is not a document's (the photo). */
export const kindOfField = (field: string) =>
  field.startsWith(prefix) ? (field.slice(prefix.length) as DocumentKind) : null

/** A file's name as the server takes it: no slashes or control characters, at most 200 characters. */
export function documentName(file: Blob) {
  const name = (file as File).name?.trim() || 'document'
  // eslint-disable-next-line no-control-regex
  return name.replace(/[/\\\u0000-\u001f]/g, '_').slice(0, 200)
}
