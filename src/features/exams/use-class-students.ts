// The students of one class (program, batch, term), all of them, for a grid that needs the whole
// class at once (marks entry). A server page holds at most 100 rows, and a class may hold more:
// online, every page of the class's query is read and kept in the device's copy of the register;
// the grid always reads that copy, so it shows the class offline too, with this device's edits.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { deviceRows, serverRows } from '../../components/export/export-rows'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb, type Json } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import type { PageQuery } from '../../offline/sync-port'
import { ports } from '../../offline/sync-runtime'

const NONE: Json[] = []

/** Every student `matches` keeps (the same filter as `query`, applied on the device). */
export function useClassStudents(
  query: PageQuery,
  matches: (row: Json) => boolean,
  enabled: boolean,
): Json[] {
  const { user } = useSession()
  const scope = user ? scopeOf(user) : ''
  const key = JSON.stringify(query)
  useEffect(() => {
    const port = ports.get('student')
    if (!enabled || !scope || !port || !connectivity.get().online) return
    let live = true
    void (async () => {
      for await (const page of serverRows(port, query)) {
        if (!live) return
        await storeRows(appDb(), port, scope, page.rows)
      }
    })().catch(() => {
      // Unreachable or refused: the grid shows what the device already holds.
    })
    return () => {
      live = false
    }
    // `key` stands for the query; `matches` is the screen's, derived from the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, scope, key])
  const rows = useLiveQuery(async () => {
    if (!enabled || !scope) return NONE
    const found: Json[] = []
    for await (const page of deviceRows(appDb(), scope, 'student', matches))
      found.push(...page.rows)
    return found
  }, [enabled, scope, key])
  return rows ?? NONE
}
