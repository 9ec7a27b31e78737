import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs, startSession } from './support/demo-users'
import { looksOf } from './support/screen'
import { cacheWholeApp, offlineTest, waitForInstall } from './support/service-worker'

const WELCOME = 'Welcome to the Public Financing Module'

type WebManifest = {
  name?: string
  short_name?: string
  start_url?: string
  display?: string
  icons?: Array<{ src: string; sizes?: string; type?: string; purpose?: string }>
}

test('the web manifest is linked and describes an installable app with PNG icons', async ({
  page,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifestUrl = new URL(href ?? '', page.url()).href
  const response = await page.request.get(manifestUrl)
  expect(response.ok()).toBe(true)
  const manifest = (await response.json()) as WebManifest

  expect(manifest.name).toBe('HEMIS — Public Financing Module')
  expect(manifest.short_name).toBe('HEMIS')
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')

  for (const size of [192, 512]) {
    const icon = manifest.icons?.find(
      (i) => i.sizes === `${size}x${size}` && i.purpose !== 'maskable',
    )
    expect(icon, `a ${size}x${size} icon`).toBeDefined()
    const iconUrl = new URL(icon?.src ?? '', manifestUrl).href
    const iconResponse = await page.request.get(iconUrl)
    expect(iconResponse.headers()['content-type']).toContain('image/png')
    const bytes = await iconResponse.body()
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // The browser decodes it, at the size the manifest declares.
    const decoded = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    }, iconUrl)
    expect(decoded).toEqual([size, size])
  }
})

/**
 * Opens `path` with the app's entry held back until `chunk` has been asked for or `patience` ms
 * have passed: what is asked for meanwhile, the page asked for before any app code ran. Returns
 * whether `chunk` was. `held` holds back other files instead (the stylesheets).
 */
async function askedBeforeTheEntry(
  page: Page,
  path: string,
  chunk: RegExp,
  patience = 3000,
  held?: RegExp,
) {
  const html = await (await page.request.get('/')).text()
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!
  const holds = held ?? new RegExp(`^${entry.replaceAll('.', '\\.')}$`)
  let asked = false
  page.on('request', (request) => (asked ||= chunk.test(new URL(request.url()).pathname)))
  let askedFirst: boolean | undefined
  await page.route(
    (url) => holds.test(url.pathname),
    async (route) => {
      await expect
        .poll(() => asked, { timeout: patience })
        .toBe(true)
        .catch(() => undefined)
      askedFirst ??= asked
      await route.continue()
    },
  )
  await page.goto(path)
  return askedFirst
}

test('a signed-in visit asks for its first screen beside the entry, not after it has run', async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  // The dashboard route's own chunk, first of the list the build writes into the page
  // (scripts/first-screen.js, decisions 0341, 0350)…
  const html = await (await page.request.get('/')).text()
  const lists = /<script type="application\/json" id="first-screen-chunks">([^<]+)</.exec(html)![1]!
  const { dashboard } = JSON.parse(lists) as { dashboard: { scripts: string[] } }
  const routeChunk = dashboard.scripts[0]!
  expect(routeChunk).toMatch(/^assets\/_app-[\w-]+\.js$/)
  const asked = new RegExp(`^/${routeChunk.replaceAll('.', '\\.')}$`)
  expect(await askedBeforeTheEntry(page, '/', asked)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
})

test('the first screen is asked for before the stylesheets have come (a script after one waits for it)', async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  expect(await askedBeforeTheEntry(page, '/', /\/assets\/_app-[\w-]+\.js$/, 3000, /\.css$/)).toBe(
    true,
  )
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
})

test('a signed-out visit asks for no signed-in screen before the entry has run', async ({
  page,
}) => {
  expect(await askedBeforeTheEntry(page, '/login', /\/assets\/_app-[\w-]+\.js$/, 1500)).toBe(false)
  await expect(page.getByRole('button', { name: 'Sign In as Admin' })).toBeVisible()
})

const signInChunk = /\/assets\/login-[\w-]+\.js$/

test('a signed-out visit asks for the sign-in page beside the entry (decision 0350)', async ({
  page,
}) => {
  expect(await askedBeforeTheEntry(page, '/login', signInChunk)).toBe(true)
  await expect(page.getByRole('button', { name: 'Sign In as Admin' })).toBeVisible()
})

test('a signed-in visit asks for none of the sign-in page before the entry has run (decision 0350)', async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  expect(await askedBeforeTheEntry(page, '/', signInChunk, 1500)).toBe(false)
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
})

test('the sign-in page looks the same before all of Mantine’s styles have come (decision 0342)', async ({
  page,
}) => {
  const looks = () => looksOf(page)
  const signIn = page.getByRole('button', { name: 'Sign In as Admin' })
  // The rest of Mantine's styles never come: the page as first painted.
  await page.route(/\/assets\/mantine-styles-[\w-]+\.css$/, (route) => route.abort())
  await page.goto('/login')
  await expect(signIn).toBeVisible()
  await expect(page.getByRole('img', { name: /logo/i })).toBeVisible()
  const firstPaint = await looks()
  await page.unrouteAll()
  await page.reload()
  await expect(signIn).toBeVisible()
  await expect(page.getByRole('img', { name: /logo/i })).toBeVisible()
  await expect(page.locator('link[rel="stylesheet"][href*="/mantine-styles-"]')).toHaveCount(1)
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('/mantine-styles-')),
  )
  expect(await looks()).toEqual(firstPaint)
})

offlineTest.describe('on a device that never had the app', () => {
  offlineTest.use({ freshDevice: true })

  offlineTest(
    'the service worker takes control, and the shell still starts after a reload while offline',
    async ({ page, context }) => {
      await signInAs(page, 'collegeadmin')
      await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
      await waitForInstall(page)
      const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
      expect(scriptUrl).toMatch(/\/sw\.js$/)
      // The install precached the first screens (sign-in, the dashboard) and not the others
      // (decision 0336): the self-registration page's chunk waits for the page's ask.
      const precached = await page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))
        const cache = await caches.open(name!)
        return (await cache.keys()).map((request) => new URL(request.url).pathname)
      })
      expect(precached.some((path) => /^\/assets\/login-[\w-]+\.js$/.test(path))).toBe(true)
      // Its chunk is `register-` and the 8 letters of its hash alone: other chunks' names begin so
      // too (`register-sort-…`, which the app's routes check their URLs with as it starts).
      const registerPage = /^\/?assets\/register-[\w-]{8}\.js$/
      expect(precached.some((path) => registerPage.test(path))).toBe(false)
      // …though the worker's manifest has it, to cache once asked.
      const manifest = await (await page.request.get('/sw.js')).text()
      const listed = [...manifest.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!)
      expect(listed.some((url) => registerPage.test(url))).toBe(true)
      await cacheWholeApp(page)

      await context.setOffline(true)
      try {
        await page.reload()
        await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
        // A deep link also starts offline: the worker answers navigations with the cached shell.
        await page.goto('/login')
        await expect(page.getByRole('button', { name: 'Sign In as Admin' })).toBeVisible()
        // A screen outside the install's precache, from the files cached once asked.
        await page.goto('/register')
        await expect(page.getByLabel('First Name')).toBeVisible()
      } finally {
        await context.setOffline(false)
      }
    },
  )
})

test('an unknown path shows the not-found page, whose button goes home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oops! 404 Error: Page not found' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Go to homepage' }).click()
  // Home needs a session: a signed-out visitor is asked to sign in, and comes back to /.
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
})
