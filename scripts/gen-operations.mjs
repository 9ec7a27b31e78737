#!/usr/bin/env node
// Generates common/operations.gen.ts from openapi/hemis.yaml: each operation's tag and method, which
// the permissions (common/permissions.ts) turn into the module and action a role may be given; what
// each POST's path names (one stored record, or a bulk write's rows: decision 0414); and each setup
// list's bulk operation's required fields of a new record (its create operation's).
// Usage: node scripts/gen-operations.mjs [out]
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const out = process.argv[2] ?? 'common/operations.gen.ts'
const contract = parse(readFileSync('openapi/hemis.yaml', 'utf8'))
const operations = {}
/** A setup list's bulk operation → the fields its create operation requires of a new record. */
const bulkRequired = {}
/** A POST on a path naming a stored record (`/Student/{id}/Document`) or a bulk write's (`…/Bulk`). */
const postTargets = {}
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation?.operationId) continue
    operations[operation.operationId] = [operation.tags[0], method]
    if (method === 'post' && path.endsWith('/Bulk')) postTargets[operation.operationId] = 'rows'
    else if (method === 'post' && /\{[^}]+\}/.test(path))
      postTargets[operation.operationId] = 'record'
    const bulk = operation['x-hemis-bulk']
    if (bulk) {
      const schema = operation.requestBody.content['application/json'].schema.$ref.split('/').pop()
      bulkRequired[bulk] = contract.components.schemas[schema].required ?? []
    }
  }
}
const sortedKeys = (o) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))
const sorted = Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)))
const header =
  '// Generated from openapi/hemis.yaml by scripts/gen-operations.mjs. Do not edit: run npm run gen:api.'
const rows = Object.entries(sorted).map(
  ([id, [tag, method]]) => `  ${id}: ['${tag}', '${method}'],`,
)
const body = `${header}\n\n/** Each operation's tag (its area of the contract) and HTTP method. */\nexport const operationTags = {\n${rows.join('\n')}\n} as const\n\n/** A setup list's bulk operation: the fields a new record needs (its create operation's). */\nexport const bulkRequired = ${JSON.stringify(bulkRequired)} as const\n\n/**\n * What a POST's path names: \`record\`, one stored record (\`/Student/{id}/Document\`); \`rows\`, a bulk\n * write's new and stored records (\`/Student/Bulk\`). Any other POST creates.\n */\nexport const postTargets = ${JSON.stringify(sortedKeys(postTargets))} as const\n`
writeFileSync(out, body)
