// A register's record that moved to another campus (decision 0375) leaves the device of the campus
// it left: its copy (and so its place in the register's snapshot and pages), its kept files, and,
// once the person discards them on /sync, its unsent edits, which the server would refuse for ever.
import { Dexie } from 'dexie'
import type { HemisDb } from './db'

type RecordOf = { scope: string; entity: string; key: string }

/**
 * Forgets the record in one transaction. Without `discardEdits` a record with edits still waiting
 * stays as it is (false): those are the person's to see on /sync first.
 */
export async function forgetRecord(
  db: HemisDb,
  { scope, entity, key }: RecordOf,
  discardEdits = false,
): Promise<boolean> {
  return db.transaction('rw', db.records, db.outbox, db.files, async () => {
    const edits = db.outbox.where('[scope+entity+entityId]').equals([scope, entity, key])
    if (discardEdits) await edits.delete()
    else if ((await edits.count()) > 0) return false
    await db.records.delete([scope, entity, key])
    const id = Number(key)
    if (Number.isInteger(id)) {
      await db.files
        .where('[scope+entity+id+name]')
        .between([scope, entity, id, Dexie.minKey], [scope, entity, id, Dexie.maxKey])
        .delete()
    }
    return true
  })
}
