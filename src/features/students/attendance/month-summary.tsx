// The month of the chosen day, per student (decision 0227): days present, absent, late and on leave
// in the BS month, and the share of the class's marked days the student attended (present or late).
// The server's answer, kept on the device for offline use and read again once a save is sent.
import { Table, Text, Title } from '@mantine/core'
import { adToBs, bsToAd, daysInBsMonth } from '../../../../common/bikram-sambat'
import type { components } from '../../../../common/schema.gen'
import { api } from '../../../api/client'
import { text } from '../../../components/entity-view/list-rules'
import { fullName } from '../../../components/entity-view/person-fields'
import { TableScroller } from '../../../components/table/table-scroller'
import { formatDate, formatNumber } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/attendance'
import { useSession } from '../../../lib/session/session-store'
import type { Json } from '../../../offline/db'
import { scopeOf } from '../../../offline/scope'
import { useKeptRead } from '../../../offline/use-kept-read'

type Summary = components['schemas']['AttendanceSummary']
type ClassQuery = {
  programId: number
  batchId: number
  semester?: number
  year?: number
  sectionId?: number
}

/** The BS month holding `day` (AD), as its first and last AD dates. */
export function bsMonthOf(day: string) {
  const { year, month } = adToBs(day)
  return {
    from: bsToAd({ year, month, day: 1 }),
    to: bsToAd({ year, month, day: daysInBsMonth(year, month) }),
  }
}

export function MonthSummary({
  day,
  query,
  students,
  reads,
}: {
  day: string
  /** The class; undefined until its term is known. */
  query: ClassQuery | undefined
  students: Json[]
  /** Changes when a save of the class's days has been sent. */
  reads: number
}) {
  const { user } = useSession()
  const { from, to } = bsMonthOf(day)
  const summary = useKeptRead<Summary>(
    user && query ? `attendance-month:${scopeOf(user)}|${from}|${JSON.stringify(query)}` : null,
    async () =>
      (await api.GET('/Attendance/Summary', { params: { query: { ...query!, from, to } } })).data,
    reads,
  )
  const byStudent = new Map((summary?.rows ?? []).map((r) => [r.studentId, r]))
  const title = t('attendance.month', { from: formatDate(from), to: formatDate(to) })
  return (
    <section aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {!summary?.days ? (
        <Text size="sm">{t('attendance.monthNone')}</Text>
      ) : (
        <>
          <Text size="sm">{t('attendance.monthDays', { n: summary.days })}</Text>
          <TableScroller minWidth={560}>
            <Table aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('attendance.name')}</Table.Th>
                  {(['present', 'absent', 'late', 'leave'] as const).map((s) => (
                    <Table.Th key={s} ta="right">
                      {t(`attendance.status.${s}`)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('attendance.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((s) => {
                  const row = byStudent.get(Number(s.id))
                  const attended = (row?.present ?? 0) + (row?.late ?? 0)
                  return (
                    <Table.Tr key={text(s.id)}>
                      <Table.Td>{fullName(s)}</Table.Td>
                      {(['present', 'absent', 'late', 'leave'] as const).map((k) => (
                        <Table.Td key={k} ta="right">
                          {formatNumber(row?.[k] ?? 0)}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">
                        {formatNumber(Math.round((attended / summary.days) * 100))}%
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </TableScroller>
        </>
      )}
    </section>
  )
}
