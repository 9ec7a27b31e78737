import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

// Unit tests beside the code. The API suite (tests/api) has its own config, vitest.api.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    // Node unless a test file asks for a DOM (`// @vitest-environment jsdom`, the screens' tests):
    // setting up jsdom for every file cost most of the suite's time, for tests that never touch it.
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, leaving a core idle.
    maxWorkers: 2,
    // A few tests walk thousands of rows through fake-indexeddb: on a slow two-core machine one
    // took 21 s. Speed is measured in bench/; a timeout only catches a hang.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Also the own tests of the build scripts and of the local lint rule.
    include: [
      'src/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'lint-rules/**/*.test.js',
    ],
    // The offline layer's tests against the real API run in the API suite (vitest.api.config.ts),
    // on a copy of its seeded database: here each migrated and seeded its own PGlite, 440 s of a
    // slow machine's 590 (decision 0313).
    exclude: [...configDefaults.exclude, '**/*.api.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
})
