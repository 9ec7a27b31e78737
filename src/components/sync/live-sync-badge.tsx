import { SyncBadgeView } from './sync-badge-view'
import { useSyncState } from './use-sync-state'

/** The badge with the outbox read and followed (loaded after the first paint, `SyncBadge`). */
export function LiveSyncBadge() {
  return <SyncBadgeView state={useSyncState()} />
}
