import { expect, type Page } from '@playwright/test'
import { test } from './test'

/**
 * Waits until the service worker has finished activating, controls the page, and has every file
 * of the app cached for offline use: the install precaches the first screens only, the rest once
 * the page asks (sw/sw.ts, decision 0336); the app asks 8 s after its load, this asks at once.
 * `navigator.serviceWorker.ready` is not enough: it resolves while the worker is still
 * `activating`, before its precache is usable offline and before it has claimed the page.
 * (page.waitForFunction does not await an async predicate, hence the polling here.) Where the
 * worker's profile has the app installed already (tests/e2e/support/test.ts) the first load is
 * controlled at once and the files are there.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForInstall(page)
  await cacheWholeApp(page)
}

/** Waits until the worker is activated and controls the page: its install (the precache) is done. */
export async function waitForInstall(page: Page): Promise<void> {
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
 * Asks the worker to cache the files its install left out, and waits for its answer. A page that
 * navigates meanwhile (seen on CI: "Execution context was destroyed", on a sign-in's landing) loses the
 * question with its context: it is asked again of the page loaded.
 */
export async function cacheWholeApp(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await askToCacheAll(page)
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error
      await page.waitForLoadState()
      await waitForInstall(page)
    }
  }
}

function askToCacheAll(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const container = navigator.serviceWorker
        container.addEventListener('message', function cached(event) {
          if (event.data !== 'deferred-cached') return
          container.removeEventListener('message', cached)
          resolve()
        })
        container.controller!.postMessage('cache-deferred')
      }),
  )
}

/**
 * The test for what needs the service worker: going offline, reloading offline, its own checks.
 * Every other test runs with service workers blocked (playwright.config.ts): installing one
 * writes the app (3.5 MB, 379 files: the first screens at install, the rest after) into the
 * browser's profile, which on CI's two cores slowed the tests that never use it.
 */
export const offlineTest = test.extend({ serviceWorkers: 'allow' })
