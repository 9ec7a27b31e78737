#!/usr/bin/env node
// Generates common/field-limits.gen.ts from openapi/hemis.yaml: for every request body the forms
// send (`…Create`, `…Update`, `…Patch`), each property's length, pattern and range limits, so a form
// refuses what the server would refuse, offline too. Usage: node scripts/gen-field-limits.mjs [out]
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const out = process.argv[2] ?? 'common/field-limits.gen.ts'
const contract = parse(readFileSync('openapi/hemis.yaml', 'utf8'))
const schemas = contract.components.schemas
const deref = (s) => (s?.$ref ? deref(schemas[s.$ref.split('/').pop()]) : (s ?? {}))
const keys = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum']

const limits = {}
for (const [name, schema] of Object.entries(schemas)) {
  if (!/(Create|Update|Patch)$/.test(name) || !schema.properties) continue
  const fields = {}
  for (const [field, raw] of Object.entries(schema.properties)) {
    const property = deref(raw)
    const found = Object.fromEntries(keys.filter((k) => k in property).map((k) => [k, property[k]]))
    if (Object.keys(found).length) fields[field] = found
    // A list of objects (a student's qualifications): each item's fields, as `qualifications.*.grade`.
    const item = deref(property.items)
    for (const [inner, rawInner] of Object.entries(item.properties ?? {})) {
      const p = deref(rawInner)
      const limit = Object.fromEntries(keys.filter((k) => k in p).map((k) => [k, p[k]]))
      if (Object.keys(limit).length) fields[`${field}.*.${inner}`] = limit
    }
  }
  limits[name] = fields
}
const header =
  '// Generated from openapi/hemis.yaml by scripts/gen-field-limits.mjs. Do not edit: run npm run gen:api.'
const body = `${header}\n\n/** Each request body's field limits, as the contract states them. */\nexport const fieldLimits = ${JSON.stringify(limits, null, 2)} as const\n`
writeFileSync(out, body)
