import { defineConfig } from '@playwright/test'

// E2E_PORT lets several checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4180)
const BASE_URL = `http://127.0.0.1:${PORT}`
const DATA_DIR = '.tmp/e2e-data'
// The server writes every mail here as an .eml file; tests follow the reset links in them.
export const MAIL_DIR = '.tmp/e2e-mail'
// Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser
// Playwright runs headless tests in: the same engine as `chromium` without the windowing
// browser around it; the same tests took a third less time in it on two cores.
export const CHROMIUM = '/usr/bin/chromium-headless-shell'
// The flags these machines need (no GPU, a small /dev/shm, no network but the app's); the
// benchmarks launch the same browser with the same flags.
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

// The tests drive Debian's Chromium (its headless shell) against `npm run build` output served by the real server.
// Never `npx playwright install`: no browser download is reachable from these machines.
/** How long a click or fill waits for its element: as long as an expect, never the whole test. */
export const ACTION_TIMEOUT = 60_000

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // Timeouts only catch a hang: speed is measured in bench/. CI's two cores have been six times
  // slower on one day than on another (a fresh context's first load 5–8 s on a fast day, 40 s for
  // a service worker's precache on a slow one), and a slow machine must not fail a test.
  timeout: 600_000,
  expect: { timeout: 60_000, toPass: { timeout: 60_000 } },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // A click or fill waits for its element as long as an expect does, not for the whole test: a
    // control that never appears fails in a minute, naming itself, instead of holding a worker
    // for the test's 10 minutes (30 under test.slow()).
    actionTimeout: ACTION_TIMEOUT,
    browserName: 'chromium',
    // Blocked but where a test asks for it (offlineTest, tests/e2e/support/service-worker.ts).
    serviceWorkers: 'block',
    // Recording a trace costs a third of the suite's time even when it is thrown away (the same
    // 11 tests: 97 s without, 143 s with 'retain-on-failure', decision 0309), so it is recorded
    // for a failed test's retry on CI only. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    // A failure's first run has no trace, and its retry most often passes: the page as it failed
    // is the one picture of a flaky test (taken only then, so it costs a passing run nothing).
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The server's request log (pino, one JSON line per request with its responseTime) goes to a
    // file, to find what a slow test waited for.
    command: 'mkdir -p .tmp && node --import tsx server/server.ts > .tmp/e2e-server.log',
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HEMIS_DATA_DIR: DATA_DIR,
      // Under scripts/with-postgres.mjs (npm test, where PostgreSQL is installed) the server uses
      // that fresh PostgreSQL server; else PGlite in DATA_DIR, reset at every start.
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      HEMIS_DEMO: '1',
      HEMIS_RESET_DB: '1',
      HEMIS_MAIL_DIR: MAIL_DIR,
      HEMIS_PUBLIC_URL: BASE_URL,
    },
    reuseExistingServer: false,
    timeout: 600_000,
  },
})
