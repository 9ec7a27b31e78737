// A register's create that waits, online, for the server's answer (decision 0409): saved as every
// edit is (queued on the device, durable), then answered within moments; a duplicate that names
// its field keeps the form as typed, with the seed's words on that field.
import { useState } from 'react'
import { appDb, type Json, type OutboxRow } from '../../offline/db'
import { connectivity } from '../../offline/connectivity'
import { createAnswer } from '../../offline/create-answer'
import { createRecord, uploadFiles, type ChosenFile } from '../../offline/edit-actions'
import { resolveEditRetry } from '../../offline/resolve-actions'
import { useScope } from '../../offline/use-scope'
import { duplicateErrors } from '../entity-form/duplicate-field'
import type { EntityView, Lookup } from '../entity-view/entity-view'

/**
 * How long a save waits for the server's answer before the form goes on as it does offline (the
 * answer then comes as a toast, and a refusal waits on /sync): a send takes well under a second.
 */
const ANSWER_MS = 8_000

/** A create the server refused as a duplicate: its parked row and the form's errors. */
export type CreateRefusal = {
  row: OutboxRow
  errors: Record<string, string>
  /** The files queued with it (sent after it, once it is): not queued again by its correction. */
  files: readonly ChosenFile[]
}

const sameFile = (a: ChosenFile, b: ChosenFile) => a.field === b.field && a.file === b.file

/**
 * `save(body, files, shown)` queues a new record of the view, or, after a refusal, sends the
 * correction as that refused create again (its parked row, never a second record); online it
 * answers the refusal, if the server refused it as a duplicate of a field the view has, else null.
 * The refused create stays parked on /sync until it is corrected here or there.
 */
export function useAnsweredCreate(view: EntityView, lookup: Lookup) {
  const scope = useScope()
  const [refusal, setRefusal] = useState<CreateRefusal | null>(null)

  async function queue(body: Json, files: readonly ChosenFile[], shown?: Json) {
    const parked =
      refusal?.row.seq === undefined ? undefined : await appDb().outbox.get(refusal.row.seq)
    if (!refusal || !parked || parked.op !== 'create' || parked.status === 'pending') {
      return { key: await createRecord(view.entity, body, files, shown), files }
    }
    await resolveEditRetry(parked, body)
    const added = files.filter((f) => !refusal.files.some((q) => sameFile(q, f)))
    if (added.length > 0) await uploadFiles(view.entity, parked.entityId, added)
    return { key: parked.entityId, files: [...refusal.files, ...added] }
  }

  async function save(
    body: Json,
    files: readonly ChosenFile[],
    shown?: Json,
  ): Promise<{ key: string; refused: CreateRefusal | null }> {
    const queued = await queue(body, files, shown)
    setRefusal(null)
    if (connectivity.get().online === false || !scope) return { key: queued.key, refused: null }
    const answer = await createAnswer(appDb(), [scope, view.entity, queued.key], ANSWER_MS)
    const errors = duplicateErrors(view, answer?.lastProblem, body, lookup)
    if (!answer || Object.keys(errors).length === 0) return { key: queued.key, refused: null }
    const refused = { row: answer, errors, files: queued.files }
    setRefusal(refused)
    return { key: queued.key, refused }
  }

  return { refusal, save }
}
