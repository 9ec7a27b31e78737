// The real server process on a seeded PGlite data dir: SIGTERM closes it cleanly (exit 0), and the
// data dir opens again with its data kept (never seeded again).
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { freshPglite, onPostgres } from './harness.ts'

// A copy of the suite's seeded data directory (tests/api/global-setup.ts): the server opens data it
// did not create, as after an upgrade or a restart.
const copy = onPostgres ? undefined : freshPglite()
const dataDir = copy?.dataDir ?? ''
afterAll(() => copy?.drop())

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

async function startServer() {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEMIS_DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  let running = true
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false
      resolve(code)
    }),
  )
  // Until it answers or exits: the test's own limit catches a hang (a start compiles the server
  // with tsx and opens PGlite, over a minute on a slow machine).
  while (running) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return { port, child, exited, log: () => log }
}

describe.skipIf(onPostgres)('the server process', () => {
  it('stops cleanly on SIGTERM and reopens its data dir without seeding again', async () => {
    const first = await startServer()
    const campus = await fetch(`http://127.0.0.1:${first.port}/api/Campus/78`).then((r) => r.json())
    expect(campus).toMatchObject({ campusName: 'Ratna Rajyalaxmi Campus' })
    expect(first.log()).not.toContain('demo data created')
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const second = await startServer()
    const again = await fetch(`http://127.0.0.1:${second.port}/api/Campus/78`).then((r) => r.json())
    expect(again).toEqual(campus)
    expect(second.log()).not.toContain('demo data created')
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    // Two whole server processes, each started from source: more than a test's usual limit
    // (vitest.api.config.ts) on a slow machine, where one start alone took over a minute.
  }, 600_000)
})
