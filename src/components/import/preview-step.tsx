import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import type { ExistingRecords } from './import-spec'
import type { Outcome, Plan } from './plan-import'
import { TableScroller } from '../table/table-scroller'

/** Errors listed on the page; the error workbook has them all. */
const SHOWN = 200

export type CommitMode = 'valid' | 'all'

type Props = {
  plan: Plan
  source: ExistingRecords['source']
  deviceCount: number
  /** "Date of Birth: Bikram Sambat (BS)" for each date column. */
  calendars: string[]
  onErrorWorkbook: () => void
  onCommit: (mode: CommitMode) => void
  onBack: () => void
  onOtherFile: () => void
}

const outcomes: Outcome[] = ['new', 'changed', 'unchanged', 'invalid', 'refused']

function SourceNote({ source, n }: { source: ExistingRecords['source']; n: number }) {
  const count = formatNumber(n)
  if (source === 'server') return <Text size="sm">{t('import.comparedServer')}</Text>
  if (source === 'device') return <Text size="sm">{t('import.comparedDevice', { n: count })}</Text>
  return <Alert color="yellow">{t('import.comparedOffline', { n: count })}</Alert>
}

/**
 * Step 3, before anything is written: the counts of new, changed, unchanged and invalid rows (and
 * of those the user may not write, when any: decision 0417), each such row's column and message,
 * the error workbook, and what to import.
 */
export function PreviewStep(props: Props) {
  const { plan } = props
  const [mode, setMode] = useState<CommitMode>('valid')
  const toSend = plan.counts.new + plan.counts.changed
  const left = plan.counts.invalid + plan.counts.refused
  const blocked = mode === 'all' && left > 0
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} role="list" aria-label={t('import.counts')}>
        {outcomes
          // Not permitted: only when the user's role may not write some rows.
          .filter((o) => o !== 'refused' || plan.counts.refused > 0)
          .map((o) => (
            <Paper key={o} withBorder p="sm" role="listitem" aria-label={t(`import.count.${o}`)}>
              <Text size="xl" fw={700}>
                {formatNumber(plan.counts[o])}
              </Text>
              <Text size="sm">{t(`import.count.${o}`)}</Text>
            </Paper>
          ))}
      </SimpleGrid>
      <SourceNote source={props.source} n={props.deviceCount} />
      {props.calendars.length > 0 && (
        <Text size="sm">{t('import.calendars', { list: props.calendars.join('; ') })}</Text>
      )}
      {plan.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('import.errors')}
          </Title>
          <TableScroller minWidth={560}>
            <Table striped withTableBorder aria-label={t('import.errors')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.error.row')}</Table.Th>
                  <Table.Th>{t('import.error.column')}</Table.Th>
                  <Table.Th>{t('import.error.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.errors.slice(0, SHOWN).map((e, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{formatNumber(e.n)}</Table.Td>
                    <Table.Td>{e.column || t('import.error.wholeRow')}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          {plan.errors.length > SHOWN && (
            <Text size="sm">
              {t('import.error.more', { n: formatNumber(plan.errors.length - SHOWN) })}
            </Text>
          )}
          <Group>
            <Button variant="default" onClick={props.onErrorWorkbook}>
              {t('import.errorWorkbook')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('import.errorWorkbookHint')}
          </Text>
        </Stack>
      )}
      <Radio.Group
        label={t('import.mode')}
        value={mode}
        onChange={(value) => setMode(value === 'all' ? 'all' : 'valid')}
      >
        <Stack gap={4} mt={4}>
          <Radio value="valid" label={t('import.mode.valid')} />
          <Radio value="all" label={t('import.mode.all')} />
        </Stack>
      </Radio.Group>
      {blocked && <Alert color="red">{t('import.mode.blocked', { n: formatNumber(left) })}</Alert>}
      {toSend === 0 && <Alert color="blue">{t('import.nothingToSend')}</Alert>}
      <Group>
        <Button disabled={blocked || toSend === 0} onClick={() => props.onCommit(mode)}>
          {t('import.commit', { n: formatNumber(toSend) })}
        </Button>
        <Button variant="default" onClick={props.onBack}>
          {t('import.back')}
        </Button>
        <Button variant="default" onClick={props.onOtherFile}>
          {t('import.otherFile')}
        </Button>
      </Group>
    </Stack>
  )
}
