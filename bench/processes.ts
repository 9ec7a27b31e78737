// Starts and stops the real servers the benchmarks measure, as child processes on loopback ports, so
// the load generator in this process does not share an event loop with the server it measures.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

export type Running = { url: string; stop: () => Promise<void> }

/** `node --import tsx <script>` with `env`, ready once `readyPath` answers 200. */
export async function startNode(
  script: string,
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<Running> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}${readyPath}`, child)
  return { url, stop: () => stop(child) }
}

/** The bearer header of a demo account (the campus admin by default) signed in to `server`. */
export async function bearerOf(server: Running, account = 'collegeadmin') {
  const res = await fetch(`${server.url}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${account}@hemis.local`, password: 'Demo@12345' }),
  })
  if (!res.ok) throw new Error(`sign-in of ${account}: ${res.status}`)
  const { tokenString } = (await res.json()) as { tokenString: string }
  return { authorization: `Bearer ${tokenString}` }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Runs the benchmark `name` again under scripts/with-postgres.mjs, which starts a throwaway
 * PostgreSQL server and sets TEST_DATABASE_URL for the rerun, then removes the server.
 */
export function rerunOnPostgres(name: string) {
  const run = spawnSync(
    'node',
    ['scripts/with-postgres.mjs', process.execPath, '--import', 'tsx', 'bench/run.ts', name],
    { stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error(`the PostgreSQL run of ${name} failed`)
}
