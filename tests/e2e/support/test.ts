// The E2E tests' `test`: every test's `context` is a warm browser profile its worker keeps, its
// storage wiped before the test, instead of a fresh incognito context (decision 0313).
//
// Why: an incognito context keeps no compiled code, so every test parsed and compiled the whole
// app again on its first load, and a service worker's install fetched its 4 MB precache (324
// files) from the server again. A persistent profile keeps Chromium's HTTP cache (the app's
// hashed, immutable files) and V8's code cache: the same three pages loaded in 30 s from fresh
// contexts and in 11 to 16 s from a warm profile on a slow two-core machine; the precache's hashed
// entries carry no revision, so Workbox fetches them with the default cache mode, from that cache.
// What a test can see of another is what a user's browser keeps across sign-outs and nothing
// more: cookies, local and session storage and IndexedDB are cleared for the app's origin before
// each test; the HTTP cache of files that never change under their name (and
// their compiled code) stays, and so does the installed app: its service worker and the caches it
// fills (the shell and the font, never a record; sw/sw.ts), as on a campus's tablet when the next
// person signs in. Installing it took two minutes of a test on a slow two-core machine (the
// precache's 323 files written to Cache Storage beside the page's own work), in each of 14 tests
// (decision 0315). The first test of a worker that allows the service worker installs it, and a
// test about the install itself asks for a device that never had the app (`freshDevice`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  chromium,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test'
import { ACTION_TIMEOUT } from '../../../playwright.config'

/** The context options the tests vary (test.use): each set has a profile of its own in a worker. */
type Variant = Pick<
  BrowserContextOptions,
  'baseURL' | 'viewport' | 'hasTouch' | 'colorScheme' | 'serviceWorkers'
>

/** A worker's warm profiles: one a variant, opened on first use; a retired one is closed. */
type Profiles = {
  open: (variant: Variant) => Promise<BrowserContext>
  retire: (context: BrowserContext) => Promise<void>
}

export const test = base.extend<{ freshDevice: boolean }, { profiles: Profiles }>({
  /** True: the installed app (service worker and its caches) is removed too before the test. */
  freshDevice: [false, { option: true }],

  profiles: [
    async ({ launchOptions }, use) => {
      const root = mkdtempSync(join(tmpdir(), 'hemis-e2e-profiles-'))
      const opened = new Map<string, BrowserContext>()
      let made = 0
      await use({
        open: async (variant) => {
          const key = JSON.stringify(variant)
          let context = opened.get(key)
          if (!context) {
            const dir = join(root, String(made++))
            context = await chromium.launchPersistentContext(dir, {
              ...launchOptions,
              ...variant,
              // The system setting the app honours (src/app/theme.ts): no transition to wait for,
              // no frames drawn for one, on a slow machine's CPU.
              reducedMotion: 'reduce',
            })
            // As the runner's own contexts: an action waits a minute (a control that never comes
            // fails naming itself); a navigation has no limit but the test's (a slow first load).
            context.setDefaultTimeout(ACTION_TIMEOUT)
            context.setDefaultNavigationTimeout(0)
            watchClock(context)
            tellPagesOnline(context)
            opened.set(key, context)
          }
          return context
        },
        retire: async (context) => {
          for (const [key, open] of opened) if (open === context) opened.delete(key)
          await context.close()
        },
      })
      for (const context of opened.values()) await context.close()
      removeProfile(root)
    },
    { scope: 'worker' },
  ],

  context: async (
    { profiles, freshDevice, baseURL, viewport, hasTouch, colorScheme, serviceWorkers },
    use,
  ) => {
    const context = await profiles.open({
      baseURL,
      viewport,
      hasTouch,
      colorScheme,
      serviceWorkers,
    })
    await wipe(context, baseURL!, freshDevice)
    try {
      await use(context)
    } finally {
      // A faked clock cannot be taken out of a context: the next test would find time stopped
      // (its timers never firing), so a profile whose clock a test faked is not used again.
      if (fakedClocks.has(context)) await profiles.retire(context)
      else {
        // What a test set on the context itself, undone for the next.
        await context.setOffline(false)
        await context.unrouteAll({ behavior: 'ignoreErrors' })
        context.removeAllListeners('request')
        for (const page of context.pages()) await page.close()
      }
    }
  },

  page: async ({ context }, use) => {
    await use(await context.newPage())
  },
})

/** The contexts whose clock a test faked (`page.clock` is the context's). */
const fakedClocks = new WeakSet<BrowserContext>()

function watchClock(context: BrowserContext) {
  const { clock } = context
  for (const method of ['install', 'pauseAt', 'setFixedTime', 'setSystemTime'] as const) {
    const real = clock[method].bind(clock) as (...args: unknown[]) => Promise<void>
    clock[method] = (...args: unknown[]) => {
      fakedClocks.add(context)
      return real(...args)
    }
  }
}

/**
 * Chromium's emulated offline is never told to a page loaded during it (reloaded offline, served
 * by the service worker): its `navigator.onLine` stays true and no 'online' event comes when the
 * line is back, where a device's browser fires one. The app then heard of the line only at its
 * 20 s probe (src/offline/connectivity.ts): 15–20 s more in each such test.
 * The event the browser would fire is fired in each open page.
 */
function tellPagesOnline(context: BrowserContext) {
  const setOffline = context.setOffline.bind(context)
  context.setOffline = async (offline: boolean) => {
    await setOffline(offline)
    if (offline) return
    for (const page of context.pages())
      await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {})
  }
}

/** Removes a browser profile's folder once its browser is closed. */
export function removeProfile(dir: string) {
  // A closed browser's helper processes may still be writing its disk cache (ENOTEMPTY).
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 })
}

/** What a person's use of the app leaves on a device: all of it is cleared before each test. */
const personalData = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'websql',
  'shared_storage',
  'storage_buckets',
  'interest_groups',
]
/** The installed app, kept unless the test asks for a fresh device. */
const installedApp = ['service_workers', 'cache_storage']

/**
 * Clears what the app's origin stored, but the HTTP cache and, unless `freshDevice`, the installed
 * app (Chromium's Storage domain; session storage is the closed tabs').
 */
async function wipe(context: BrowserContext, origin: string, freshDevice: boolean) {
  await context.clearCookies()
  await context.clearPermissions()
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(origin).origin,
    storageTypes: [...personalData, ...(freshDevice ? installedApp : [])].join(','),
  })
  await cdp.detach()
  await blank.close()
}
