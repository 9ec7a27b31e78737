import { defineConfig } from 'vitest/config'

// The API suite: the real server through app.inject on a real database (PGlite in memory, or the
// PostgreSQL server named by TEST_DATABASE_URL), one fresh copy of a seeded database per test file.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, leaving a core idle.
    maxWorkers: 2,
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
