import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef, useState } from 'react'
import { classifyFailure } from './classify'
import { connectivity } from './connectivity'
import { appDb, type CachedRecord, type Json } from './db'
import { orderedRows } from './device-rows'
import {
  DEVICE_CURSOR,
  devicePage,
  fetchPage,
  keptForDevice,
  pageKey,
  storedPage,
  type StoredPage,
} from './page-cache'
import { useScope } from './use-scope'
import type { PageQuery } from './sync-port'
import { ports, syncStatus } from './sync-runtime'

/** Where the page shown came from: the server now, a copy kept from an earlier read, the device index. */
export type PageSource = 'loading' | 'server' | 'kept' | 'device' | 'failed'

export type PagedList = {
  /** The page's records with this device's unsent edits, and unsent new records on a first page. */
  rows: CachedRecord[]
  total: number | null
  /** More match than `total`: the server counted a search up to its cap (decision 0426). */
  capped: boolean
  nextCursor: string | null
  prevCursor: string | null
  source: PageSource
  /** When the page shown was read from the server (null: from the device index). */
  fetchedAt: string | null
  /** The server refused the query (a stale cursor): its message. */
  error: string | null
  /** Reads the page again (after an online action changed its records: many verified). */
  reread: () => void
  /** New records not yet sent that lead the first page (above its limit), counted in `total`. */
  added: number
}

type Options = {
  /** The query's filters and search applied to a row (device pages and unsent new records). */
  matches: (row: Json) => boolean
  limit: number
  /** false: read nothing yet (a required filter is not chosen). */
  enabled?: boolean
  /** The order of device pages when it is not the register's (a Devanagari search's, as the server's). */
  order?: (a: Json, b: Json) => number
  /** Device pages read that order from its end (`-name`, `oldest`). */
  reversed?: boolean
  /**
   * false while `matches` cannot judge every row yet (the lists a filter looks names up in are
   * still being read): a page of the device waits for them, then is made with them.
   */
  judging?: boolean
}

const EMPTY: CachedRecord[] = []

/**
 * One page of a register paged on the server (students), for the generic register screen. Online
 * it is read from the server and kept; offline, the kept copy of the same page, or else a page of
 * the device index. Rows are read live from the record cache, so an edit shows at once, marked
 * pending, on whichever page holds the record.
 */
export function usePagedList(entity: string, query: PageQuery, options: Options): PagedList {
  const scope = useScope()
  const key = scope && options.enabled !== false ? pageKey(scope, entity, query) : ''
  const [shown, setShown] = useState<{ key: string; page: StoredPage; source: PageSource } | null>(
    null,
  )
  const [error, setError] = useState<string | null>(null)
  const { matches, limit } = options
  const judging = options.judging !== false
  // The effect below runs once a query, but judges rows with the latest `matches` (its lookup of
  // names grows as the lists are read): a device page made before them counted wrongly.
  const now = useRef({ matches, judging })
  now.current = { matches, judging }
  /** The read of the current query while it waits for the lists to make a device page. */
  const waitingRead = useRef<(() => void) | null>(null)
  /** The read of the current query, for `reread`. */
  const readNow = useRef<(() => void) | null>(null)
  // The rows of the page shown that matched its filters when read live: one that stops matching
  // (promoted to the next term, its status changed) has left the list and leaves the page. One
  // never seen matching stays: the device cannot judge every filter (a fixed one, a lookup unread).
  const seen = useRef<{ page: StoredPage | null; keys: Set<string> }>({
    page: null,
    keys: new Set(),
  })

  useEffect(() => {
    if (!scope || !key) return
    let live = true
    const db = appDb()
    // Reads overlap (back online, a new record accepted): only the latest one started may show
    // its page, so a read that failed offline and fell back to the kept copy slowly never
    // replaces the server's answer that a later read already showed.
    let latest = 0
    /** The page on screen, as it came (from the server, its cursors are the server's). */
    let current: StoredPage | null = null
    const show = (read: number, page: StoredPage, source: PageSource) => {
      if (!live || read !== latest) return
      current = page
      setShown({ key, page, source })
    }
    const fromDevice = async () => {
      const started = performance.now()
      const page = await devicePage(db, scope, entity, {
        after: typeof query.after === 'string' ? query.after : undefined,
        before: typeof query.before === 'string' ? query.before : undefined,
        limit,
        matches: now.current.matches,
        order: options.order,
        reversed: options.reversed,
      })
      // What `npm run bench -- students-offline` reports as the device's own query time.
      performance.measure('hemis:device-page', { start: started })
      return page
    }
    let fromServer = false
    /** A device page made once `matches` judges every row: now, or when the lists are read. */
    const deviceShown = async (mine: number) => {
      if (!now.current.judging) {
        waitingRead.current = () => void read()
        return
      }
      show(mine, await fromDevice(), 'device')
    }
    const read = async () => {
      const mine = ++latest
      const cursor = String(query.after ?? query.before ?? '')
      if (cursor.startsWith(DEVICE_CURSOR)) return deviceShown(mine)
      // Known to be offline (a failed request or the probe said so), no request is sent: on a
      // poor line it would hang until it timed out. Coming back online reads the page again.
      if (connectivity.get().online !== false) {
        try {
          const page = await fetchPage(db, ports.get(entity)!, scope, query)
          if (mine === latest) {
            fromServer = true
            if (live) setError(null)
          }
          return show(mine, page, 'server')
        } catch (failure) {
          const kind = classifyFailure(failure)
          if (kind === 'rejected' || kind === 'conflict') {
            if (live && mine === latest)
              setError(failure instanceof Error ? failure.message : String(failure))
            const none = { ids: [], total: 0, nextCursor: null, prevCursor: null, fetchedAt: null }
            return show(mine, none, 'failed')
          }
          if (kind === 'offline') connectivity.reportUnreachable()
        }
      }
      // Shown from the device now: the next time the server answers, read it again. The copy kept
      // of this very page is shown if there is one (one IndexedDB read), else a page of the
      // device's rows (which may read the register into memory first).
      if (mine === latest) fromServer = false
      const kept = await storedPage(db, scope, entity, query)
      // Offline, the next search or filter is answered from the device's rows: they are read into
      // memory now, in the background and in chunks, so that it need not wait about a second.
      if (kept) void orderedRows(db, scope, entity).catch(() => undefined)
      if (kept) show(mine, await keptForDevice(db, scope, entity, kept), 'kept')
      else await deviceShown(mine)
    }
    void read()
    readNow.current = () => void read()
    // Back online, a page shown from the device is read again from the server; so is a page after
    // a new record of this list is accepted (it now has its place in the server's order).
    // Gone offline, a page the server answered turns by the device's cursors from its first and
    // last rows: its own cursors mean nothing to the device's pages ("Next" showed page one again).
    const stop = connectivity.subscribe(() => {
      const { online } = connectivity.get()
      if (online && !fromServer) void read()
      if (online === false && fromServer && current) {
        const [mine, page] = [++latest, current]
        fromServer = false
        void keptForDevice(db, scope, entity, page).then((kept) => show(mine, kept, 'kept'))
      }
    })
    // A drain of many creates reads the page once after they settle, not once per record.
    let again: ReturnType<typeof setTimeout> | undefined
    const readSoon = () => {
      clearTimeout(again)
      again = setTimeout(() => void read(), 300)
    }
    // Read again too after a bulk operation (a promotion: its records left the page's term, even
    // when some were refused) and after an edit that took a record of the page out of its filters.
    const stopSync = syncStatus.onOutcome((outcome) => {
      const { row } = outcome
      if (row.entity !== entity) return
      if (row.op === 'bulk') return readSoon()
      if (outcome.kind !== 'synced') return
      if (row.op === 'create') return readSoon()
      if (!seen.current.keys.has(row.entityId)) return
      void db.records.get([scope, entity, row.entityId]).then((record) => {
        if (live && record && !now.current.matches(record.data)) readSoon()
      })
    })
    return () => {
      live = false
      waitingRead.current = null
      readNow.current = null
      stop()
      stopSync()
      clearTimeout(again)
    }
    // `key` stands for the scope, the list and the query; `matches` is read from `now`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  // The lists read: the device page waiting for them is made now.
  useEffect(() => {
    const read = waitingRead.current
    if (judging && read) {
      waitingRead.current = null
      read()
    }
  }, [judging])

  const page = shown?.key === key ? shown : null
  const idsKey = page ? page.page.ids.join(',') : ''
  const firstPage = query.after === undefined && query.before === undefined
  const listed = useLiveQuery(async () => {
    if (!scope || !page) return { rows: EMPTY, left: 0, added: 0 }
    const db = appDb()
    const found = await db.records.bulkGet(page.page.ids.map((id) => [scope, entity, String(id)]))
    if (seen.current.page !== page.page) seen.current = { page: page.page, keys: new Set() }
    const { keys } = seen.current
    const held = found.filter((r): r is CachedRecord => r !== undefined)
    const onPage = held.filter((r) => {
      if (!matches(r.data)) return !keys.has(r.key)
      keys.add(r.key)
      return true
    })
    const left = held.length - onPage.length
    // New records not yet accepted by the server have no place in its order: they lead page one,
    // and every page counts them in the total (the page's total is of the records it knows).
    const creates = await db.outbox
      .where('[scope+entity+entityId]')
      .between([scope, entity, 'local-'], [scope, entity, 'local-\uffff'])
      .toArray()
    const local = await db.records.bulkGet(creates.map((r) => [scope, entity, r.entityId]))
    const pending = [
      ...new Map(
        local
          .filter((r): r is CachedRecord => r !== undefined && matches(r.data))
          .map((r) => [r.key, r]),
      ).values(),
    ]
    return { rows: firstPage ? [...pending, ...onPage] : onPage, left, added: pending.length }
  }, [key, scope, idsKey, firstPage, page?.source])
  const total = page?.page.total ?? null

  return {
    rows: listed?.rows ?? EMPTY,
    // Those that left the page are no longer counted, until the page is read again; the unsent
    // new ones are.
    total: total === null ? null : Math.max(0, total - (listed?.left ?? 0)) + (listed?.added ?? 0),
    capped: page?.page.capped === true,
    nextCursor: page?.page.nextCursor ?? null,
    prevCursor: page?.page.prevCursor ?? null,
    source: page?.source ?? 'loading',
    fetchedAt: page?.page.fetchedAt ?? null,
    error,
    reread: () => readNow.current?.(),
    added: listed?.added ?? 0,
  }
}
