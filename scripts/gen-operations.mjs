#!/usr/bin/env node
// Generates common/operations.gen.ts from openapi/hemis.yaml: each operation's tag and method, which
// the permissions (common/permissions.ts) turn into the module and action a role may be given; and
// each setup list's bulk operation's required fields of a new record (its create operation's).
// Usage: node scripts/gen-operations.mjs [out]
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const out = process.argv[2] ?? 'common/operations.gen.ts'
const contract = parse(readFileSync('openapi/hemis.yaml', 'utf8'))
const operations = {}
/** A setup list's bulk operation → the fields its create operation requires of a new record. */
const bulkRequired = {}
for (const item of Object.values(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation?.operationId) continue
    operations[operation.operationId] = [operation.tags[0], method]
    const bulk = operation['x-hemis-bulk']
    if (bulk) {
      const schema = operation.requestBody.content['application/json'].schema.$ref.split('/').pop()
      bulkRequired[bulk] = contract.components.schemas[schema].required ?? []
    }
  }
}
const sorted = Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)))
const header =
  '// Generated from openapi/hemis.yaml by scripts/gen-operations.mjs. Do not edit: run npm run gen:api.'
const rows = Object.entries(sorted).map(
  ([id, [tag, method]]) => `  ${id}: ['${tag}', '${method}'],`,
)
const body = `${header}\n\n/** Each operation's tag (its area of the contract) and HTTP method. */\nexport const operationTags = {\n${rows.join('\n')}\n} as const\n\n/** A setup list's bulk operation: the fields a new record needs (its create operation's). */\nexport const bulkRequired = ${JSON.stringify(bulkRequired)} as const\n`
writeFileSync(out, body)
