#!/usr/bin/env node
// Contract drift: regenerates the client types from openapi/hemis.yaml and fails when the committed
// src/api/schema.gen.ts differs (run `npm run gen:api` and commit the result).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const committed = 'src/api/schema.gen.ts'
const fresh = join(mkdtempSync(join(tmpdir(), 'hemis-gen-')), 'schema.gen.ts')
execFileSync('npx', ['openapi-typescript', 'openapi/hemis.yaml', '-o', fresh], { stdio: 'pipe' })
execFileSync('node', ['scripts/gen-header.mjs', fresh])
if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error(
    `${committed} is out of date with openapi/hemis.yaml: run npm run gen:api and commit it.`,
  )
  process.exit(1)
}
console.log(`${committed} matches openapi/hemis.yaml`)
