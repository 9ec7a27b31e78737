/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/** `deferred`: cached once the first visit has settled, not at install (scripts/precache-split.ts). */
type ManifestEntry = PrecacheEntry & { deferred?: boolean }

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<ManifestEntry | string>
}

// The build replaces __WB_MANIFEST with the hashed list of the app's files. The install, which
// completes before the worker takes over, precaches what the first screens need (sign-in, the
// dashboard, their layouts: about 1.3 MB); the rest of the app (every other screen, the
// Devanagari font, the spreadsheet worker) waits for the first visit to settle (decision 0336).
const manifest = self.__WB_MANIFEST
const urlOf = (entry: ManifestEntry | string) => (typeof entry === 'string' ? entry : entry.url)
const isDeferred = (entry: ManifestEntry | string) => typeof entry !== 'string' && !!entry.deferred
precacheAndRoute(manifest.filter((entry) => !isDeferred(entry)))
cleanupOutdatedCaches()

// The deferred files are cached too, for a fresh offline tablet, but not while the first visit
// loads: the page asks once it has settled ('cache-deferred'). Until then, and after, such a file
// is served from that cache first (decision 0109 for the font).
const DEFERRED = 'hemis-deferred'
const deferredUrls = manifest
  .filter(isDeferred)
  .map((entry) => new URL(urlOf(entry), self.location.href))
/** Answers from the cache `name` first, else from the network, keeping a good answer there. */
const cacheFirst =
  (name: string) =>
  async ({ request }: { request: Request }) => {
    const cache = await caches.open(name)
    const kept = await cache.match(request)
    if (kept) return kept
    const answer = await fetch(request)
    if (answer.ok) await cache.put(request, answer.clone())
    return answer
  }
registerRoute(
  ({ url }) => deferredUrls.some((file) => file.pathname === url.pathname),
  cacheFirst(DEFERRED),
)
// Logos (decision 0330) at their versioned path: a new logo is a new URL (`?v=` its hash), so one
// kept is never stale, and a list or the sign-in page shows it offline once it has been seen.
registerRoute(
  ({ url }) =>
    /^\/api\/(Campus|University)\/\d+\/Logo$/.test(url.pathname) && url.searchParams.has('v'),
  cacheFirst('hemis-logos'),
)
/** Caches the deferred files not cached yet, a few at a time (a browser's connections). */
async function fillDeferred() {
  const cache = await caches.open(DEFERRED)
  const queue = [...deferredUrls]
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop())
      if (!(await cache.match(file))) await cache.add(file)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}
/** Drops what an earlier version deferred and this one does not name. */
async function pruneDeferred() {
  const cache = await caches.open(DEFERRED)
  const wanted = new Set(deferredUrls.map((file) => file.href))
  for (const request of await cache.keys())
    if (!wanted.has(request.url)) await cache.delete(request)
}
// The page's ask; the answer ('deferred-cached') tells it the whole app now works offline.
self.addEventListener('message', (event) => {
  if (event.data !== 'cache-deferred') return
  event.waitUntil(fillDeferred().then(() => event.source?.postMessage('deferred-cached')))
})
// An update is not a first visit: the device had the whole app offline and keeps having it, so
// the new version's install completes only once every file of it is cached.
self.addEventListener('install', (event) => {
  if (self.registration.active) event.waitUntil(fillDeferred())
})
self.addEventListener('activate', (event) => event.waitUntil(pruneDeferred()))
// The cache of earlier versions, which held the font alone.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('hemis-fonts')))

// Every in-app navigation gets the precached shell, so the app starts offline; the router then
// resolves the path. API calls and uploaded files are never answered with the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
)

// A new worker takes over at once instead of waiting for every tab to close. The shell holds no
// unsynced state of its own (that lives in IndexedDB), so swapping the cached files is safe.
void self.skipWaiting()
clientsClaim()
