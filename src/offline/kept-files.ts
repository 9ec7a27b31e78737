// A record's files open offline once they were shown or downloaded here (issue 12: "usable
// offline once viewed"): a student's photo on the detail page or an identity card, a document
// downloaded. The bytes are kept in IndexedDB by record, file and version (`hash`); a file is read
// from the device first when the version kept is the one the record names, else from the server
// and kept. The device keeps the files last used, up to `KEPT_FILES`.
import type { HemisDb } from './db'

/** Files kept per device (photos are about 100 kB: a class's cards, a few dozen documents). */
export const KEPT_FILES = 400

type FileKey = { scope: string; entity: string; id: number; name: string; hash: string }

/**
 * The file from this device when it holds that version, else `read()` from the server, then kept.
 * Undefined: the server has none, or it cannot be reached and the device never held it.
 */
export async function readKept(
  db: HemisDb,
  file: FileKey,
  read: () => Promise<Blob | undefined>,
): Promise<Blob | undefined> {
  const { scope, entity, id, name, hash } = file
  const kept = await db.files.get([scope, entity, id, name])
  if (kept && kept.hash === hash) {
    await db.files.update([scope, entity, id, name], { keptAt: Date.now() })
    return kept.blob
  }
  const blob = await read()
  if (!blob) return undefined
  await db.transaction('rw', db.files, async () => {
    await db.files.put({ ...file, blob, keptAt: Date.now() })
    const over = (await db.files.count()) - KEPT_FILES
    if (over > 0) await db.files.orderBy('keptAt').limit(over).delete()
  })
  return blob
}
