import { defineConfig } from 'vitest/config'

// The API suite: the real server through app.inject on a real database (PGlite in memory, or the
// PostgreSQL server named by TEST_DATABASE_URL), one fresh copy of a seeded database per test file.
export default defineConfig({
  test: {
    // And the offline layer's tests that sync against the real API (`src/**/*.api.test.ts`).
    include: ['tests/api/**/*.test.ts', 'src/**/*.api.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, leaving a core idle.
    maxWorkers: 2,
    // A worker's files share its modules: every file starts its own app on its own database
    // (tests/api/harness.ts), so nothing a test sees is shared, but the server's modules are
    // imported and the contract's validators compiled once a worker instead of once a file.
    isolate: false,
    globalSetup: ['tests/api/global-setup.ts'],
    // Only to catch a hang: speed is measured in bench/, and a slow machine must not fail a test.
    // A PGlite backup took over 120 s with the other core busy, SuperAdmin's access walk over 120 s
    // on a slow day (decisions 0312, 0313).
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // On CI a failed test runs once more, as Playwright's do: a test that passes then is named as
    // flaky with its first failure (flaky-reporter.ts), not hidden, and not a red run on its own.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './tests/api/flaky-reporter.ts'],
  },
})
