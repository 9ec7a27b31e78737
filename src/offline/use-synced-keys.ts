import { useEffect, useState } from 'react'
import { syncStatus } from './sync-runtime'

/**
 * The server ids that records of `entity` created on this device took when they were sent, by
 * their local key (`local-<uuid>`), while the screen is open: it listens from its first render, so
 * before anything it saves can be sent. Example: `useSyncedKeys('student').get(localKey)` → '42'.
 */
export function useSyncedKeys(entity: string): ReadonlyMap<string, string> {
  const [keys, setKeys] = useState<ReadonlyMap<string, string>>(() => new Map())
  useEffect(() => {
    const stop = syncStatus.onOutcome((outcome) => {
      const { row } = outcome
      if (outcome.kind !== 'synced' || !outcome.server) return
      if (row.op !== 'create' || row.entity !== entity) return
      const serverKey = String(outcome.server.id)
      setKeys((kept) => new Map(kept).set(row.entityId, serverKey))
    })
    return () => {
      stop()
    }
  }, [entity])
  return keys
}
