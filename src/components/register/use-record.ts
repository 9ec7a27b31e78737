import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { EntityName } from '../../api/entities/registry'
import { useSession } from '../../lib/session/session-store'
import { classifyFailure } from '../../offline/classify'
import { connectivity } from '../../offline/connectivity'
import { appDb, type CachedRecord } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'

/**
 * One record of a register by its key: the device's copy (offline too), refreshed from the server
 * first when online and the server has it (not one entered here and unsent). `record` is undefined
 * while reading, null when the device has none; `checked` says the server was asked (or need not be);
 * `absent` that there is no such record to ask for, or the server answered it has none the user may
 * see (404, 403): not that it could not be reached.
 */
export function useRecord(entity: EntityName, key: string) {
  const { user } = useSession()
  const scope = user ? scopeOf(user) : null
  const port = ports.get(entity)
  const fromServer = !!port?.get && /^\d+$/.test(key)
  const [checked, setChecked] = useState(!fromServer)
  const [refused, setRefused] = useState(false)
  const record: CachedRecord | null | undefined = useLiveQuery(
    async () => (scope ? ((await appDb().records.get([scope, entity, key])) ?? null) : null),
    [scope, entity, key],
  )
  useEffect(() => {
    if (!scope || !fromServer || !port.get) return
    port
      .get(Number(key))
      .then((row) => storeRows(appDb(), port, scope, [row]))
      .catch((failure: unknown) => {
        connectivity.reportFailure(failure)
        setRefused(classifyFailure(failure) === 'rejected')
      })
      .finally(() => setChecked(true))
  }, [scope, port, fromServer, key])
  return { record, checked, absent: refused || !/^(\d+|local-.+)$/.test(key) }
}
