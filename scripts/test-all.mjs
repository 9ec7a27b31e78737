#!/usr/bin/env node
// `npm test`: every check and test suite, in order, each timed. All steps run even when one fails,
// so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

// A step that needs a database server runs under with-postgres.mjs when PostgreSQL is installed
// (CI installs it): the E2E server then answers from PostgreSQL instead of PGlite, which runs its
// queries on the event loop that also serves the app's files to two browsers.
const havePostgres = existsSync('/usr/lib/postgresql')
const onPostgres = (command, args) =>
  havePostgres ? ['node', ['scripts/with-postgres.mjs', command, ...args]] : [command, args]

// The API suite on PGlite, the embedded database `npm start` uses, where no PostgreSQL is
// installed: every file. Where one is (CI), every file runs on PostgreSQL, the production database
// whose concurrent requests the invariants must hold under, and PGlite runs what differs on it
// (opening, backup, shutdown, operations, a full disk). The whole suite on both cost 25 of CI's minutes on a
// slow day (decisions 0311, 0312).
const pgliteFiles = [
  'tests/api/backup.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/operations.test.ts',
  'tests/api/full-disk.test.ts',
]
const api = ['vitest', 'run', '--config', 'vitest.api.config.ts']

// Each inner array runs at once, two at a time (the machine has two cores), output held back and
// printed whole per step, the longest first. The type check and every lint rule are one step:
// oxlint's tsgolint builds each program once for the check and the rules that read types, and
// oxlint runs the rules that read syntax beside them. The build runs with the checks, and the unit
// tests beside the API suite's PGlite files: each of those steps kept about one core busy of two
// on its own (decision 0316).
const stages = [
  [
    ['lint and types', 'npm', ['run', 'lint']],
    ['format', 'npx', ['oxfmt', '--check']],
    ['build', 'npx', ['vite', 'build']],
    ['dead code', 'npx', ['knip']],
    ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/src/hemis.yaml']],
    ['contract drift', 'node', ['scripts/check-generated.mjs']],
  ],
  [
    ['api on PGlite', 'npx', havePostgres ? [...api, ...pgliteFiles] : api],
    ['unit', 'npx', ['vitest', 'run']],
    ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ],
  ...(havePostgres
    ? [[['api on PostgreSQL', 'node', ['scripts/with-postgres.mjs', 'npx', ...api]]]]
    : []),
  [['e2e in Chromium', ...onPostgres('npx', ['playwright', 'test'])]],
]

// Each step's heading says when it began in the run: a CI run stopped at its time limit prints no
// summary, and its log's tail is all that is left to tell where the time went.
const suiteStarted = Date.now()
const at = (time) => `${((time - suiteStarted) / 60_000).toFixed(1)} min`

/** Runs one step; a step alone in its stage writes straight to the terminal. */
function run([name, command, args], alone) {
  const started = Date.now()
  const heading = () => `\n=== ${name}: ${command} ${args.join(' ')} (began at ${at(started)})`
  if (alone) console.log(heading())
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(`${heading()}, ended at ${at(Date.now())}`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 })
    })
  })
}

/** Runs a stage's steps, at most `width` at a time, results in the stage's order. */
async function runStage(steps, width = 2) {
  const results = []
  let next = 0
  const lane = async () => {
    while (next < steps.length) {
      const i = next++
      results[i] = await run(steps[i], steps.length === 1)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, lane))
  return results
}

const only = process.argv.slice(2)
const results = []
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)))
  if (steps.length) results.push(...(await runStage(steps)))
}
console.log('\n=== summary')
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
