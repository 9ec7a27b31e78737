import type { EntityView } from '../../components/entity-view/entity-view'
import type { ShowValue } from '../../components/register/use-shown-value'
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/kit'
import type { BulkDuplicate } from './bulk-row-names'
import { labelOfField } from './shown-fields'

/**
 * What a bulk row refused as a duplicate says on /sync (decision 0409), as a single create's card:
 * "Roll No. 12 is already used by Ram Thapa." ("by another record" when the server did not say
 * whose, or the device does not hold it); undefined when the field is not one of the view's (the
 * outcome's word is said then).
 */
export function duplicateRowWords(
  view: EntityView | undefined,
  { field, values, existing }: BulkDuplicate,
  show: ShowValue,
): string | undefined {
  if (!view?.fields.some((f) => f.name === field)) return undefined
  const label = labelOfField(view, field)
  const shown = show(view, field, values)
  const value = (typeof shown === 'string' ? shown : text(values[field])).trim()
  if (!value) return t('sync.duplicateFieldNoValue', { label })
  return existing
    ? t('sync.duplicateField', { label, value, name: existing })
    : t('sync.duplicateFieldUnnamed', { label, value })
}
