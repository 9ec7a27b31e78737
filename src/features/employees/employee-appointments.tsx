// Below an employee's details (decision 0323): who employs them, the sign-in account given to them,
// and the same person's appointments at other employers, which the staff summaries count as one head.
import { Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Lookup } from '../../components/entity-view/entity-view'
import { wordOf } from '../../components/entity-view/person-options'
import { TableScroller } from '../../components/table/table-scroller'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/employees'
import type { Json } from '../../offline/db'
import { appointmentTypes, employerName, statuses } from './employee-view'

type Other = { employer: string | null; fte: number; status: string; appointmentType: string }
type Account = { email: string; role: string; status: boolean; mustSetPassword: boolean }

/** An account as a line: its e-mail and role, and whether it is yet to be set up or disabled. */
export function accountWords(account: Account | null | undefined) {
  if (!account) return t('employee.noAccount')
  const words = { email: account.email, role: account.role }
  if (!account.status) return t('employee.accountDisabled', words)
  return account.mustSetPassword
    ? t('employee.accountPending', words)
    : t('employee.accountActive', words)
}

export function EmployeeAppointments({ row, lookup }: { row: Json; lookup: Lookup }) {
  const others = (row.otherAppointments ?? []) as Other[]
  return (
    <Paper withBorder p="md" component="section" aria-label={t('employee.appointments')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('employee.appointments')}
        </Title>
        <Text>
          {t('employee.employer')}: <span translate="no">{employerName(row, lookup)}</span>
        </Text>
        <Text>
          {t('employee.account')}: {accountWords(row.account as Account | null)}
        </Text>
        <Text fw={600}>{t('employee.otherAppointments')}</Text>
        {!row.citizenshipNo ? (
          <Text size="sm">{t('employee.noCitizenship')}</Text>
        ) : others.length === 0 ? (
          <Text size="sm">{t('employee.noOtherAppointments')}</Text>
        ) : (
          <>
            <Text size="sm">{t('employee.otherAppointmentsNote')}</Text>
            <TableScroller minWidth={420}>
              <Table aria-label={t('employee.otherAppointments')} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('employee.employer')}</Table.Th>
                    <Table.Th>{t('employee.appointmentType')}</Table.Th>
                    <Table.Th ta="right">{t('employee.fte')}</Table.Th>
                    <Table.Th>{t('employee.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {others.map((other, i) => (
                    <Table.Tr key={i}>
                      <Table.Td translate="no">
                        {other.employer ?? t('employee.commission')}
                      </Table.Td>
                      <Table.Td>{wordOf(appointmentTypes)(other.appointmentType)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(other.fte)}</Table.Td>
                      <Table.Td>{wordOf(statuses)(other.status)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          </>
        )}
      </Stack>
    </Paper>
  )
}
