import { defineConfig } from 'vitest/config'

// The API suite: the real server through app.inject on a real database (PGlite in memory, or the
// PostgreSQL server named by TEST_DATABASE_URL), one fresh copy of a seeded database per test file.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, leaving a core idle.
    maxWorkers: 2,
    // A worker's files share its modules: every file starts its own app on its own database
    // (tests/api/harness.ts), so nothing a test sees is shared, but the server's modules are
    // imported and the contract's validators compiled once a worker instead of once a file.
    isolate: false,
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
