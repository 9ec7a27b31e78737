import { fieldLimits } from '../../../common/field-limits.gen'
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

/**
 * What the contract would refuse in a form's values, field → message: texts over their length,
 * out of their pattern, numbers out of range. The form shows it before anything is queued, so an
 * offline edit is never refused only when it syncs. The list's own rules speak first.
 */
export function contractIssues(entity: EntityName, values: FormValues): Record<string, string> {
  const limits = fieldLimits[contractBodyOf(entity)] as Record<string, Limits> | undefined
  const issues: Record<string, string> = {}
  for (const [name, limit] of Object.entries(limits ?? {})) {
    const value = values[name]
    if (typeof value !== 'string' || value.trim() === '') continue
    const text = value.trim()
    const number = Number(text)
    if (limit.maxLength !== undefined && text.length > limit.maxLength)
      issues[name] = say('validation.tooLong', limit.maxLength)
    else if (limit.pattern !== undefined && !new RegExp(limit.pattern, 'u').test(text))
      issues[name] = t('validation.badForm')
    else if (limit.minimum !== undefined && !Number.isNaN(number) && number < limit.minimum)
      issues[name] = say('validation.tooSmall', limit.minimum)
    else if (limit.maximum !== undefined && !Number.isNaN(number) && number > limit.maximum)
      issues[name] = say('validation.tooLarge', limit.maximum)
  }
  return issues
}
