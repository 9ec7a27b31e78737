import { firstFramePainted } from '../lib/first-frame'

/**
 * The sync engine, started once and shared: Dexie, the outbox and the engine load when a signed-in
 * screen first asks for them, and not before the app's first frame has painted (decisions 0345,
 * 0348), whoever asks first.
 * Example: `void startedSync().then(({ syncEngine }) => syncEngine.retryNow())`.
 */
export const startedSync = () =>
  firstFramePainted
    .then(() => import('./sync-start'))
    .then(({ startSync, syncEngine, syncStatus }) => {
      startSync()
      return { syncEngine, syncStatus }
    })
