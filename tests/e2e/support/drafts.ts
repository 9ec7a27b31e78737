import type { Page } from '@playwright/test'

/**
 * What the device keeps of form `form`'s draft (the fields changed), read from IndexedDB; a pattern
 * finds the first draft whose name it matches (a name holding an id the test does not know).
 */
export async function kept(page: Page, form: string | RegExp) {
  const all = await page.evaluate(async () => {
    const opening = indexedDB.open('hemis')
    const db = await new Promise<IDBDatabase>(
      (done) => (opening.onsuccess = () => done(opening.result)),
    )
    const read = db.transaction('drafts').objectStore('drafts').getAll()
    const all = await new Promise<{ form: string; values: Record<string, unknown> }[]>(
      (done) => (read.onsuccess = () => done(read.result)),
    )
    db.close()
    return all
  })
  const named = (name: string) => (typeof form === 'string' ? name === form : form.test(name))
  return all.find((d) => named(d.form))?.values ?? null
}
