#!/usr/bin/env node
// Bundles the contract's sources (openapi/src/: the root, one file per area, the shared components)
// into the one file the server serves and the types are made from, with a do-not-edit line. The
// answers any operation can give whatever it does (503 Unavailable; 507 StorageFull for a write) are
// added here to every operation, not written out in each of them.
// Usage: node scripts/bundle-contract.mjs [out]   (default openapi/hemis.yaml)
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument } from 'yaml'

const out = process.argv[2] ?? 'openapi/hemis.yaml'
execFileSync('npx', ['redocly', 'bundle', 'openapi/src/hemis.yaml', '-o', out], { stdio: 'pipe' })

const contract = parseDocument(readFileSync(out, 'utf8'))
const ref = (name) => ({ $ref: `#/components/responses/${name}` })
const writes = new Set(['post', 'put', 'patch', 'delete'])
for (const [path, item] of Object.entries(contract.toJS().paths)) {
  for (const method of Object.keys(item)) {
    if (!['get', ...writes].includes(method)) continue
    const responses = ['paths', path, method, 'responses']
    if (!contract.hasIn([...responses, '503']))
      contract.setIn([...responses, '503'], ref('Unavailable'))
    if (writes.has(method) && !contract.hasIn([...responses, '507']))
      contract.setIn([...responses, '507'], ref('StorageFull'))
  }
}
const header =
  '# Generated from openapi/src/ by npm run gen:api (Redocly bundle). Do not edit: edit openapi/src/.\n'
writeFileSync(out, header + contract.toString({ lineWidth: 0, singleQuote: true }))
