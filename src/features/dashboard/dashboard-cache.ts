// Keeps the last dashboard figures on the device so they read offline, one storage key per user.
// ARCHITECTURE.md: this is never the outbox; it holds only read queries marked with `persistMeta`,
// saves at most once a second, and a sign-out removes every copy. It dehydrates with the app's own
// query-core (see docs/decisions/ for why not @tanstack/react-query-persist-client).
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { session } from '../../lib/session/session-store'
import { CACHE_MS } from './dashboard-queries'

const KEY_PREFIX = 'hemis.dashboard.'
// Changing the report shapes in the contract: bump it so old copies are dropped, not misread.
const BUSTER = 'dashboard-1'
const SAVE_AT_MOST_EVERY_MS = 1000

type SavedCopy = { buster: string; timestamp: number; clientState: DehydratedState }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cache holds queries of every data type
const isPersisted = (query: Query<any, any, any, any>) => query.meta?.persistOnDevice === true

// Signing out (or the session running out) removes the figures; the next user starts empty.
let signOutListener: (() => void) | undefined
let active: { userId: number; client: QueryClient; stop: () => void } | null = null

/**
 * Restores the signed-in user's saved figures into the query cache, then saves every later
 * change. Call before the dashboard's queries run (the route loader does); repeat calls are no-ops.
 */
export function startDashboardCache(queryClient: QueryClient, userId: number): void {
  if (active?.userId === userId && active.client === queryClient) return
  stopSaving()
  // One person is signed in on a device at a time: copies of anyone else go.
  removeSavedCopies((key) => key !== KEY_PREFIX + userId)
  signOutListener ??= session.onSignOut(() => clearDashboardCache(active?.client ?? queryClient))
  restore(queryClient, KEY_PREFIX + userId)
  active = { userId, client: queryClient, stop: saveOnChange(queryClient, KEY_PREFIX + userId) }
}

/** Forgets every user's saved figures, on the device and in memory. */
export function clearDashboardCache(queryClient: QueryClient): void {
  stopSaving()
  queryClient.removeQueries({ predicate: isPersisted })
  removeSavedCopies(() => true)
}

function restore(queryClient: QueryClient, key: string) {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return
    const saved = JSON.parse(raw) as SavedCopy
    if (saved.buster !== BUSTER || Date.now() - saved.timestamp > CACHE_MS) {
      localStorage.removeItem(key)
      return
    }
    // Queries already fresher in memory win; the saved copy keeps its own fetch times.
    hydrate(queryClient, saved.clientState)
  } catch {
    localStorage.removeItem(key)
  }
}

function saveOnChange(queryClient: QueryClient, key: string) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    const clientState = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => isPersisted(q) && q.state.status === 'success',
      shouldDehydrateMutation: () => false,
    })
    const copy: SavedCopy = { buster: BUSTER, timestamp: Date.now(), clientState }
    try {
      localStorage.setItem(key, JSON.stringify(copy))
    } catch {
      // Storage full or refused: the figures still show online; only the offline copy is missed.
    }
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isPersisted(event.query) && !timer)
      timer = setTimeout(save, SAVE_AT_MOST_EVERY_MS)
  })
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}

function stopSaving() {
  active?.stop()
  active = null
}

function removeSavedCopies(which: (key: string) => boolean) {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(KEY_PREFIX) && which(key)) localStorage.removeItem(key)
  }
}
