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

// The build replaces __WB_MANIFEST with the hashed list of the app shell's files.
const manifest = self.__WB_MANIFEST
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url)
const isFont = (entry: PrecacheEntry | string) => urlOf(entry).endsWith('.woff2')
precacheAndRoute(manifest.filter((entry) => !isFont(entry)))
cleanupOutdatedCaches()

// The Devanagari font (about 100 kB) is cached too, for a fresh offline tablet, but not while the
// first visit loads: the page asks once it has settled ('cache-fonts'). Until then, and after, a
// font is served from that cache first (decision 0109).
const FONTS = 'hemis-fonts'
const fontPaths = manifest.filter(isFont).map((entry) => new URL(urlOf(entry), self.location.href))
registerRoute(
  ({ url }) => fontPaths.some((font) => font.pathname === url.pathname),
  async ({ request }) => {
    const cache = await caches.open(FONTS)
    const kept = await cache.match(request)
    if (kept) return kept
    const answer = await fetch(request)
    if (answer.ok) await cache.put(request, answer.clone())
    return answer
  },
)
async function cacheFonts() {
  const cache = await caches.open(FONTS)
  const wanted = new Set(fontPaths.map((font) => font.href))
  for (const request of await cache.keys())
    if (!wanted.has(request.url)) await cache.delete(request)
  for (const font of fontPaths) if (!(await cache.match(font))) await cache.add(font)
}
self.addEventListener('message', (event) => {
  if (event.data === 'cache-fonts') event.waitUntil(cacheFonts())
})

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
