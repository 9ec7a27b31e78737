import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { EntityName } from '../../api/entities/registry'
import { classifyFailure, isMovedAway, problemOf } from '../../offline/classify'
import { connectivity } from '../../offline/connectivity'
import { appDb, type CachedRecord } from '../../offline/db'
import { forgetRecord } from '../../offline/forget-record'
import { storeRows } from '../../offline/page-cache'
import { useScope } from '../../offline/use-scope'
import { ports } from '../../offline/sync-runtime'

/**
 * One record of a register by its key: the device's copy (offline too), refreshed from the server
 * first when online and the server has it (not one entered here and unsent). `record` is undefined
 * while reading, null when the device has none; `checked` says the server was asked (or need not be);
 * `absent` that there is no such record to ask for, or the server answered it has none the user may
 * see (404, 403): not that it could not be reached. `movedAway`: the server said the record moved to
 * another campus (decision 0375); the device forgets its copy unless edits of it wait for /sync.
 */
export function useRecord(entity: EntityName, key: string) {
  const scope = useScope()
  const port = ports.get(entity)
  const fromServer = !!port?.get && /^\d+$/.test(key)
  const [checked, setChecked] = useState(!fromServer)
  const [refused, setRefused] = useState(false)
  const [movedAway, setMovedAway] = useState(false)
  const record: CachedRecord | null | undefined = useLiveQuery(
    async () => (scope ? ((await appDb().records.get([scope, entity, key])) ?? null) : null),
    [scope, entity, key],
  )
  useEffect(() => {
    if (!scope || !fromServer || !port.get) return
    port
      .get(Number(key))
      .then((row) => storeRows(appDb(), port, scope, [row]))
      .catch(async (failure: unknown) => {
        connectivity.reportFailure(failure)
        setRefused(classifyFailure(failure) === 'rejected')
        if (!isMovedAway(problemOf(failure))) return
        setMovedAway(true)
        await forgetRecord(appDb(), { scope, entity, key })
      })
      .finally(() => setChecked(true))
  }, [scope, port, fromServer, key, entity])
  return { record, checked, movedAway, absent: refused || !/^(\d+|local-.+)$/.test(key) }
}
