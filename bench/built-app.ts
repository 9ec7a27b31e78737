// The built PWA served by the real server on a fresh PGlite data dir under .tmp/, and the E2E
// suite's browser (Debian's Chromium headless shell, never a downloaded one) with its flags.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { startNode } from './processes.ts'

export { CHROMIUM as chromiumPath, CHROMIUM_ARGS as chromiumArgs } from '../playwright.config.ts'

/** `BENCH_NO_MINIFY=1`: names kept in the bundle, so a profile of the page names its functions. */
export function buildApp() {
  const minify = process.env.BENCH_NO_MINIFY === '1' ? ['--minify', 'false'] : []
  const build = spawnSync('npx', ['vite', 'build', ...minify], { stdio: 'ignore' })
  if (build.status !== 0) throw new Error('vite build failed')
}

export async function startBuiltApp(name: string) {
  buildApp()
  return startNode('server/server.ts', {
    HEMIS_DATA_DIR: resolve('.tmp/bench', `${name}-data`),
    HEMIS_RESET_DB: '1',
  })
}
