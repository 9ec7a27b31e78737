#!/usr/bin/env node
// `npm test`: every check and test suite, in order, each timed. All steps run even when one fails,
// so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

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

// What a step's output names, repeated in the summary: CI's tracker keeps only the log's tail,
// and a failure or a flake seen on CI alone must be named there to be found. Any step's flaky
// tests (the API suite's `flaky:` lines, Playwright's list under "N flaky"); a failed step's lines
// that name a test or a file (Vitest's `FAIL file > test`, Playwright's `✘` and numbered ones,
// TypeScript's errors) before the lines that say what went wrong (an assertion, a lint's `×`),
// which a server's log of expected errors could otherwise crowd out.
const namingLine = /(^|\s)(FAIL|✘)\s|^\s*\d+\) |error TS\d+|is out of date/
const sayingLine = /AssertionError|Error: |(^|\s)[×✗]\s/

function namedIn(text, failed) {
  const lines = stripVTControlCharacters(text).split('\n')
  const flaky = []
  let flakyList = false
  for (const line of lines) {
    if (/^\s+\d+ flaky$/.test(line)) flakyList = true
    else if (flakyList && !/^\s{4,}\S/.test(line)) flakyList = false
    if ((flakyList && !/ flaky$/.test(line)) || /^flaky: /.test(line))
      flaky.push(`flaky ${line.trim()}`)
  }
  // (Vitest's `×` lines name no file, and end in the test's time: its FAIL lines name both.)
  const matching = (pattern) =>
    failed ? lines.filter((l) => pattern.test(l) && !/×.*\d+ms$/.test(l)).map((l) => l.trim()) : []
  const named = [...flaky, ...matching(namingLine), ...matching(sayingLine)]
  return [...new Set(named.map((line) => line.slice(0, 300)))].slice(0, 25)
}

/** Runs one step; a step alone in its stage writes to the terminal as it goes. */
function run([name, command, args], alone) {
  const started = Date.now()
  const heading = () => `\n=== ${name}: ${command} ${args.join(' ')} (began at ${at(started)})`
  if (alone) console.log(heading())
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const output = []
  const keep = (chunk) => {
    output.push(chunk)
    if (alone) process.stdout.write(chunk)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString()
      if (!alone) {
        console.log(`${heading()}, ended at ${at(Date.now())}`)
        process.stdout.write(text)
      }
      const ok = status === 0
      resolve({ name, ok, seconds: (Date.now() - started) / 1000, named: namedIn(text, !ok) })
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
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`)
  for (const line of r.named) console.log(`     ${line}`)
}
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
