// The students of one class (program, batch, term), all of them, for a screen that needs the whole
// class at once (the marks grid, identity cards). A server page holds at most 100 rows, and a class
// may hold more: online, every page of the class's query is read and kept in the device's copy of
// the register; the screen always reads that copy, so it shows the class offline too, with this
// device's edits.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { equals } from '../entity-view/list-rules'
import { deviceRows, serverRows } from '../export/export-rows'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb, type Json } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'

const NONE: Json[] = []

/** Every student whose fields equal each of `query`'s values, on the server and on the device. */
export function useClassStudents(query: Record<string, string>, enabled: boolean): Json[] {
  const { user } = useSession()
  const scope = user ? scopeOf(user) : ''
  const key = JSON.stringify(query)
  const matches = (row: Json) =>
    Object.entries(query).every(([field, value]) => equals(field)(row, value))
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
    // `key` stands for the query (and so for `matches`, derived from it).
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
