import { expect, type Page } from '@playwright/test'
import { test } from './test'

/**
 * Waits until the service worker has finished activating and controls the page.
 * `navigator.serviceWorker.ready` is not enough: it resolves while the worker is still
 * `activating`, before its precache is usable offline and before it has claimed the page.
 * (page.waitForFunction does not await an async predicate, hence the polling here.) Where the
 * worker's profile has the app installed already (tests/e2e/support/test.ts) the first load is
 * controlled at once; a first install writes the whole precache (2.3 MB, 321 files) beside the
 * page's own work: two minutes on a slow two-core machine, longer than an expectation's wait.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return (
            registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
          )
        }),
      { message: 'the service worker controls the page', timeout: 180_000 },
    )
    .toBe(true)
}

/**
 * Waits until the files the precache leaves out (the font, the spreadsheet worker: sw/sw.ts) are
 * cached for offline use, which the page asks for once its first visit has settled (8 s).
 */
export async function waitForDeferredFiles(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('hemis-deferred')
          const urls = (await cache.keys()).map((request) => request.url)
          return urls.some((url) => /\/spreadsheet\.worker-[\w-]+\.js$/.test(url))
        }),
      { message: 'the deferred files are cached', timeout: 180_000 },
    )
    .toBe(true)
}

/**
 * The test for what needs the service worker: going offline, reloading offline, its own checks.
 * Every other test runs with service workers blocked (playwright.config.ts): installing one
 * writes the whole precache (2.3 MB) into the browser's profile, which on CI's two cores slowed
 * the tests that never use it.
 */
export const offlineTest = test.extend({ serviceWorkers: 'allow' })
