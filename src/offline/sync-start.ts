// The sync engine as `startedSync()` loads it once the signed-in frame has painted (decision
// 0345). Only ever imported dynamically, so the build gives it a name of its own, which the
// bundle graph follows (AFTER_PAINT in scripts/app-chunks.mjs); the runtime itself is shared with
// the screens that import it.
export { startSync, syncEngine, syncStatus } from './sync-runtime'
