// Reading a register paged by keyset cursors (students, employees) the way a client does: every page
// forwards by `nextCursor`, back by `prevCursor`, and the cursors a register must refuse with 400.
import { expect } from 'vitest'

export type Row = { id: number; version: number; [k: string]: unknown }
export type Page = {
  items: Row[]
  total: number
  nextCursor: string | null
  prevCursor: string | null
}
/** Reads one page: `(url) => send('GET', url, headers)`, answering 200 with its page. */
export type ReadPage = (url: string) => Promise<{ statusCode: number; body: string }>

async function pageOf(read: ReadPage, url: string): Promise<Page> {
  const res = await read(url)
  expect(res.statusCode, res.body).toBe(200)
  return JSON.parse(res.body) as Page
}

/** Every page of `url` (which already has a `?`), first to last by `after`. */
export async function pagesForward(read: ReadPage, url: string) {
  const pages = [await pageOf(read, url)]
  while (pages.at(-1)!.nextCursor) {
    pages.push(await pageOf(read, `${url}&after=${pages.at(-1)!.nextCursor}`))
  }
  return pages
}

/** From `last` back to the first page by `before`, in reading order (first page first). */
export async function pagesBack(read: ReadPage, url: string, last: Page) {
  const pages = [last]
  while (pages.at(-1)!.prevCursor) {
    pages.push(await pageOf(read, `${url}&before=${pages.at(-1)!.prevCursor}`))
  }
  return pages.reverse()
}

export const idsOf = (pages: Page[]) => pages.flatMap((p) => p.items.map((r) => r.id))

/**
 * `-name` and `oldest` are `name` and `newest` read from their end, page by page forwards and back
 * (`url` has a `?` and a small `limit`): `await readsFromEitherEnd(read, '/Student?q=zq1&limit=5')`.
 * Answers the ids in the name order, for the caller to check against its own rows.
 */
export async function readsFromEitherEnd(read: ReadPage, url: string) {
  const ids = async (sort: string) => {
    const pages = await pagesForward(read, `${url}&sort=${sort}`)
    const back = await pagesBack(read, `${url}&sort=${sort}`, pages.at(-1)!)
    expect(idsOf(back), `${sort} read back`).toEqual(idsOf(pages))
    expect(pages.every((p) => p.total === pages[0]!.total)).toBe(true)
    return idsOf(pages)
  }
  const byName = await ids('name')
  expect(byName.length).toBeGreaterThan(1)
  expect(await ids('-name')).toEqual([...byName].reverse())
  const newest = await ids('newest')
  expect(newest).toEqual([...newest].sort((a, b) => b - a))
  expect(await ids('oldest')).toEqual([...newest].reverse())
  return byName
}

/** The `name` order: last name, then first name, in any letter case, then id. */
export function byName(a: Row, b: Row) {
  const key = (r: Row) => [
    (r.lastName as string).toLowerCase(),
    (r.firstName as string).toLowerCase(),
  ]
  const [al, af] = key(a) as [string, string]
  const [bl, bf] = key(b) as [string, string]
  return al < bl ? -1 : al > bl ? 1 : af < bf ? -1 : af > bf ? 1 : a.id - b.id
}

/**
 * A malformed cursor, on either side, is 400 problem+json naming its parameter, never a 500:
 * `await refusesBadCursors(read, '/Employee')`.
 */
export async function refusesBadCursors(read: ReadPage, path: string) {
  const cursors = [
    'abc',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["a","b",1.5]').toString('base64url'),
    Buffer.from('["a","b",99999999999]').toString('base64url'),
    Buffer.from('["a\\u0000","b",1]').toString('base64url'),
    Buffer.from('[1,2,3]').toString('base64url'),
    Buffer.from('["a","b",1]').toString('base64url'), // sort=newest has one key
  ]
  for (const [i, cursor] of cursors.entries()) {
    const sort = i === cursors.length - 1 ? '&sort=newest' : ''
    for (const side of ['after', 'before']) {
      const res = await read(`${path}?${side}=${cursor}${sort}`)
      expect(res.statusCode, `${side}=${cursor}: ${res.body}`).toBe(400)
      const problem = JSON.parse(res.body) as { errors: { field: string }[] }
      expect(problem.errors).toEqual([expect.objectContaining({ field: side })])
    }
  }
  expect((await read(`${path}?after=not%20base64`)).statusCode).toBe(400)
}

/**
 * `q` in Devanagari finds the row `id` (whose `nameNe` is `name`) by each word and by the start of
 * each word, never by the middle of one: `await searchesDevanagari(read, '/Student', 7, 'सीता शर्मा')`.
 */
export async function searchesDevanagari(read: ReadPage, path: string, id: number, name: string) {
  const found = async (text: string) =>
    (await pageOf(read, `${path}?q=${encodeURIComponent(text)}&limit=100`)).items.some(
      (r) => r.id === id,
    )
  for (const word of name.split(' ')) {
    const letters = [...word]
    expect(await found(word), word).toBe(true)
    expect(await found(letters.slice(0, -1).join('')), `start of ${word}`).toBe(true)
    expect(await found(letters.slice(2).join('')), `middle of ${word}`).toBe(false)
  }
}
