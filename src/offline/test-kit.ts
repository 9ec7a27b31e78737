// Test helpers for the offline layer: a fresh fake-indexeddb database per test and ports whose
// answers can be made to fail the ways a network fails. Only imported by *.test.ts files.
import { ApiError, NetworkError } from '../api/api-error'
import { HemisDb, type CachedRecord, type Json } from './db'
import type { PageQuery, ServerRow, SyncPort } from './sync-port'

let counter = 0
export const freshDb = () => new HemisDb(`hemis-test-${++counter}-${crypto.randomUUID()}`)

/** A record as the device keeps it, keyed by its id: `cachedRecord('program', { id: 1, … })`. */
export const cachedRecord = (entity: string, data: Json): CachedRecord => ({
  scope: 'test',
  entity,
  key: String(data.id),
  id: data.id as number,
  version: 1,
  data,
})

/**
 * How one call goes wrong: `before` never reaches the server, `after` reaches it but the answer
 * is lost (the dangerous case for exactly-once), `503` is a server failure, `ok` goes through.
 */
export type Fault = 'ok' | 'before' | 'after' | '503'

export function faultyPort(port: SyncPort, nextFault: () => Fault): SyncPort {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const fault = nextFault()
      if (fault === 'before') throw new NetworkError(new Error('offline'), 'test')
      if (fault === '503') {
        throw new ApiError(503, { title: 'Service Unavailable', status: 503 }, 'test')
      }
      const answer = await call(...args)
      if (fault === 'after') throw new NetworkError(new Error('answer lost'), 'test')
      return answer
    }
  return {
    ...port,
    create: wrap(port.create),
    update: wrap(port.update),
    ...(port.bulk ? { bulk: wrap(port.bulk) } : {}),
  }
}

const names = ['Adhikari', 'Basnet', 'Chaudhary', 'Dahal', 'Gurung', 'KC', 'Lama', 'Magar', 'Rai']
/** A test register's order: last name, then id. */
export const registerSortKey = (row: Json) =>
  `${String(row.lastName).toLowerCase()}\u0001${String(row.id).padStart(10, '0')}`

/**
 * A register of `count` students (half female), paged by id cursor as a server pages it, filtered
 * by `gender` when the query has one.
 */
export function pagedRegister(count: number) {
  const rows: ServerRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    version: 1,
    lastName: names[i % names.length],
    gender: i % 2 ? 'female' : 'male',
  }))
  const port: Pick<SyncPort, 'entity' | 'page' | 'sortKey' | 'updateBody'> = {
    entity: 'student',
    sortKey: registerSortKey,
    updateBody: (_merged, changes) => changes,
    page: async (query: PageQuery) => {
      const after = Number(query.after ?? 0)
      const limit = Number(query.limit ?? 25)
      const found = rows.filter((r) => !query.gender || r.gender === query.gender)
      const items = found.filter((r) => r.id > after).slice(0, limit)
      const last = items.at(-1)?.id
      return {
        items,
        total: found.length,
        nextCursor: last && last < found.at(-1)!.id ? String(last) : null,
        prevCursor: after ? 'x' : null,
      }
    },
  }
  return { rows, port }
}
