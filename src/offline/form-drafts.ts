import { useLiveQuery } from 'dexie-react-hooks'
import { appDb, type FormDraft, type HemisDb } from './db'
import { useScope } from './use-scope'

/**
 * A form's unsaved draft (decision 0391): what the person changed from the form's first values,
 * kept on the device as they type, so that a tab closed, a tablet's browser killed or a page left
 * loses nothing. `form` names the form: `student:create`, `student:edit:42`. Every read and write of
 * a draft is a transaction of its own (`db.transaction`): Dexie begins those a microtask late and a
 * bare read or delete at once, so a draft kept just before it was dropped, or just before a form
 * opened again read it, was written after.
 */
export const readDraft = (db: HemisDb, scope: string, form: string) =>
  db.transaction('r', db.drafts, () => db.drafts.get([scope, form]))

/**
 * Keeps the fields changed (none: the draft goes, the form being as it opened). `adding`: they are
 * added to the draft kept rather than put in its place (typed before that draft was given back;
 * none then changes nothing). The read and the write are one transaction, begun in call order:
 * a form left and opened again at once reads its draft after this write, never between the two.
 */
export function keepDraft(
  db: HemisDb,
  scope: string,
  form: string,
  values: Record<string, unknown>,
  adding = false,
) {
  return db.transaction('rw', db.drafts, async () => {
    const kept = await readDraft(db, scope, form)
    const next = adding ? { ...kept?.values, ...values } : values
    if (Object.keys(next).length === 0) return kept && dropDraft(db, scope, form)
    // The same changes again (a draft given back, then written as the form's values settle) keep
    // their time: the record's page says when they were typed.
    const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Object.keys(changedFrom(a, b)).length === 0
    if (kept && same(next, kept.values) && same(kept.values, next)) return
    const draft: FormDraft = { scope, form, values: next, at: Date.now() }
    await db.drafts.put(draft)
  })
}

/** The name of a form's draft: form `name` (`create`, `edit:42`) of entity `entity`. */
export const draftName = (entity: string, name: string) => `${entity}:${name}`

/** The name, within its entity, of the edit form of record `key`. */
export const editForm = (key: string) => `edit:${key}`

/**
 * The name of the reason typed on /sync to propose parked edit `opId` of `entity` as a change
 * request (dropped when sent or cancelled, and by `sweepRequestDrafts` once its edit is gone).
 */
export const syncRequestDraft = (entity: string, opId: string) =>
  draftName(entity, `sync-request:${opId}`)

/**
 * Drops the reasons typed on /sync whose parked edit is no longer waiting (resolved another way:
 * kept, edited, discarded, or its record moved away), which no card is left to show. Swept as
 * /sync opens rather than by each way an edit leaves the outbox: one that leaves it while its
 * reason's last keystrokes are being kept would be written back after any drop there.
 */
export function sweepRequestDrafts(db: HemisDb, scope: string) {
  return db.transaction('rw', db.drafts, db.outbox, async () => {
    const drafts = await db.drafts
      .where('[scope+form]')
      .between([scope, ''], [scope, '\uffff'])
      .toArray()
    for (const { form } of drafts) {
      const opId = /:sync-request:(.+)$/.exec(form)?.[1]
      if (opId && (await db.outbox.where('opId').equals(opId).count()) === 0) {
        await db.drafts.delete([scope, form])
      }
    }
  })
}

/**
 * A record entered here took the server's id in place of its local key: the draft of its edit
 * follows it (its page, opened by the new id, finds it). Called inside the sync's transaction.
 */
export async function followKey(
  db: HemisDb,
  scope: string,
  entity: string,
  from: string,
  to: string,
) {
  const draft = await readDraft(db, scope, draftName(entity, editForm(from)))
  if (!draft) return
  await db.drafts.delete([scope, draft.form])
  await db.drafts.put({ ...draft, form: draftName(entity, editForm(to)) })
}

/** The draft saved, cancelled or discarded. */
export const dropDraft = (db: HemisDb, scope: string, form: string) =>
  db.transaction('rw', db.drafts, () => db.drafts.delete([scope, form]))

/**
 * The fields of `values` that differ from `first` (a file by identity: a `File` chosen is a
 * change, the same `File` is not). Example: `changedFrom({ a: 1, b: 'x' }, { a: 1, b: '' })` →
 * `{ b: 'x' }`.
 */
export function changedFrom<T extends Record<string, unknown>>(values: T, first: T): Partial<T> {
  const same = (a: unknown, b: unknown) =>
    a === b ||
    (!(a instanceof Blob) && !(b instanceof Blob) && JSON.stringify(a) === JSON.stringify(b))
  return Object.fromEntries(
    Object.entries(values).filter(([name, v]) => !same(v, first[name])),
  ) as Partial<T>
}

/** When the draft of form `form` was kept (null: none), read live. */
export function useKeptDraft(form: string): number | null {
  const scope = useScope() ?? ''
  return (
    useLiveQuery(async () => (await readDraft(appDb(), scope, form))?.at ?? null, [scope, form]) ??
    null
  )
}
