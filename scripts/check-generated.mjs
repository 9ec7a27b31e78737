#!/usr/bin/env node
// Contract drift: regenerates the client types from openapi/hemis.yaml and fails when the committed
// common/schema.gen.ts or common/field-limits.gen.ts differs (run `npm run gen:api` and commit).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const committed = 'common/schema.gen.ts'
const fresh = join(mkdtempSync(join(tmpdir(), 'hemis-gen-')), 'schema.gen.ts')
execFileSync('npx', ['openapi-typescript', 'openapi/hemis.yaml', '-o', fresh], { stdio: 'pipe' })
execFileSync('node', ['scripts/gen-header.mjs', fresh])
const limits = 'common/field-limits.gen.ts'
const freshLimits = join(dirname(fresh), 'field-limits.gen.ts')
execFileSync('node', ['scripts/gen-field-limits.mjs', freshLimits])
for (const [file, regenerated] of [
  [committed, fresh],
  [limits, freshLimits],
]) {
  if (readFileSync(regenerated, 'utf8') !== readFileSync(file, 'utf8')) {
    console.error(
      `${file} is out of date with openapi/hemis.yaml: run npm run gen:api and commit it.`,
    )
    process.exit(1)
  }
  console.log(`${file} matches openapi/hemis.yaml`)
}
