// The built PWA served by the real server on a fresh PGlite data dir under .tmp/, and Debian's
// Chromium with the flags these machines need (never a downloaded browser).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { startNode } from './processes.ts'

export const chromiumPath = '/usr/bin/chromium'
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function buildApp() {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' })
  if (build.status !== 0) throw new Error('vite build failed')
}

export async function startBuiltApp(name: string) {
  buildApp()
  return startNode('server/server.ts', {
    HEMIS_DATA_DIR: resolve('.tmp/bench', `${name}-data`),
    HEMIS_RESET_DB: '1',
  })
}
