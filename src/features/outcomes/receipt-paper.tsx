import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { formatDate, formatRupees, inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'
import { receiptPaths } from './outcome-paths'
import { PrintableRecord } from './printable-record'

const receiptLists = ['program', 'feeType', 'campusOption'] as const

/**
 * Spec §2 `receipt-details/{id}`: a receipt printed for the student, with the number the server
 * gave it (campus, fiscal year, serial), the day paid in BS and AD, the fee and the amount.
 */
export function ReceiptPaper({ receiptKey, go }: { receiptKey: string; go: Go }) {
  const lookup = useLookup(useCachedLists(receiptLists))
  return (
    <PrintableRecord
      entity="receipt"
      recordKey={receiptKey}
      title={t('receipt.paperTitle')}
      back={
        <SpaLink href={receiptPaths.detail(receiptKey)} go={go}>
          {t('receipt.backToReceipt')}
        </SpaLink>
      }
      notSynced={t('receipt.notSynced')}
      notFound={t('receipt.notFound')}
    >
      {(row) => <ReceiptBody row={row} lookup={lookup} />}
    </PrintableRecord>
  )
}

function ReceiptBody({ row, lookup }: { row: Json; lookup: Lookup }) {
  const paidOn = text(row.paidOn)
  return (
    <>
      {row.cancelled === true && (
        <Alert color="red" title={t('receipt.state.cancelled')}>
          {t('receipt.cancelledBecause', { reason: text(row.cancelledReason) })}
        </Alert>
      )}
      <Paper withBorder p="xl" component="article" aria-labelledby="receipt-title">
        <Stack gap="md">
          <Title order={2} ta="center" size="h3">
            {text(lookup('campusOption', row.campusId)?.campusName)}
          </Title>
          <Title order={1} size="h2" ta="center" id="receipt-title">
            {t('receipt.paperTitle')}
          </Title>
          <Group justify="space-between">
            <Text>{t('receipt.numbered', { receiptNo: inLocalDigits(text(row.receiptNo)) })}</Text>
            <Text>{t('receipt.paidOnDate', { bs: formatDate(paidOn), ad: `AD ${paidOn}` })}</Text>
          </Group>
          <Text>
            {t('receipt.receivedFrom', {
              name: [fullName(row), text(row.nameNe)].filter(Boolean).join(' / '),
              registrationNo: text(row.registrationNo) || '–',
              program: programNameOf(row, lookup),
            })}
          </Text>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receipt.feeType')}</Table.Th>
                <Table.Th ta="right">{t('receipt.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{text(lookup('feeType', row.feeTypeId)?.feeTypeName)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.amount)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {text(row.remarks) && <Text size="sm">{text(row.remarks)}</Text>}
          <Text ta="right" mt="xl">
            ____________________
            <br />
            {t('receipt.signature')}
          </Text>
        </Stack>
      </Paper>
    </>
  )
}
