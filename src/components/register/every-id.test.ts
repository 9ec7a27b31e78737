import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/api-error'
import { connectivity } from '../../offline/connectivity'
import type { Json } from '../../offline/db'
import { everyId } from './every-id'
import type { PageQuery } from '../../offline/sync-port'
import { downloadRegister } from '../../offline/register-download'
import { freshDb, pagedRegister } from '../../offline/test-kit'

const scope = '7@78'
const female = (row: Json) => row.gender === 'female'
const femaleIds = (count: number) =>
  Array.from({ length: count }, (_, i) => i + 1).filter((id) => id % 2 === 0)

describe('every id of a register query (a whole class, every page of it)', () => {
  it('online, walks the server pages by cursor, from the first page whatever page is shown', async () => {
    const db = freshDb()
    const { port } = pagedRegister(250)
    let calls = 0
    const counted = {
      ...port,
      page: (q: PageQuery) => (calls++, port.page!(q)),
    }
    const ids = await everyId(
      db,
      counted,
      scope,
      { gender: 'female', after: '40', limit: 25 },
      female,
    )
    expect(ids).toEqual(femaleIds(250))
    expect(calls).toBe(2) // 125 in pages of 100
  })

  it('a refused query is said, not replaced by the device rows', async () => {
    const db = freshDb()
    const { port } = pagedRegister(10)
    const refused = {
      ...port,
      page: () => Promise.reject(new ApiError(400, { title: 'Bad cursor', status: 400 }, 'test')),
    }
    await expect(everyId(db, refused, scope, {}, female)).rejects.toThrow('Bad cursor')
  })

  it('without a network, the rows this device keeps', async () => {
    const db = freshDb()
    const { port } = pagedRegister(250)
    await downloadRegister(db, port, scope)
    const cut = {
      ...port,
      page: () => Promise.reject(new NetworkError(new Error('offline'), 'test')),
    }
    const ids = await everyId(db, cut, scope, { gender: 'female' }, female)
    expect(ids.sort((a, b) => a - b)).toEqual(femaleIds(250))
    // Known to be offline now, no request is tried at all.
    expect(connectivity.get().online).toBe(false)
    const never = { ...port, page: () => Promise.reject(new Error('not to be asked')) }
    expect(await everyId(db, never, scope, { gender: 'female' }, female)).toHaveLength(125)
  })
})
