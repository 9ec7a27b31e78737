// Every row of a register that a query selects, for a screen that needs the whole group at once (a
// class for the marks grid, identity cards and attendance; a campus's staff for theirs). A server
// page holds at most 100 rows, and a group may hold more: online, every page of the query is read
// and kept in the device's copy of the register; the screen always reads that copy, so it shows the
// group offline too, with this device's edits. A class is read through its index (`deviceRows`),
// not by walking the whole register.
import { useLiveQuery } from 'dexie-react-hooks'
import { useQuery } from '@tanstack/react-query'
import { equals } from '../entity-view/list-rules'
import { deviceRows, serverRows } from '../export/export-rows'
import { appDb, type Json } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { useScope } from '../../offline/use-scope'
import { ports } from '../../offline/sync-runtime'
import { useOnline } from '../../offline/use-online'

const NONE: Json[] = []

/**
 * Where the group's rows stand: read from the server this session (`server`: an empty group has
 * nobody), being read (`reading`), or only what the device kept (`device`: offline, or the read
 * failed; an empty group may have people this device has not kept).
 */
export type GroupRead = 'server' | 'reading' | 'device'

/** Every `entity` row whose fields equal each of `query`'s values, on the server and the device. */
export function useRegisterRows(
  entity: 'student' | 'employee',
  query: Record<string, string>,
  enabled: boolean,
): { rows: Json[]; read: GroupRead } {
  const scope = useScope() ?? ''
  const key = JSON.stringify(query)
  const matches = (row: Json) =>
    Object.entries(query).every(([field, value]) => equals(field)(row, value))
  // Read once the server is known to answer (a page opened cold learns that only after the first
  // health probe; one back from offline reads what changed meanwhile), and again after a failed
  // read: TanStack Query retries it, where a bare effect left the group unread until it changed.
  const online = useOnline() === true
  const server = useQuery({
    queryKey: ['register-rows', entity, scope, key, online],
    enabled: enabled && !!scope && online && ports.has(entity),
    queryFn: async () => {
      const port = ports.get(entity)!
      let read = 0
      for await (const page of serverRows(port, query)) {
        await storeRows(appDb(), port, scope, page.rows)
        read += page.rows.length
      }
      return read
    },
    // What it read is in the device's copy below; a query of the same group again reads it anew.
    gcTime: 0,
  })
  const rows = useLiveQuery(async () => {
    if (!enabled || !scope) return NONE
    const started = performance.now()
    const found: Json[] = []
    for await (const page of deviceRows(appDb(), scope, entity, matches, query))
      found.push(...page.rows)
    // What `npm run bench -- students-offline` reports as a class's read from the device.
    performance.measure('hemis:register-rows', { start: started })
    return found
  }, [entity, enabled, scope, key])
  const found = rows ?? NONE
  // The server's rows are stored before its read ends, but the device's read of them may come a
  // moment later: until it does, the group is still being read.
  const read: GroupRead = server.isSuccess
    ? server.data > 0 && found.length === 0
      ? 'reading'
      : 'server'
    : server.fetchStatus === 'fetching'
      ? 'reading'
      : 'device'
  return { rows: found, read }
}
