#!/usr/bin/env node
// Bundles the contract's sources (openapi/src/: the root, one file per area, the shared components)
// into the one file the server serves and the types are made from, with a do-not-edit line.
// Usage: node scripts/bundle-contract.mjs [out]   (default openapi/hemis.yaml)
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const out = process.argv[2] ?? 'openapi/hemis.yaml'
execFileSync('npx', ['redocly', 'bundle', 'openapi/src/hemis.yaml', '-o', out], { stdio: 'pipe' })
const header =
  '# Generated from openapi/src/ by npm run gen:api (Redocly bundle). Do not edit: edit openapi/src/.\n'
writeFileSync(out, header + readFileSync(out, 'utf8'))
