import { Suspense } from 'react'
import { firstFramePainted } from '../../lib/first-frame'
import { lazyOr } from '../../lib/lazy-or'
import { idleSyncStatus } from '../../offline/sync-status'
import { SyncBadgeView } from './sync-badge-view'
import type { SyncState } from './use-sync-state'

/** Before the outbox is read: nothing known yet, the count "…". */
const unread: SyncState = {
  online: null,
  status: idleSyncStatus,
  outbox: [],
  pending: null,
  parked: 0,
  lastSync: null,
}

// Without its chunk the badge stays unread ("…") rather than failing the frame.
const LiveSyncBadge = lazyOr(
  () => firstFramePainted.then(() => import('./live-sync-badge')).then((m) => m.LiveSyncBadge),
  () => <SyncBadgeView state={unread} />,
)

/**
 * The header's sync state, live. Reading the outbox needs Dexie and the sync engine, which load
 * once the frame has painted (decision 0345): until then the badge reads "…", as it does until
 * the outbox has been read.
 */
export function SyncBadge() {
  return (
    <Suspense fallback={<SyncBadgeView state={unread} />}>
      <LiveSyncBadge />
    </Suspense>
  )
}
