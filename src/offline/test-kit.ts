// Test helpers for the offline layer: a fresh fake-indexeddb database per test and ports whose
// answers can be made to fail the ways a network fails. Only imported by *.test.ts files.
import { ApiError, NetworkError } from '../api/api-error'
import { HemisDb } from './db'
import type { SyncPort } from './sync-port'

let counter = 0
export const freshDb = () => new HemisDb(`hemis-test-${++counter}-${crypto.randomUUID()}`)

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
  return { ...port, create: wrap(port.create), update: wrap(port.update) }
}
