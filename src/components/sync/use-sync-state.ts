import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import { useSession } from '../../lib/session/session-store'
import { appDb } from '../../offline/db'
import { syncStatus } from '../../offline/sync-runtime'
import { useOutbox } from '../../offline/use-cached-list'
import { useOnline } from '../../offline/use-online'

export type SyncState = ReturnType<typeof useSyncState>

/** Everything the badge and the sync screen show, live. */
export function useSyncState() {
  const { user } = useSession()
  const online = useOnline()
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.get)
  const stored = useOutbox()
  const outbox = stored ?? []
  const lastSync = useLiveQuery(
    async () =>
      user
        ? ((await appDb().meta.get(`lastSync:${user.id}`))?.value.at as string | undefined)
        : undefined,
    [user?.id],
  )
  return {
    online,
    status,
    outbox,
    /** null until the outbox has been read: a count of 0 must mean nothing waits. */
    pending: stored ? outbox.filter((r) => r.status === 'pending').length : null,
    parked: outbox.filter((r) => r.status !== 'pending').length,
    lastSync: lastSync ?? null,
  }
}
