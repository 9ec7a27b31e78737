import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useState } from 'react'
import { useSession } from '../lib/session/session-store'
import { connectivity } from './connectivity'
import { appDb, type CachedRecord, type OutboxRow } from './db'
import { refreshList } from './reference-cache'
import { useScope } from './use-scope'
import { ports } from './sync-runtime'
import type { ListName } from './list-name'
import { optionPorts, type OptionListName } from './option-ports'

const EMPTY: CachedRecord[] = []

/**
 * The refreshes on mount under way, by scope and list: the screens and forms mounted together
 * (a page, its form, a dialog) that name the same list share one request and one write, instead
 * of each sending its own conditional GET and rewriting the same rows. Only a screen's refresh is
 * shared: one after a write of the user's own (a conflict resolved, an import) sends its own, as
 * a request begun before that write may miss it.
 */
const refreshing = new Map<string, Promise<unknown>>()

function refreshOnMount(port: Parameters<typeof refreshList>[1], scope: string): Promise<unknown> {
  const key = `${scope}|${port.entity}`
  const running = refreshing.get(key)
  if (running) return running
  const started = refreshList(appDb(), port, scope).finally(() => refreshing.delete(key))
  refreshing.set(key, started)
  return started
}

/** The outbox rows of one list by record key: what marks a row pending, conflict or rejected. */
export function useOutboxMarks(entity: string): Map<string, OutboxRow> {
  const rows = useOutbox()
  const marks = new Map<string, OutboxRow>()
  for (const row of rows ?? []) {
    if (row.entity !== entity) continue
    const seen = marks.get(row.entityId)
    // A parked row outranks a pending one: the person must act on it.
    if (!seen || (seen.status === 'pending' && row.status !== 'pending'))
      marks.set(row.entityId, row)
  }
  return marks
}

/** Every outbox row of the signed-in user, live (badge, conflicts screen). */
export function useOutbox(): OutboxRow[] | undefined {
  const { user } = useSession()
  return useLiveQuery(
    () => (user ? appDb().outbox.where('userId').equals(user.id).sortBy('seq') : []),
    [user?.id],
  )
}

/**
 * Lists by name, and (`refreshed`) those whose refresh by the screen has ended: a row missing from
 * a list kept from before and not refreshed yet may still come (decision 0418). A map without
 * `refreshed` is taken as it is.
 */
export type CachedLists = Map<ListName, CachedRecord[]> & {
  readonly refreshed?: ReadonlySet<string>
}

/**
 * Several cached lists at once (a form's dropdown sources), by entity; refreshed on mount. A list
 * is in the map once it has rows on the device, or once its refresh has ended (answered, failed or
 * offline) with none: an empty list is then `[]`, and a name missing from the map is one still
 * being read, whose rows may yet come (`listsPending`). `refreshed` names the lists whose refresh
 * has ended.
 */
export function useCachedLists(entities: readonly ListName[]): CachedLists {
  const scope = useScope()
  const wanted = entities.join(',')
  // The lists whose refresh has ended, and of those the ones it wrote rows of (a 304 or a
  // failure wrote none: the rows already read are the list's).
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set())
  const [wrote, setWrote] = useState<ReadonlySet<string>>(() => new Set())
  useEffect(() => {
    if (!scope) return
    const add = (entity: string) => (before: ReadonlySet<string>) =>
      before.has(entity) ? before : new Set(before).add(entity)
    const settle = (entity: string, written = false) => {
      if (written) setWrote(add(entity))
      setSettled(add(entity))
    }
    for (const entity of entities) {
      const port = ports.get(entity) ?? optionPorts.get(entity as OptionListName)
      if (!port) settle(entity)
      else
        void refreshOnMount(port, scope).then(
          (result) => settle(entity, result === 'updated'),
          (failure: unknown) => {
            connectivity.reportFailure(failure)
            settle(entity)
          },
        )
    }
    // `wanted` stands for `entities`: a new array of the same names must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, scope])
  // The rows read, and the lists whose refreshed rows they hold: a refresh ends once its rows are
  // written, but the live read that brings them comes after (seconds, on a busy device), and a list
  // called refreshed meanwhile said "Not on this device" of a row on its way. Reading again when a
  // refresh that wrote ends gives the rows with the writes they include.
  const read = useLiveQuery(
    async () => ({
      rows:
        scope && wanted
          ? await appDb()
              .records.where('[scope+entity]')
              .anyOf(wanted.split(',').map((e) => [scope, e]))
              .toArray()
          : EMPTY,
      wrote,
    }),
    [scope, wanted, wrote],
  )
  // Grouped once per read, not per render: screens key their memos on these arrays, and a
  // 10,000-subject list must not be copied row by row.
  return useMemo(() => {
    const rows = read?.rows
    const refreshed = new Set(
      [...settled].filter((entity) => !wrote.has(entity) || read?.wrote.has(entity)),
    )
    const lists = new Map<ListName, CachedRecord[]>()
    for (const row of rows ?? []) {
      const entity = row.entity as ListName
      const list = lists.get(entity)
      if (list) list.push(row)
      else lists.set(entity, [row])
    }
    if (rows !== undefined)
      for (const entity of wanted.split(',') as ListName[])
        if (refreshed.has(entity) && !lists.has(entity)) lists.set(entity, [])
    return Object.assign(lists, { refreshed })
  }, [read, settled, wrote, wanted])
}
