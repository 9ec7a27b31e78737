import { Table, Text } from '@mantine/core'
import type { EntityView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/kit'
import type { Json, OutboxRow } from '../../offline/db'
import { bothChanged, valuesOf } from '../../offline/rebase'
import { labelOfField } from './shown-fields'
import type { ShowValue } from '../../components/register/use-shown-value'

/**
 * A parked edit's own fields, each as it was before the edit, as the edit sets it and as the server
 * holds it now; a field both sides changed is marked (decision 0377): that is what the person
 * decides, whatever the length of the record beside it.
 */
export function EditedFields({
  row,
  current,
  view,
  show,
}: {
  row: OutboxRow
  current: Json
  view: EntityView | undefined
  /** A field's value as the record's page shows it (`useShownValue`). */
  show: ShowValue
}) {
  const { base } = row
  if (!base || row.op === 'upload') return null
  const keys = Object.keys(base)
  const mine = valuesOf(row.payload, keys)
  const both = new Set(bothChanged(base, mine, current))
  const label = (name: string) => labelOfField(view, name)
  return (
    // Scrolls inside the card on a phone rather than past its edge.
    <Table.ScrollContainer minWidth={0} type="native">
      <Table withTableBorder fz="sm" captionSide="top" horizontalSpacing={6}>
        <Table.Caption>{t('sync.edited')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sync.field')}</Table.Th>
            <Table.Th>{t('sync.before')}</Table.Th>
            <Table.Th>{t('sync.mine')}</Table.Th>
            <Table.Th>{t('sync.theirsNow')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((field) => (
            <Table.Tr key={field}>
              <Table.Th scope="row">
                {label(field)}
                {both.has(field) && (
                  // Text, not a badge: it wraps in a phone's narrow column instead of being cut.
                  <Text c="red" size="xs" fw={600}>
                    {t('sync.bothChanged')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{show(view, field, base)}</Table.Td>
              <Table.Td>{show(view, field, mine)}</Table.Td>
              <Table.Td>{show(view, field, current)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
