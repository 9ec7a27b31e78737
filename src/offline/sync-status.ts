import type { SyncProgress } from './sync-engine'

export type SyncStatus = {
  progress: SyncProgress
  /** A 401 stopped the queue: the user must sign in again. */
  needsSignIn: boolean
  /** navigator.storage.persist(): true granted, false refused, null unknown/unsupported. */
  persisted: boolean | null
}

/**
 * The engine's status before anything has happened: where the engine starts, and what the header's
 * badge shows before the engine has loaded (decision 0345). Apart from the engine, so the badge
 * does not load Dexie to know it.
 */
export const idleSyncStatus: SyncStatus = {
  progress: { running: false, done: 0, total: 0 },
  needsSignIn: false,
  persisted: null,
}
