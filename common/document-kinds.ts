// What a document kept with a record can be (decision 0254): the database's CHECK, the contract's
// enum and the form's choices are this one list.
export const documentKinds = [
  'citizenship',
  'passport',
  'transcript',
  'character-certificate',
  'migration-certificate',
  'provisional-certificate',
  'equivalence',
  'disability',
  'scholarship',
  'other',
] as const
export type DocumentKind = (typeof documentKinds)[number]

/** The media types a document may be, and its largest size (5 MiB). */
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const maxDocumentBytes = 5 * 1024 * 1024
/** At most this many documents a record: a record, not a file store. */
export const maxDocuments = 20
