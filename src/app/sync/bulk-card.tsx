import { text } from '../../lib/format/cell-text'
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { t, type KitKey } from '../../lib/i18n/kit'
import { problemWords } from '../../lib/i18n/problem-text'
import { isBulkPartial } from '../../offline/classify'
import type { OutboxRow } from '../../offline/db'
import { dismissBulk } from '../../offline/resolve-actions'
import type { EntityView } from '../../components/entity-view/entity-view'
import { refusedRows } from '../../offline/refused-rows'
import type { ShowValue } from '../../components/register/use-shown-value'
import { duplicateRowWords } from './bulk-duplicate-words'
import { bulkRowDetails } from './bulk-row-names'

/** The words of a bulk row's outcome: "Already in the program's last term". */
export const outcomeWord = (outcome: string) => {
  const key = `bulk.outcome.${outcome}` as KitKey
  return t(key) ?? outcome
}

/**
 * A bulk operation the server applied only in part (promote 40 students: 2 were in their last
 * term): what it was, how many were applied, and each record not applied with why (a duplicate by
 * the field that clashed and who has it: "Roll No. 12 is already used by Ram Thapa."). The applied
 * ones are already in the records; the person reads the rest and dismisses the card. One refused
 * whole lists the records it names (a day's attendance: the student who left the class).
 */
export function BulkCard({
  row,
  view,
  show,
}: {
  row: OutboxRow
  view: EntityView | undefined
  show: ShowValue
}) {
  const label = text(row.payload.label) || row.entity
  const problem = row.lastProblem
  const failed = refusedRows(row)
  const details = useLiveQuery(() => bulkRowDetails(row, view), [row.opId, view])
  const why = (i: number) => {
    const r = failed[i]!
    const duplicate = details?.[i]?.duplicate
    return (
      r.message ?? (duplicate && duplicateRowWords(view, duplicate, show)) ?? outcomeWord(r.outcome)
    )
  }
  const partial = problem !== null && isBulkPartial(problem)
  const table = failed.length > 0 && (
    <Table aria-label={label} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bulk.record')}</Table.Th>
          <Table.Th>{t('bulk.outcome')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {failed.map((r, i) => (
          <Table.Tr key={r.key}>
            <Table.Td>{details?.[i]?.name ?? `#${r.key}`}</Table.Td>
            <Table.Td>{why(i)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
  return (
    <Paper withBorder p="md" component="article" aria-label={label}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {label}
        </Title>
        {partial ? (
          <Text>{t('bulk.notApplied', { applied: problem.title })}</Text>
        ) : (
          // Refused whole: the server's words are English only, so its kind in Nepali.
          <Alert color="red" variant="light" title={t('bulk.refusedTitle')}>
            {problem && problemWords(problem)}
          </Alert>
        )}
        {table}
        <Button
          variant="default"
          onClick={() => void dismissBulk(row)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('bulk.dismiss')}
        </Button>
      </Stack>
    </Paper>
  )
}
