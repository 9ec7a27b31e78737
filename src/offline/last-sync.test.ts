// The header's "Last sync" after a "Sync now" of a device with nothing to send: the time it asked,
// when the server answered; unchanged when it did not. (With edits to send, the drain records it
// once they are through: sync-engine.api.test.ts.)
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createSyncEngine } from './sync-engine'
import { freshDb } from './test-kit'

const userId = 7
const at = Date.UTC(2026, 10, 30, 12, 0)

function engineOf(reachable: boolean) {
  const db = freshDb()
  const engine = createSyncEngine({
    db,
    ports: new Map(),
    currentUser: () => ({ id: userId }),
    reachable: () => Promise.resolve(reachable),
    now: () => at,
  })
  const lastSync = async () => (await db.meta.get(`lastSync:${userId}`))?.value.at as string
  return { engine, lastSync }
}

describe('Sync now with nothing to send', () => {
  it('is the last sync when the server answers', async () => {
    const { engine, lastSync } = engineOf(true)
    await engine.retryNow()
    expect(await lastSync()).toBe(new Date(at).toISOString())
  })

  it('is none when the server does not answer', async () => {
    const { engine, lastSync } = engineOf(false)
    await engine.retryNow()
    expect(await lastSync()).toBeUndefined()
  })
})
