#!/usr/bin/env node
// `npm test`: every check and test suite, in order, each timed. All steps run even when one fails,
// so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process'

const steps = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['dead code', 'npx', ['knip']],
  ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/src/hemis.yaml']],
  ['contract drift', 'node', ['scripts/check-generated.mjs']],
  ['unit', 'npx', ['vitest', 'run']],
  ['api on PGlite', 'npx', ['vitest', 'run', '--config', 'vitest.api.config.ts']],
  [
    'api on PostgreSQL',
    'node',
    ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--config', 'vitest.api.config.ts'],
  ],
  ['build', 'npx', ['vite', 'build']],
  ['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['e2e in Chromium', 'npx', ['playwright', 'test']],
]

const only = process.argv.slice(2)
const results = []
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 })
}
console.log('\n=== summary')
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
