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
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

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
