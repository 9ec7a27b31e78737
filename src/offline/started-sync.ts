/**
 * The sync engine, started once and shared: Dexie, the outbox and the engine load when a signed-in
 * screen first asks for them, after it has painted (decision 0345), not with the signed-in frame.
 * Example: `void startedSync().then(({ syncEngine }) => syncEngine.retryNow())`.
 */
export const startedSync = () =>
  import('./sync-start').then(({ startSync, syncEngine, syncStatus }) => {
    startSync()
    return { syncEngine, syncStatus }
  })
