import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { formatDate, formatRupees } from '../../lib/format/local'
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
        <SpaLink href={receiptPaths.detail(receiptKey)} go={go} standalone>
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
  return (
    <>
      {row.cancelled === true && (
        <Alert color="red" title={t('receipt.state.cancelled')}>
          {t('receipt.cancelledBecause', { reason: text(row.cancelledReason) })}
        </Alert>
      )}
      <ReceiptSheet
        title={t('receipt.paperTitle')}
        payer={row}
        lookup={lookup}
        receiptNo={text(row.receiptNo)}
        paidOn={text(row.paidOn)}
        fee={text(lookup('feeType', row.feeTypeId)?.feeTypeName)}
        amount={row.amount}
        remarks={text(row.remarks)}
      />
    </>
  )
}

/**
 * A receipt on paper: the campus, the title, the number and the day paid (when known), who paid
 * (a row carrying the student's names, numbers and program), the fee and its amount, and a line
 * to sign. A receipt of the register and a graduation's fee receipt print the same way.
 */
export function ReceiptSheet({
  title,
  payer,
  lookup,
  receiptNo,
  paidOn,
  fee,
  amount,
  remarks,
}: {
  title: string
  payer: Json
  lookup: Lookup
  receiptNo: string
  paidOn?: string
  fee: string
  amount: unknown
  remarks?: string
}) {
  return (
    <Paper withBorder p="xl" component="article" aria-label={title}>
      <Stack gap="md">
        <Title order={2} ta="center" size="h3">
          {text(lookup('campusOption', payer.campusId)?.campusName)}
        </Title>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Group justify="space-between">
          <Text>{t('receipt.numbered', { receiptNo: receiptNo || '–' })}</Text>
          {paidOn && (
            <Text>{t('receipt.paidOnDate', { bs: formatDate(paidOn), ad: `AD ${paidOn}` })}</Text>
          )}
        </Group>
        <Text>
          {t('receipt.receivedFrom', {
            name: [fullName(payer), text(payer.nameNe)].filter(Boolean).join(' / '),
            registrationNo: text(payer.registrationNo) || '–',
            program: programNameOf(payer, lookup),
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
              <Table.Td>{fee}</Table.Td>
              <Table.Td ta="right">{formatRupees(amount)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {remarks && <Text size="sm">{remarks}</Text>}
        <Text ta="right" mt="xl">
          ____________________
          <br />
          {t('receipt.signature')}
        </Text>
      </Stack>
    </Paper>
  )
}
