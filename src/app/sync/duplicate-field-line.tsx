import { Text } from '@mantine/core'
import { clashOf } from '../../components/entity-form/duplicate-field'
import type { EntityView } from '../../components/entity-view/entity-view'
import type { ShowValue } from '../../components/register/use-shown-value'
import { t } from '../../lib/i18n/kit'
import type { Json, OutboxProblem } from '../../offline/db'
import { labelOfField } from './shown-fields'

/**
 * What a duplicate's card says of the field that clashed (decision 0409), by its label and with
 * its value as the record's page shows it: "Roll No. 12 is already used by Ram Thapa." (the record
 * it duplicates, once the device has read it). Nothing when the server named no field.
 */
export function DuplicateField({
  problem,
  view,
  mine,
  theirs,
  show,
}: {
  problem: OutboxProblem | null | undefined
  view: EntityView | undefined
  mine: Json
  theirs: Json | undefined
  show: ShowValue
}) {
  const clash = clashOf(view, problem, mine)
  if (!view || !clash) return null
  const shown = show(view, clash.field.name, mine)
  const value = typeof shown === 'string' ? shown : clash.value
  const label = labelOfField(view, clash.field.name)
  const name = theirs ? view.rowName(theirs) : ''
  return (
    <Text size="sm">
      {name
        ? t('sync.duplicateField', { label, value, name })
        : t('sync.duplicateFieldUnnamed', { label, value })}
    </Text>
  )
}
