// The seed's own words (spec §5 validation messages, §8 error catalogue, §9 toast durations), read
// from the spec beside the repository, against what the app says: the next drift fails here.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { phoneDigitsMessage } from '../lib/forms/phone-number'
import { AUTH_TOAST_MS, DEFAULT_TOAST_MS, SETUP_TOAST_MS } from '../lib/toast-durations'
import { listViews } from './list-views'

// Every English catalogue (the core and each area's).
const catalogues = import.meta.glob<Record<string, Record<string, string>>>(
  '../lib/i18n/messages.*.en.ts',
  { eager: true },
)
const messagesEn: Record<string, string> = {}
for (const mod of Object.values(catalogues))
  for (const c of Object.values(mod)) Object.assign(messagesEn, c)

const specPath = resolve(import.meta.dirname, '../../../shared/spec/hemis-spec.md')
const spec = existsSync(specPath) ? readFileSync(specPath, 'utf8') : ''
const section = (n: number) => spec.split(/^## /m).find((s) => s.startsWith(`${n}. `)) ?? ''

/** Everything the app can say: the catalogue and every list form's messages on an empty form. */
function appWords(): Set<string> {
  const words = new Set<string>(Object.values(messagesEn))
  // A message whose number is an argument (shown in the user's digits), as the app composes it.
  words.add(phoneDigitsMessage())
  for (const view of listViews.values()) {
    const result = v.safeParse(view.schema, view.emptyValues)
    for (const issue of result.issues ?? []) words.add(issue.message)
    const own = view.messages ?? {}
    for (const value of Object.values(own)) if (typeof value === 'string') words.add(value)
  }
  return words
}

/** §8's table: each row's message, split where one cell holds two ("… / …", "…; 409 …"). */
function catalogueMessages(): string[] {
  return section(8)
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('| ') && !line.startsWith('| Situation') && !line.startsWith('|---'),
    )
    .flatMap((line) =>
      line
        .split('|')[2]!
        .trim()
        .split(/ \/ |; 409 /),
    )
    .map((m) => m.replace(/ plus the message$/, '').trim())
}

describe.skipIf(!spec)('the seed’s words', () => {
  const words = appWords()

  it('every message of the error catalogue (§8) is said by the app, word for word', () => {
    const messages = catalogueMessages()
    expect(messages.length).toBeGreaterThan(20)
    expect(messages.filter((m) => !words.has(m))).toEqual([])
  })

  it('every quoted validation message (§5) is said by the app', () => {
    const quoted = [...section(5).matchAll(/'([^']+)'/g)].map((m) => m[1]!)
    expect(quoted.length).toBeGreaterThan(10)
    expect(quoted.filter((m) => !words.has(m))).toEqual([])
  })

  it('toasts last as §9 says', () => {
    const line = section(9)
      .split('\n')
      .find((l) => l.includes('Toast durations'))!
    const seconds = (what: string) =>
      Number(new RegExp(`([\\d.]+) s ${what}`).exec(line)![1]) * 1000
    expect(AUTH_TOAST_MS).toBe(seconds('login and registration'))
    expect(SETUP_TOAST_MS).toBe(seconds('faculty and level'))
    expect(DEFAULT_TOAST_MS).toBe(seconds('elsewhere'))
  })
})
