// The month of the chosen day, per person (decisions 0227, 0228): days present, absent, late and on
// leave in the BS month, and the share of the group's marked days the person attended (present or
// late). The server's answer, kept on the device for offline use and read again once a save is sent.
import { Table, Text, Title } from '@mantine/core'
import { adToBs, bsToAd, daysInBsMonth } from '../../../common/bikram-sambat'
import { formatDate, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/attendance'
import { useSession } from '../../lib/session/session-store'
import { scopeOf } from '../../offline/scope'
import { useKeptRead } from '../../offline/use-kept-read'
import { TableScroller } from '../table/table-scroller'
import { statuses, type Person, type Roster, type Status } from './roster'

type Counts = Partial<Record<Roster['key'], number>> & Record<Status, number>
/** The server's counts per person from `from` to `to` (AD), and how many days were marked. */
export type MonthRead = (span: {
  from: string
  to: string
}) => Promise<{ days: number; rows: Counts[] } | undefined>

/** The BS month holding `day` (AD), as its first and last AD dates. */
export function bsMonthOf(day: string) {
  const { year, month } = adToBs(day)
  return {
    from: bsToAd({ year, month, day: 1 }),
    to: bsToAd({ year, month, day: daysInBsMonth(year, month) }),
  }
}

export function MonthSummary({
  roster,
  day,
  group,
  read,
  people,
  reads,
}: {
  roster: Roster
  day: string
  /** A key naming the group (as the day sheet's); null until it is known. */
  group: string | null
  read: MonthRead
  people: Person[]
  /** Changes when a save of the group's days has been sent. */
  reads: number
}) {
  const { user } = useSession()
  const { from, to } = bsMonthOf(day)
  const summary = useKeptRead(
    user && group ? `attendance-month:${roster.entity}:${scopeOf(user)}|${from}|${group}` : null,
    () => read({ from, to }),
    reads,
  )
  const byPerson = new Map((summary?.rows ?? []).map((r) => [r[roster.key], r]))
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
                  {statuses.map((s) => (
                    <Table.Th key={s} ta="right">
                      {t(`attendance.status.${s}`)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('attendance.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map(({ id, name }) => {
                  const row = byPerson.get(id)
                  const attended = (row?.present ?? 0) + (row?.late ?? 0)
                  return (
                    <Table.Tr key={id}>
                      <Table.Td>{name}</Table.Td>
                      {statuses.map((k) => (
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
