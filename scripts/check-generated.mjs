#!/usr/bin/env node
// Contract drift: bundles openapi/src/ and regenerates the types from it; fails when the committed bundle,
// common/schema.gen.ts or common/field-limits.gen.ts differs (run `npm run gen:api` and commit); and
// compiles the message catalogues, failing when src/lib/i18n/compiled/ differs (npm run gen:messages).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const bundled = 'openapi/hemis.yaml'
const committed = 'common/schema.gen.ts'
const fresh = join(mkdtempSync(join(tmpdir(), 'hemis-gen-')), 'schema.gen.ts')
const freshBundle = join(dirname(fresh), 'hemis.yaml')
execFileSync('node', ['scripts/bundle-contract.mjs', freshBundle])
execFileSync('npx', ['openapi-typescript', freshBundle, '-o', fresh], { stdio: 'pipe' })
execFileSync('node', ['scripts/gen-header.mjs', fresh])
const limits = 'common/field-limits.gen.ts'
const freshLimits = join(dirname(fresh), 'field-limits.gen.ts')
execFileSync('node', ['scripts/gen-field-limits.mjs', freshLimits])
for (const [file, regenerated] of [
  [bundled, freshBundle],
  [committed, fresh],
  [limits, freshLimits],
]) {
  if (readFileSync(regenerated, 'utf8') !== readFileSync(file, 'utf8')) {
    console.error(`${file} is out of date with openapi/src/: run npm run gen:api and commit it.`)
    process.exit(1)
  }
  console.log(`${file} matches openapi/src/`)
}

const compiledDir = 'src/lib/i18n/compiled'
const freshCompiled = mkdtempSync(join(tmpdir(), 'hemis-messages-'))
execFileSync('node', ['--import', 'tsx', 'scripts/compile-messages.mjs', freshCompiled], {
  stdio: 'inherit',
})
const names = (dir) => readdirSync(dir).sort().join()
if (names(freshCompiled) !== names(compiledDir)) {
  console.error(
    `${compiledDir} has other files than the catalogues make: run npm run gen:messages.`,
  )
  process.exit(1)
}
for (const name of readdirSync(freshCompiled)) {
  if (
    readFileSync(join(freshCompiled, name), 'utf8') !==
    readFileSync(join(compiledDir, name), 'utf8')
  ) {
    console.error(`${compiledDir}/${name} is out of date: run npm run gen:messages and commit it.`)
    process.exit(1)
  }
}
console.log(`${compiledDir} matches the catalogues`)
