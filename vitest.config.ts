import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit tests beside the code. The API suite (tests/api) has its own config, vitest.api.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    // Node unless a test file asks for a DOM (`// @vitest-environment jsdom`, the screens' tests):
    // setting up jsdom for every file cost most of the suite's time, for tests that never touch it.
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, leaving a core idle.
    maxWorkers: 2,
    // A few tests walk thousands of rows through fake-indexeddb: with two workers on two cores one
    // took 5 s, Vitest's default limit. Speed is measured in bench/, not by timeouts.
    testTimeout: 20_000,
    // Also the own tests of the build scripts and of the local lint rule.
    include: [
      'src/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'eslint-rules/**/*.test.js',
    ],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
})
