// Compiles the message catalogues (src/lib/i18n/messages.<area>.<locale>.ts, ICU MessageFormat) into
// Lingui's compiled form, one module per area and language in src/lib/i18n/compiled/, so the browser
// ships no message parser. Fails when a language lacks a key, has one English has not, or a message's
// placeholders differ from English's (a translation that drops `{n}` would show a bare number nowhere).
// Usage: node --import tsx scripts/compile-messages.mjs [outDir]   (tsx reads the .ts catalogues)   (npm run gen:messages)
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const sourceDir = 'src/lib/i18n'
const outDir = process.argv[2] ?? join(sourceDir, 'compiled')
const HEADER =
  '// Generated from src/lib/i18n/messages.*.ts by scripts/compile-messages.mjs. Do not edit: run npm run gen:messages.'

/** @returns {Promise<Record<string, string>>} the catalogue a `messages.*.ts` file exports */
const load = async (file) => {
  const mod = await import(pathToFileURL(join(sourceDir, file)).href)
  return Object.values(mod)[0]
}

/** The names a message takes as values (`{n}`, `{count, plural, …}`), in a stable order. */
/** @param {string} message */
const placeholders = (message) => {
  const names = new Set()
  // A compiled message is a list of texts and of [name, type?, branches?] for each placeholder.
  /** @param {unknown[]} tokens */
  const walk = (tokens) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      names.add(String(token[0]))
      const branches = token[2]
      if (branches && typeof branches === 'object' && !Array.isArray(branches))
        for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

const files = readdirSync(sourceDir).filter((f) => /^messages\.[a-z]+\.[a-z]{2}\.ts$/.test(f))
const areas = [...new Set(files.map((f) => f.split('.')[1]))].sort()
const problems = []
for (const area of areas) {
  const english = await load(`messages.${area}.en.ts`)
  const locales = files.filter((f) => f.split('.')[1] === area).map((f) => f.split('.')[2])
  for (const locale of locales) {
    const catalogue = await load(`messages.${area}.${locale}.ts`)
    for (const key of Object.keys(english))
      if (!(key in catalogue)) problems.push(`${area}.${locale}: no "${key}"`)
    const compiled = {}
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in english)) problems.push(`${area}.${locale}: "${key}" is not in English`)
      else if (placeholders(message).join() !== placeholders(english[key]).join())
        problems.push(
          `${area}.${locale}: "${key}" takes {${placeholders(message)}}, English {${placeholders(english[key])}}`,
        )
      compiled[key] = compileMessage(message)
    }
    const lines = Object.entries(compiled).map(
      ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`,
    )
    writeFileSync(
      join(outDir, `${area}.${locale}.gen.ts`),
      [
        HEADER,
        "import type { Messages } from '@lingui/core'",
        '',
        'export const messages: Messages = {',
        ...lines,
        '}',
        '',
      ].join('\n'),
    )
  }
}
if (problems.length) {
  console.error(`The catalogues disagree:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`Compiled ${files.length} catalogues of ${areas.length} areas into ${outDir}`)
