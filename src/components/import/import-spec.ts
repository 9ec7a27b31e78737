import type { components } from '../../../common/schema.gen'
import type { SessionUser } from '../../lib/session/session-user'
import type { EntityView, FormValues } from '../entity-view/entity-view'
import type { Catalogues } from './other-words'
import type { Existing } from './plan-import'

/** Where the records a file may update were read from, and how many the device had. */
export type ExistingRecords = {
  records: Existing[]
  source: 'device' | 'server' | 'offline'
}

/**
 * One list's import, as data: the generic page reads, maps, checks and commits a file with it.
 * Example: the students' (`src/features/students/import/student-import.ts`); a setup list's is made
 * from its view (`setupImport`).
 */
export type ImportSpec = {
  view: EntityView
  /** The catalogues of the view's words, so each label is matched in both languages. */
  catalogues: readonly Catalogues[]
  /** The fields naming one record (see `PlanSetup.naturalKeys`). */
  naturalKeys: readonly (readonly string[])[]
  /** What a new record starts with for this user beyond the view's empty values (a campus). */
  implied: (user: SessionUser | null) => FormValues
  /**
   * The records the file may update: `numbers` are the identifying values the file holds (its
   * registration and roll numbers), for a search on the server where the device has no copy.
   */
  existing: (
    user: SessionUser,
    numbers: readonly string[],
    onProgress: (done: number, total: number) => void,
  ) => Promise<ExistingRecords>
  /** Its name in the import log (`GET /Import?register=`): `student`, `employee`, `batches` … */
  register: components['schemas']['ImportRegister']
  /** The bulk operation of the list's entity that enters and edits records (`upsert`). */
  bulkKind: string
  /** The template's example row, as a person would type it, by field (selects are filled alone). */
  example: Readonly<Record<string, string>>
  /** Names of the template's sheet and files: `students`. */
  fileName: string
  sheetName: string
  /** The outbox's name of a chunk: "Import students: rows 1–500". */
  chunkLabel: (first: number, last: number) => string
}
