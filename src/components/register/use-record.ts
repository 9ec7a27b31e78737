import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { EntityName } from '../../api/entities/registry'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb, type CachedRecord } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'

/**
 * One record of a register by its key: the device's copy (offline too), refreshed from the server
 * first when online and the server has it (not one entered here and unsent). `record` is undefined
 * while reading, null when the device has none; `checked` says the server was asked (or need not be).
 */
export function useRecord(entity: EntityName, key: string) {
  const { user } = useSession()
  const scope = user ? scopeOf(user) : null
  const port = ports.get(entity)
  const fromServer = !!port?.get && /^\d+$/.test(key)
  const [checked, setChecked] = useState(!fromServer)
  const record: CachedRecord | null | undefined = useLiveQuery(
    async () => (scope ? ((await appDb().records.get([scope, entity, key])) ?? null) : null),
    [scope, entity, key],
  )
  useEffect(() => {
    if (!scope || !fromServer || !port.get) return
    port
      .get(Number(key))
      .then((row) => storeRows(appDb(), port, scope, [row]))
      .catch(() => connectivity.reportUnreachable())
      .finally(() => setChecked(true))
  }, [scope, port, fromServer, key])
  return { record, checked }
}
