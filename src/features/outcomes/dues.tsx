// What a student owes (decision 0322), read from the server when online: shown on the receipt form
// (what to collect) and on the graduation form (a graduation waits until nothing is due). Offline
// the forms are offered and the server's refusal, if any, comes back on /sync.
import { Paper, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../common/schema.gen'
import { api } from '../../api/client'
import { TableScroller } from '../../components/table/table-scroller'
import { t } from '../../lib/i18n/outcomes'
import { useOnline } from '../../offline/use-online'
import { formatRupees } from '../../lib/format/local'

type Dues = components['schemas']['StudentDues']

/** The student's dues (`null`: not asked, as for a student not yet synced). */
export function useDues(studentId: number | null) {
  const online = useOnline() === true
  return useQuery({
    queryKey: ['/Student/{id}/Dues', studentId],
    enabled: studentId !== null && online,
    queryFn: async () =>
      (await api.GET('/Student/{id}/Dues', { params: { path: { id: studentId! } } })).data!,
  })
}

/** Each fee charged, paid and due, with the totals, under `title` (why it is shown). */
export function DuesTable({ dues, title }: { dues: Dues; title: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Text fw={600} c={dues.due > 0 ? 'orange.9' : undefined} mb="xs">
        {title}
      </Text>
      {dues.lines.length === 0 ? (
        <Text size="sm">{t('dues.none')}</Text>
      ) : (
        <TableScroller minWidth={360}>
          <Table aria-label={t('dues.label')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('receipt.feeType')}</Table.Th>
                <Table.Th ta="right">{t('dues.charged')}</Table.Th>
                <Table.Th ta="right">{t('dues.paid')}</Table.Th>
                <Table.Th ta="right">{t('dues.due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dues.lines.map((line) => (
                <Table.Tr key={line.feeTypeId}>
                  <Table.Td>{line.feeTypeName}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.charged)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.paid)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(line.due)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={600}>
                <Table.Td>{t('dues.total')}</Table.Td>
                <Table.Td ta="right">{formatRupees(dues.charged)}</Table.Td>
                <Table.Td ta="right">{formatRupees(dues.paid)}</Table.Td>
                <Table.Td ta="right">{formatRupees(dues.due)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  )
}
