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

// Each inner array runs at once, two at a time (the machine has two cores), output held back and
// printed whole per step; the light static checks overlap ESLint and tsc that way.
const stages = [
  [
    ['lint', 'npx', ['eslint', '.']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['dead code', 'npx', ['knip']],
    ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/src/hemis.yaml']],
    ['contract drift', 'node', ['scripts/check-generated.mjs']],
  ],
  [['unit', 'npx', ['vitest', 'run']]],
  [['api on PGlite', 'npx', ['vitest', 'run', '--config', 'vitest.api.config.ts']]],
  [
    [
      'api on PostgreSQL',
      'node',
      ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--config', 'vitest.api.config.ts'],
    ],
  ],
  [['build', 'npx', ['vite', 'build']]],
  [['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']]],
  [['e2e in Chromium', ...onPostgres('npx', ['playwright', 'test'])]],
]

/** Runs one step; a step alone in its stage writes straight to the terminal. */
function run([name, command, args], alone) {
  const started = Date.now()
  if (alone) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
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
