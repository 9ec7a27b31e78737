// Upgrade's Undo on any device (decision 0361): the campus's promotions of the last day that are not
// undone, as the server lists them (kept on the device for offline), each with Undo through the
// outbox. The server decides whether it may still be undone (a student changed since refuses it,
// and /sync says why).
import { Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId, useRef, useState } from 'react'
import { api } from '../../api/client'
import { TableScroller } from '../../components/table/table-scroller'
import { formatDateTime, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/students'
import { useSession } from '../../lib/session/session-store'
import { queueBulk } from '../../offline/edit-actions'
import { scopeOf } from '../../offline/scope'
import { useKeptRead } from '../../offline/use-kept-read'
import { useOutbox } from '../../offline/use-cached-list'
import { orderKeys } from '../../offline/order-keys'

export function RecentPromotions() {
  const { user } = useSession()
  const headingId = useId()
  // Undo gives way to "waiting" in its row: focus goes to the list's heading, not the page's start.
  const heading = useRef<HTMLHeadingElement>(null)
  // Once an undo is asked here, the list stays (saying nothing is left) after its last row goes:
  // removed, it would take the focused heading with it, and focus would fall to the page's start.
  const [undone, setUndone] = useState(false)
  // This device's promotions and undos in the outbox: the list is read again whenever one leaves
  // it (sent); an undo still to send is shown as waiting, one the server refused is not (/sync
  // says why, and Undo is offered again).
  const queued = (useOutbox() ?? []).filter(
    (row) =>
      row.entity === 'student' &&
      (row.payload.kind === 'promote' || row.payload.kind === 'undoPromotion'),
  )
  const recent = useKeptRead(
    user ? `promotions:${scopeOf(user)}` : null,
    async () => (await api.GET('/Student/Promote')).data,
    queued.length,
  )
  const waiting = new Set(
    queued
      .filter((row) => row.payload.kind === 'undoPromotion' && row.status === 'pending')
      .map((row) => Number((row.payload.body as { promotionId?: unknown }).promotionId)),
  )
  const items = (recent?.items ?? []).filter((p) => Date.parse(p.undoableUntil) > Date.now())
  if (items.length === 0 && !undone) return null
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
        {t('upgrade.recent')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('upgrade.recentHint')}
      </Text>
      {items.length === 0 ? (
        <Text>{t('upgrade.nothingLeft')}</Text>
      ) : (
        <TableScroller minWidth={560}>
          <Table aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('upgrade.recentWhen')}</Table.Th>
                <Table.Th>{t('upgrade.recentBy')}</Table.Th>
                <Table.Th>{t('upgrade.recentStudents')}</Table.Th>
                <Table.Th>{t('upgrade.recentPrograms')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('upgrade.recentAction')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((p) => {
                const time = formatDateTime(p.createdAt)
                const label = t('upgrade.label', { n: p.students })
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{time}</Table.Td>
                    <Table.Td>{p.createdBy ?? '—'}</Table.Td>
                    <Table.Td>{formatNumber(p.students)}</Table.Td>
                    <Table.Td>{p.programs.join(', ')}</Table.Td>
                    <Table.Td>
                      {waiting.has(p.id) ? (
                        <Text size="sm">{t('upgrade.undoWaiting')}</Text>
                      ) : (
                        <Button
                          variant="default"
                          size="xs"
                          aria-label={t('upgrade.undoOf', { label, time })}
                          onClick={() => {
                            heading.current?.focus()
                            setUndone(true)
                            void queueBulk(
                              'student',
                              'undoPromotion',
                              { promotionId: p.id },
                              t('upgrade.undoLabel', { label }),
                              // After promotions still queued: an undo retried is not overtaken.
                              orderKeys.promotions,
                            )
                          }}
                        >
                          {t('upgrade.undo')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  )
}
