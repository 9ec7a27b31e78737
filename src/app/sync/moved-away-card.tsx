import { Alert, Button, Table, Text } from '@mantine/core'
import type { EntityView } from '../../components/entity-view/entity-view'
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/kit'
import type { OutboxRow } from '../../offline/db'
import { resolveMovedAway } from '../../offline/resolve-actions'
import { ParkedCard } from './parked-card'
import { useKeptRecord } from './use-kept-record'

/**
 * A parked edit of a record that moved to another campus meanwhile (404 `moved-away`, decision
 * 0375): no answer of this campus's reaches it any more, so the card says so, without naming the
 * campus, shows what the edit changed (to pass on if it matters), and offers one thing: discard it,
 * and the device forgets the record.
 */
export function MovedAwayCard({ row, view }: { row: OutboxRow; view: EntityView | undefined }) {
  const kept = useKeptRecord(row)
  const name = kept && view ? view.rowName(kept) : `#${row.entityId}`
  const label = (field: string) => view?.fields.find((f) => f.name === field)?.label ?? field
  // A file's upload names its field; an edit, the fields it changed.
  const changed =
    row.op === 'upload'
      ? [[label(text(row.payload.field)), '']]
      : Object.entries(row.payload).map(([field, value]) => [label(field), text(value)])
  return (
    <ParkedCard list={view?.label ?? row.entity} name={name}>
      <Alert color="yellow" variant="light" title={t('detail.movedAway', { entity: row.entity })}>
        {t('sync.movedAwayDetail')}
      </Alert>
      <Text fw={600}>{t('sync.mine')}</Text>
      <Table withRowBorders={false} fz="sm">
        <Table.Tbody>
          {changed.map(([field, value]) => (
            <Table.Tr key={field}>
              <Table.Th scope="row">{field}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div>
        <Button onClick={() => void resolveMovedAway(row)}>{t('sync.forgetMoved')}</Button>
      </div>
    </ParkedCard>
  )
}
