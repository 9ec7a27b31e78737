// The app's one sync engine, wired to the browser: the shared Dexie database, the typed client,
// the session (whose outbox is sent, 401 → sign in again), connectivity and the triggers
// (start, back online, tab visible, a timer, every new edit, "Sync now").
import { api } from '../api/client'
import { entityDefinitions } from '../api/entities/registry'
import { session } from '../lib/session/session-store'
import { addSignOutCheck } from '../lib/session/sign-out-checks'
import { connectivity } from './connectivity'
import { appDb } from './db'
import { unsyncedWarning } from './outbox'
import { scopeOf } from './scope'
import { createSyncEngine, type SyncOutcome } from './sync-engine'
import { idleSyncStatus, type SyncStatus } from './sync-status'
import { warmRegisters } from './warm-registers'

const TIMER_MS = 30_000

let status: SyncStatus = idleSyncStatus
const statusListeners = new Set<() => void>()
const outcomeListeners = new Set<(outcome: SyncOutcome) => void>()

function setStatus(next: Partial<SyncStatus>) {
  status = { ...status, ...next }
  for (const listener of statusListeners) listener()
}

export const ports = new Map(entityDefinitions.map((d) => [d.name, d.port(api)]))

export const syncEngine = createSyncEngine({
  db: appDb(),
  ports,
  currentUser: () => session.get().user,
  onProgress: (progress) => setStatus({ progress }),
  onOutcome: (outcome) => {
    for (const listener of outcomeListeners) listener(outcome)
  },
  onOffline: () => connectivity.reportUnreachable(),
  onPaused: () => setStatus({ needsSignIn: true }),
  reachable: () => connectivity.probe(),
})

export const syncStatus = {
  get: (): SyncStatus => status,
  subscribe: (listener: () => void): (() => void) => {
    statusListeners.add(listener)
    return () => statusListeners.delete(listener)
  },
  /** Toasts listen here: each row synced, parked as a conflict, or rejected. */
  onOutcome(listener: (outcome: SyncOutcome) => void): () => void {
    outcomeListeners.add(listener)
    return () => outcomeListeners.delete(listener)
  },
}

let started = false

/** Starts connectivity probes, sync triggers and the sign-out check (once per page). */
export function startSync(): void {
  if (started) return
  started = true
  connectivity.start()
  connectivity.subscribe(() => {
    const { online } = connectivity.get()
    if (online) void syncEngine.retryNow()
    // Offline, the registers kept on the device are read into memory before a list asks.
    const user = session.get().user
    if (online === false && user) void warmRegisters(appDb(), scopeOf(user), [...ports.keys()])
  })
  let last = session.get().user
  session.subscribe(() => {
    const { user } = session.get()
    const before = last
    last = user
    if (!user || user.tokenString === before?.tokenString) return
    // A new token: another user's sign-in sends that user's queue. The same user's (signed in
    // again after a 401, without signing out) ends the pause; a renewed token of a queue that
    // is not paused changes nothing (decision 0403).
    if (user.id !== before?.id || syncEngine.isPaused()) {
      setStatus({ needsSignIn: false })
      void syncEngine.resume()
    }
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncEngine.requestDrain()
  })
  setInterval(() => void syncEngine.requestDrain(), TIMER_MS)
  addSignOutCheck(async () => {
    const user = session.get().user
    return user ? unsyncedWarning(appDb(), user.id) : null
  })
  void requestPersistence()
  void syncEngine.requestDrain()
}

async function requestPersistence() {
  if (!navigator.storage?.persist) return
  const persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist())
  setStatus({ persisted })
}
