import { fieldLimits } from '../../../common/field-limits.gen'
import { badText, type BadText } from '../../../common/text-rule'
import type { EntityName } from '../../api/entities/registry'
import { t } from '../../lib/i18n/t'
import type { FormValues } from '../entity-view/entity-view'

type Limits = {
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
}
type ContractBody = keyof typeof fieldLimits

const say = (key: Parameters<typeof t>[0], value: number) => t(key, { n: value })

/** The contract's body a list's form sends: `faculty` → `FacultyCreate` (its edits have the same limits). */
export const contractBodyOf = (entity: EntityName) =>
  `${entity[0]!.toUpperCase()}${entity.slice(1)}Create` as ContractBody

const badTextWords = {
  control: 'validation.controlCharacter',
  halfCharacter: 'validation.halfCharacter',
  direction: 'validation.directionCharacter',
} as const satisfies Record<BadText, Parameters<typeof t>[0]>

/** A text's issue by the rule every field holds (common/text-rule.ts), in the user's words. */
export function textIssue(text: string): string | undefined {
  const kind = badText(text)
  return kind ? t(badTextWords[kind]) : undefined
}

/** One value's issue by its limits: a text over its length, out of its pattern, a number out of range. */
function limitIssue(value: unknown, limit: Limits): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const text = value.trim()
  const number = Number(text)
  if (limit.maxLength !== undefined && text.length > limit.maxLength)
    return say('validation.tooLong', limit.maxLength)
  if (limit.pattern !== undefined && !new RegExp(limit.pattern, 'u').test(text))
    return t('validation.badForm')
  if (limit.minimum !== undefined && !Number.isNaN(number) && number < limit.minimum)
    return say('validation.tooSmall', limit.minimum)
  if (limit.maximum !== undefined && !Number.isNaN(number) && number > limit.maximum)
    return say('validation.tooLarge', limit.maximum)
  return undefined
}

/** The values a limit's name reaches, by path: `qualifications.*.grade` → each row's grade. */
function reached(values: FormValues, name: string): [string, unknown][] {
  const [list, star, inner] = name.split('.')
  if (star !== '*' || inner === undefined) return [[name, values[name]]]
  const rows = values[list!]
  return Array.isArray(rows)
    ? rows.map((row, i): [string, unknown] => [
        `${list}.${i}.${inner}`,
        (row as FormValues)?.[inner],
      ])
    : []
}

/** Every text of the values (a list's rows' too) with a character no field holds, by its path. */
function badTexts(value: unknown, path: string, issues: Record<string, string>) {
  if (typeof value === 'string') {
    const issue = textIssue(value)
    if (issue) issues[path] = issue
  } else if (Array.isArray(value) || (value !== null && typeof value === 'object'))
    for (const [key, inner] of Object.entries(value))
      badTexts(inner, path ? `${path}.${key}` : key, issues)
}

/**
 * What the contract would refuse in a form's values, field → message: texts with a character no
 * field holds (the server's rule for every request), over their length, out of their pattern,
 * numbers out of range, a list's rows' fields too (`qualifications.0.grade`). The form shows it
 * before anything is queued, so an offline edit is never refused only when it syncs. The list's
 * own rules speak first.
 */
export function contractIssues(entity: EntityName, values: FormValues): Record<string, string> {
  const limits = fieldLimits[contractBodyOf(entity)] as Record<string, Limits> | undefined
  const issues: Record<string, string> = {}
  for (const [name, limit] of Object.entries(limits ?? {}))
    for (const [path, value] of reached(values, name)) {
      const issue = limitIssue(value, limit)
      if (issue) issues[path] = issue
    }
  // Files (a photo) are no text: only plain values are looked at.
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' || Array.isArray(value)) badTexts(value, name, issues)
  return issues
}
