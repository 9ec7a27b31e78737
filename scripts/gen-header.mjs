// Prepends the do-not-edit line to a file generated from the OpenAPI contract.
// Idempotent: a file that already starts with the line is left as it is.
// Usage: node scripts/gen-header.mjs src/api/schema.gen.ts
import { readFileSync, writeFileSync } from 'node:fs'

const HEADER =
  '// Generated from openapi/hemis.yaml by openapi-typescript. Do not edit: run npm run gen:api.'

const file = process.argv[2]
if (!file) {
  console.error('usage: node scripts/gen-header.mjs <file>')
  process.exit(2)
}
const text = readFileSync(file, 'utf8')
if (!text.startsWith(HEADER)) writeFileSync(file, `${HEADER}\n${text}`)
