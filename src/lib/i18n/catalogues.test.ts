// The catalogues' completeness check (issue 17): types already refuse a Nepali catalogue with a key
// missing or extra, and `npm run gen:messages` refuses different placeholders; this finds what
// they cannot: a key no code asks for, and an English message left untranslated in Nepali.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

type Catalogue = Record<string, string>
const modules = import.meta.glob<Record<string, Catalogue>>('./messages.*.*.ts', { eager: true })
const catalogue = (area: string, locale: string): Catalogue => {
  const mod = modules[`./messages.${area}.${locale}.ts`]
  return mod ? Object.values(mod)[0]! : {}
}
const areas = [...new Set(Object.keys(modules).map((path) => path.split('.')[2]!))]

/** Every source file of the app but the catalogues and tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    const code = /\.(ts|tsx)$/.test(name) && !/\.test\.|\.gen\.|^messages\./.test(name)
    return code ? [readFileSync(path, 'utf8')] : []
  })
}
const code = sources(join(import.meta.dirname, '../..')).join('\n')

/** Asked for by its whole name, or by a name built from its prefix: `bulk.outcome.${outcome}`. */
const used = (key: string) => {
  const prefix = key.slice(0, key.lastIndexOf('.'))
  return (
    code.includes(`'${key}'`) ||
    code.includes(`\`${prefix}.\${`) ||
    // A fixed select's options: `fixed('shift', ['day', …])` asks for `shift.day`.
    (code.includes(`fixed('${prefix}'`) && code.includes(`'${key.slice(prefix.length + 1)}'`))
  )
}

/** A message's own text, without its placeholders or a select's choices (`{n, select, 1 {…}}`). */
function textOf(tokens: unknown): string {
  if (typeof tokens === 'string') return tokens
  if (!Array.isArray(tokens)) return ''
  return tokens
    .map((token: unknown) =>
      typeof token === 'string'
        ? token
        : Array.isArray(token)
          ? Object.values((token[2] ?? {}) as Record<string, unknown>)
              .map(textOf)
              .join(' ')
          : '',
    )
    .join('')
}

// Digits written into Nepali text, Latin or Devanagari, where a number is not a number a user
// reads in their digits: each message's, by its key. Every other number is a placeholder, which `t`
// writes in the digits the user chose (decision 0328): १० for one who chose Devanagari ones, 10 for
// one who chose Latin ones; a digit typed in reads the same for both. None is Devanagari: what must
// stay as written (a code, an identifier, a name) is written in Latin digits.
const literalDigits: Record<string, string[]> = {
  // An HTTP status code, a code as such.
  'notFound.code': ['404'],
  'notFound.title': ['404'],
  // A symbol number as typed, an identifier (identifiers show as stored).
  'appear.firstIssue': ['7801001'],
  // A fiscal year's name as typed: its box takes Latin digits only (`^\d{4}/\d{2}$`).
  'lists.fiscalYear.hint.name': ['2084/85'],
  'lists.fiscalYear.invalid.name': ['2084/85'],
  // Names: the "+2" level, the A4 paper size.
  'qualificationLevel.higherSecondary': ['+2'],
  'classRegister.explain': ['A4'],
}

// Messages that are the same in both languages: names, symbols and abbreviations Nepal keeps.
const same = new Set(['app.name', 'detail.none'])
const devanagari = /[\u0900-\u097F]/

describe('the message catalogues', () => {
  it('give each key to one area only (areas load into one table, where a second would win)', () => {
    const keys = areas.flatMap((area) => Object.keys(catalogue(area, 'en')))
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it.each(areas)('%s: every English key is asked for somewhere in the app', (area) => {
    const unused = Object.keys(catalogue(area, 'en')).filter((key) => !used(key))
    expect(unused).toEqual([])
  })

  it.each(areas)('%s: every Nepali message is written in Nepali', (area) => {
    const english = catalogue(area, 'en')
    const untranslated = Object.entries(catalogue(area, 'ne'))
      .filter(
        ([key, text]) => !devanagari.test(text) && !same.has(key) && /[a-z]{3}/.test(english[key]!),
      )
      .map(([key]) => key)
    expect(untranslated).toEqual([])
  })

  it.each(areas)('%s: no Nepali message writes a number in digits of either script', (area) => {
    const written = Object.entries(catalogue(area, 'ne')).flatMap(([key, message]) => {
      let text = textOf(compileMessage(message))
      for (const literal of literalDigits[key] ?? []) text = text.replace(literal, '')
      return /[0-9\u0966-\u096F]/.test(text) ? [`${key}: ${message}`] : []
    })
    expect(written).toEqual([])
  })

  it('leave digits only where a message still has them', () => {
    const all = Object.fromEntries(areas.flatMap((area) => Object.entries(catalogue(area, 'ne'))))
    const stale = Object.entries(literalDigits).flatMap(([key, literals]) =>
      literals
        .filter((literal) => !all[key]?.includes(literal))
        .map((literal) => `${key}: ${literal}`),
    )
    expect(stale).toEqual([])
  })
})
