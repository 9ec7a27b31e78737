#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: initdb in .tmp/, start on a free loopback
// port, export TEST_DATABASE_URL, run, stop. PostgreSQL refuses to run as root, so as root the
// server runs as the `postgres` user.
import { spawnSync, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

const binDir = (() => {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  return `${root}/${version}/bin`
})()
const asRoot = process.getuid?.() === 0
const run = (cmd, args) =>
  execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    stdio: 'inherit',
  })

const port = await new Promise((res) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address()
    s.close(() => res(port))
  })
})
const base = resolve('.tmp')
const dataDir = resolve(base, `pg-${port}`)
mkdirSync(base, { recursive: true })
chmodSync(base, 0o777)
rmSync(dataDir, { recursive: true, force: true })
run(`${binDir}/initdb`, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
run(`${binDir}/pg_ctl`, [
  '-D',
  dataDir,
  '-l',
  `${dataDir}.log`,
  '-w',
  '-o',
  `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  'start',
])
let status
try {
  const [command, ...args] = process.argv.slice(2)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  })
  status = result.status ?? 1
} finally {
  run(`${binDir}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(`${dataDir}.log`, { force: true })
}
process.exit(status)
