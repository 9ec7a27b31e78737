// @vitest-environment jsdom
// The app's sync engine as the page wires it, with connectivity: a queue paused by a 401 sends again
// once the same user signs in again (a new token), with no reload (decision 0403); a request whose
// connection always drops is backed off, not sent in a loop (decision 0402).
import 'fake-indexeddb/auto'
import { afterAll, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../api/api-error'
import { session } from '../lib/session/session-store'
import { userOf } from '../test/session-users'
import { connectivity } from './connectivity'
import { appDb } from './db'
import { enqueueUpdate, outboxOf } from './outbox'
import type { SyncPort } from './sync-port'
import { ports, startSync, syncEngine, syncStatus } from './sync-runtime'
import { cachedRecord } from './test-kit'

afterAll(() => {
  vi.restoreAllMocks()
  syncEngine.stop()
  session.signOut()
})

const signedIn = (tokenString: string) => ({
  ...userOf('CollegeAdmin', 1, 78),
  id: 41,
  tokenString,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
})

it('a queue paused by a 401 is sent when the same user signs in again', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok', { status: 200 }))
  // The session ended on another device: every request with its token is answered 401.
  const sent: string[] = []
  const port: SyncPort = {
    entity: 'faculty',
    updateBody: (_merged, changes) => changes,
    create: () => Promise.reject(new Error('not used')),
    update: async (id, body) => {
      const token = session.get().user?.tokenString
      if (token === 'ended') throw new ApiError(401, { title: 'Unauthorized', status: 401 }, 't')
      sent.push(`PATCH ${id} ${JSON.stringify(body)} with ${token}`)
      return { id, version: 2, ...body }
    },
  }
  ports.set('faculty', port)
  session.signInSuccess(signedIn('ended'))
  const db = appDb()
  await db.records.put({ ...cachedRecord('faculty', { id: 5, alias: 'a' }), scope: 's' })
  await enqueueUpdate({ db, scope: 's', userId: 41 }, port, '5', { alias: 'b' })

  startSync()
  await vi.waitFor(() => expect(syncStatus.get().needsSignIn).toBe(true))
  expect(syncEngine.isPaused()).toBe(true)

  // Signed in again as the same user, without signing out: a new token.
  session.signInSuccess(signedIn('fresh'))
  await vi.waitFor(async () => expect(await outboxOf(db, 41)).toHaveLength(0))
  expect(sent).toEqual(['PATCH 5 {"alias":"b"} with fresh'])
  expect(syncStatus.get().needsSignIn).toBe(false)
})

it('a request whose connection always drops, the server answering, is backed off', async () => {
  // (The page of the test above: started, signed in, online.)
  vi.spyOn(Math, 'random').mockReturnValue(0.5)
  let sends = 0
  const port: SyncPort = {
    entity: 'faculty',
    updateBody: (_merged, changes) => changes,
    create: () => Promise.reject(new Error('not used')),
    update: async () => {
      sends++
      throw new NetworkError(new Error('connection reset'), 't')
    },
  }
  ports.set('faculty', port)
  const db = appDb()
  await enqueueUpdate({ db, scope: 's', userId: 41 }, port, '5', { alias: 'c' })
  let flips = 0
  const stop = connectivity.subscribe(() => flips++)
  await syncEngine.retryNow()
  // Backed off 0.5 s, then 1 s (full jitter at its middle): the second try, not a loop of them.
  await new Promise((resolve) => setTimeout(resolve, 1_200))
  stop()
  expect(sends).toBeGreaterThanOrEqual(1)
  expect(sends).toBeLessThanOrEqual(2)
  expect(flips).toBe(0)
  expect(connectivity.get().online).toBe(true)
})
