import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { KEPT_FILES, readKept } from './kept-files'
import { freshDb } from './test-kit'

const photo = (hash: string) => ({ scope: '7@78', entity: 'student', id: 5, name: 'photo', hash })
const bytes = async (blob: Blob | undefined) => (blob ? await blob.text() : undefined)

describe('a record file kept on the device once shown', () => {
  it('is read from the server once, then from the device, offline too', async () => {
    const db = freshDb()
    let reads = 0
    const server = async () => (reads++, new Blob(['first photo'], { type: 'image/png' }))
    expect(await bytes(await readKept(db, photo('h1'), server))).toBe('first photo')
    const offline = () => Promise.reject(new Error('offline'))
    expect(await bytes(await readKept(db, photo('h1'), offline))).toBe('first photo')
    expect(reads).toBe(1)
  })

  it('a new version of the file (another hash) is read again and replaces the old', async () => {
    const db = freshDb()
    await readKept(db, photo('h1'), async () => new Blob(['old']))
    expect(await bytes(await readKept(db, photo('h2'), async () => new Blob(['new'])))).toBe('new')
    expect(await db.files.count()).toBe(1)
    // Offline, a version never held is not made up from another.
    await expect(
      readKept(db, photo('h3'), () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow()
  })

  it(`keeps the ${KEPT_FILES} files last used, forgetting the least recently used`, async () => {
    const db = freshDb()
    const file = (id: number) => ({ ...photo('h'), id })
    for (let id = 1; id <= KEPT_FILES; id++)
      await readKept(db, file(id), async () => new Blob([`${id}`]))
    await readKept(db, file(1), () => Promise.reject(new Error('kept'))) // used again: now the newest
    await readKept(db, file(KEPT_FILES + 1), async () => new Blob(['new']))
    expect(await db.files.count()).toBe(KEPT_FILES)
    expect(await db.files.get(['7@78', 'student', 1, 'photo'])).toBeDefined()
    expect(await db.files.get(['7@78', 'student', 2, 'photo'])).toBeUndefined()
  })
})
