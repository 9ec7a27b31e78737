// Offline, a campus's list, search and filters are answered from its register's rows in memory
// (`orderedRows`), read from the snapshot the first time a session needs them: about 0.2 s for
// 20,000 students, which the first search waited for. So the moment the app learns it is offline
// (at start on a campus without a line, or when the line drops), it reads the registers this user
// keeps on the device in the background, before anyone opens a list (decision 0373).
import type { HemisDb } from './db'
import { orderedRows } from './device-rows'
import { lastDownload } from './register-download'
import { snapshotFields } from './snapshot-fields'

/** Reads into memory each register of `entities` kept whole on this device for `scope`. */
export async function warmRegisters(db: HemisDb, scope: string, entities: readonly string[]) {
  for (const entity of entities) {
    if (!snapshotFields(entity) || !(await lastDownload(db, scope, entity))) continue
    await orderedRows(db, scope, entity).catch(() => undefined)
  }
}
