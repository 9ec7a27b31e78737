/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

// The build replaces __WB_MANIFEST with the hashed list of the app's files. The precache, which
// the worker's install writes before it takes over, holds what the app's screens need; two kinds
// of large file no first screen needs wait (decision 0317): the Devanagari font (about 100 kB) and
// the spreadsheet worker that reads and writes Excel files (about 1 MB, for import and export).
const manifest = self.__WB_MANIFEST
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url)
const isDeferred = (entry: PrecacheEntry | string) =>
  /\.woff2$|\/spreadsheet\.worker-[\w-]+\.js$/.test(urlOf(entry))
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
async function cacheDeferred() {
  const cache = await caches.open(DEFERRED)
  const wanted = new Set(deferredUrls.map((file) => file.href))
  for (const request of await cache.keys())
    if (!wanted.has(request.url)) await cache.delete(request)
  for (const file of deferredUrls) if (!(await cache.match(file))) await cache.add(file)
}
self.addEventListener('message', (event) => {
  if (event.data === 'cache-deferred') event.waitUntil(cacheDeferred())
})
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
