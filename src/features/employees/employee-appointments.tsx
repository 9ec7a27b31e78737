// Below an employee's details (decision 0323): the sign-in account given to them, and the person's
// appointment history: this appointment and their appointments at other employers (the same
// citizenship number and birth), which the staff summaries count as one head.
import { Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Lookup } from '../../components/entity-view/entity-view'
import { wordOf } from '../../components/entity-view/person-options'
import { TableScroller } from '../../components/table/table-scroller'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/employees'
import type { Json } from '../../offline/db'
import { appointmentTypes, employerName, statuses } from './employee-view'
import { nameOf } from '../../components/entity-view/list-rules'
import { LocalDate } from '../../components/dates/local-date'

type Appointment = {
  employer: string | null
  post: string | null
  fte: number
  status: string
  appointmentType: string
  joinedOn: string
  statusChangedOn: string | null
}
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
  const others = (row.otherAppointments ?? []) as Appointment[]
  const own: Appointment & { own: true } = {
    own: true,
    employer: employerName(row, lookup),
    post: nameOf('employeePosition', 'postId')(row, lookup) || null,
    fte: Number(row.fte ?? 1),
    status: String(row.status),
    appointmentType: String(row.appointmentType),
    joinedOn: String(row.joinedOn),
    statusChangedOn: (row.statusChangedOn as string | null) ?? null,
  }
  const history = [own, ...others].sort((a, b) => a.joinedOn.localeCompare(b.joinedOn))
  return (
    <Paper withBorder p="md" component="section" aria-label={t('employee.appointments')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('employee.appointments')}
        </Title>
        <Text>
          {t('employee.account')}: {accountWords(row.account as Account | null)}
        </Text>
        <Text size="sm">
          {!row.citizenshipNo
            ? t('employee.noCitizenship')
            : others.length === 0
              ? t('employee.noOtherAppointments')
              : t('employee.otherAppointmentsNote')}
        </Text>
        <TableScroller minWidth={640}>
          <Table aria-label={t('employee.appointments')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employee.employer')}</Table.Th>
                <Table.Th>{t('employee.post')}</Table.Th>
                <Table.Th>{t('employee.appointmentType')}</Table.Th>
                <Table.Th ta="right">{t('employee.fte')}</Table.Th>
                <Table.Th>{t('employee.joinedOn')}</Table.Th>
                <Table.Th>{t('employee.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((a, i) => (
                <Table.Tr key={i} fw={'own' in a ? 600 : undefined}>
                  <Table.Td translate="no">{a.employer ?? t('employee.commission')}</Table.Td>
                  <Table.Td translate="no">{a.post}</Table.Td>
                  <Table.Td>{wordOf(appointmentTypes)(a.appointmentType)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(a.fte)}</Table.Td>
                  <Table.Td>
                    <LocalDate value={a.joinedOn} />
                  </Table.Td>
                  <Table.Td>
                    {wordOf(statuses)(a.status)}
                    {a.statusChangedOn && (
                      <>
                        {' '}
                        (<LocalDate value={a.statusChangedOn} />)
                      </>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Stack>
    </Paper>
  )
}
