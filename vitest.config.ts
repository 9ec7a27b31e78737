import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit tests beside the code. The API suite (tests/api) has its own config, vitest.api.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
})
