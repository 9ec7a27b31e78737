import type { Page } from '@playwright/test'

/** What the device keeps of form `form`'s draft (the fields changed), read from IndexedDB. */
export const kept = (page: Page, form: string) =>
  page.evaluate(async (form) => {
    const opening = indexedDB.open('hemis')
    const db = await new Promise<IDBDatabase>(
      (done) => (opening.onsuccess = () => done(opening.result)),
    )
    const read = db.transaction('drafts').objectStore('drafts').getAll()
    const all = await new Promise<{ form: string; values: Record<string, unknown> }[]>(
      (done) => (read.onsuccess = () => done(read.result)),
    )
    db.close()
    return all.find((d) => d.form === form)?.values ?? null
  }, form)
