// A group's day of attendance (decisions 0227, 0228): one row a person, each marked present,
// absent, late or on leave, saved as one sheet through the outbox (offline too), with the BS month
// of the day under it. The screens choose the group (a class, a campus's staff) and its people;
// the sheet reads the day's marks, the server's last answer kept on the device, under this device's
// saves not sent yet.
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { usePhoneWidth } from '../use-phone-width'
import { notifications } from '@mantine/notifications'
import { useId, useMemo } from 'react'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/attendance'
import { useSession } from '../../lib/session/session-store'
import { queueBulk } from '../../offline/edit-actions'
import { scopeOf } from '../../offline/scope'
import { useKeptRead } from '../../offline/use-kept-read'
import { useQueuedSaves, type QueuedSave } from '../../offline/unsent-saves'
import { draftName } from '../../offline/form-drafts'
import { useMarksDraft } from './use-marks-draft'
import { dismissBulk } from '../../offline/resolve-actions'
import { keptName, refusedRows } from '../../offline/refused-rows'
import { problemWords } from '../../lib/i18n/problem-text'
import { BsDateInput } from '../entity-form/bs-date-input'
import { TableScroller } from '../table/table-scroller'
import { softDisabled } from '../soft-disabled'
import { MonthSummary, type MonthRead } from './month-summary'
import { mayMark, statuses, type Person, type Roster, type Status } from './roster'
import { orderKeys } from '../../offline/order-keys'

type Mark = Partial<Record<Roster['key'], number>> & { status: Status; filled?: boolean }
type DayRead = () => Promise<{ rows: Mark[] } | undefined>

/**
 * The day's marks: the server's last answer kept on the device (under `group`, a key naming the
 * group; null while unknown), this device's unsent saves over it; read again once one is sent.
 */
function useDayMarks(roster: Roster, day: string, group: string | null, read: DayRead) {
  const { user } = useSession()
  const queued = useQueuedSaves<{ rows?: Mark[] }>(roster.entity, 'attendance', { date: day })
  const unsent = queued.waiting
  const saved = useKeptRead(
    user && group ? `attendance:${roster.entity}:${scopeOf(user)}|${day}|${group}` : null,
    read,
    unsent.length,
  )
  return useMemo(() => {
    const marks = new Map<number, Status>()
    const waiting = new Set<number>()
    const put = (rows: Mark[] | undefined, unsentRows: boolean) => {
      for (const r of rows ?? []) {
        const id = r[roster.key]
        if (id === undefined) continue
        marks.set(id, r.status)
        if (unsentRows) waiting.add(id)
      }
    }
    put(saved?.rows, false)
    for (const body of unsent) put(body.rows, true)
    return { marks, waiting, sent: unsent.length, refused: queued.refused }
  }, [saved, unsent, queued.refused, roster.key])
}

/**
 * The sheet of `people` on `day`. Give it a `key` naming the group and day, so a change of either
 * drops the marks not saved yet.
 */
export function DaySheet({
  roster,
  people,
  codeLabel,
  empty,
  day,
  future,
  group,
  readDay,
  readMonth,
}: {
  roster: Roster
  people: Person[]
  /** The heading of the people's code column (roll number, employee code). */
  codeLabel: string
  /** Said when the group has nobody on this device. */
  empty: string
  day: string
  future: boolean
  /** A key naming the group, for the answers kept on the device; null until it is known. */
  group: string | null
  readDay: DayRead
  readMonth: MonthRead
}) {
  const { marks, waiting, sent, refused } = useDayMarks(roster, day, group, readDay)
  const { user } = useSession()
  // A reader (the commission over a campus's classes) sees the marks, with nothing to change.
  const reader = !mayMark(roster, user)
  // The marks given and not saved, kept on the device as a draft of the group's day. Those given by
  // "Mark the others present", not one by one, are `filled`: sent so, the server writes them only
  // where the day has no mark yet (another device's deliberate mark stays).
  const { edits, filled, restored, change } = useMarksDraft(
    group && draftName(roster.entity, `attendance:${day}:${group}`),
  )
  const statusOf = (id: number) => edits.get(id) ?? marks.get(id)
  const ids = people.map((p) => p.id)
  const counts = Object.fromEntries(
    statuses.map((s) => [s, ids.filter((id) => statusOf(id) === s).length]),
  )
  const marked = ids.filter((id) => statusOf(id))
  // On a phone the four choices do not fit beside a name: each person is a card, the choices
  // across its width under the name, and nothing scrolls sideways.
  const narrow = usePhoneWidth()
  const idBase = useId()

  if (people.length === 0) return <Alert color="yellow">{empty}</Alert>

  const waitingNote = (id: number) =>
    waiting.has(id) &&
    !edits.has(id) && (
      <Text size="xs" c="dimmed">
        {t('attendance.waiting')}
      </Text>
    )
  // On a phone's card the person's name above the choices names them (a name is a record's, not
  // words to translate, so not inside a translated label); in the table, the label says whose.
  const nameId = (id: number) => `${idBase}-name-${id}`
  const choices = (id: number, name: string) => (
    <SegmentedControl
      {...(narrow
        ? { 'aria-labelledby': nameId(id) }
        : { 'aria-label': t('attendance.statusOf', { name }) })}
      fullWidth={narrow}
      value={statusOf(id) ?? ''}
      onChange={(v) => {
        change({
          edits: new Map(edits).set(id, v as Status),
          filled: new Set([...filled].filter((other) => other !== id)),
        })
      }}
      data={statuses.map((value) => ({
        value,
        label: t(`attendance.status.${value}`),
      }))}
      disabled={future || reader}
    />
  )

  // A save the server refused (a student left the class meanwhile): its marks come back onto the
  // sheet as changes not saved, for those still on it, and the refused save leaves /sync. Nothing
  // typed is lost, and the next save sends the others.
  const takeBack = async ({ body, row }: QueuedSave<{ rows?: Mark[] }>) => {
    const onSheet = new Set(ids)
    const next = new Map(edits)
    const nextFilled = new Set(filled)
    for (const r of body.rows ?? []) {
      const id = r[roster.key]
      if (id === undefined || !onSheet.has(id) || next.has(id)) continue
      next.set(id, r.status)
      if (r.filled) nextFilled.add(id)
    }
    change({ edits: next, filled: nextFilled })
    await dismissBulk(row)
  }
  // Whom the refusal names ("rows.2.studentId"): by the name on the sheet, else by the one the save
  // kept (a student who left the class is on the sheet no more, nor perhaps on the device).
  const namedBy = ({ row }: QueuedSave<{ rows?: Mark[] }>) =>
    refusedRows(row).map(
      ({ key }) =>
        people.find((p) => String(p.id) === key)?.name ?? keptName(row, key) ?? `#${key}`,
    )

  // What this person changed, not the day's marks already saved: a save from another device since
  // is kept where this one did not change it.
  const save = async () => {
    const rows = [...edits].map(([id, status]) => ({
      [roster.key]: id,
      status,
      ...(filled.has(id) && { filled: true }),
    }))
    // Each person's name goes with the save, so a refusal names one who has left the group since.
    const names = Object.fromEntries(
      people.filter((p) => edits.has(p.id)).map((p) => [String(p.id), p.name]),
    )
    await queueBulk(
      roster.entity,
      'attendance',
      { date: day, rows },
      t(`attendance.saveLabel.${roster.who}`, { n: rows.length, date: formatDate(day) }),
      // The day's saves go in the order made: a save retried is not overtaken by its correction.
      orderKeys.attendance(day),
      names,
    )
    change({ edits: new Map(), filled: new Set() })
    notifications.show({ color: 'green', message: t('attendance.saved') })
  }

  return (
    <>
      {refused.map((save) => {
        const names = namedBy(save)
        return (
          <Alert key={save.row.opId} color="red" title={t('attendance.refused')}>
            <Stack gap={4} align="flex-start">
              {save.row.lastProblem && <Text size="sm">{problemWords(save.row.lastProblem)}</Text>}
              {names.length > 0 && (
                <Text size="sm">{t('attendance.refusedNames', { names: names.join(', ') })}</Text>
              )}
              {!reader && (
                <>
                  <Text size="sm">{t('attendance.takeBackHint')}</Text>
                  <Button variant="default" onClick={() => void takeBack(save)}>
                    {t('attendance.takeBack')}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        )
      })}
      {restored && <Alert color="blue">{t('attendance.restored')}</Alert>}
      <Text aria-live="polite">
        {t('attendance.counts', { ...counts, unmarked: ids.length - marked.length })}
      </Text>
      {narrow ? (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('attendance.title')}>
          {people.map(({ id, code, name }) => (
            <Paper component="li" withBorder p="xs" key={id} style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
                <Text fw={500} id={nameId(id)} translate="no">
                  {name}
                </Text>
                <Text size="sm" c="dimmed" data-word>
                  {code}
                </Text>
              </Group>
              {waitingNote(id)}
              {choices(id, name)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableScroller minWidth={560}>
          <Table aria-label={t('attendance.title')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{codeLabel}</Table.Th>
                <Table.Th>{t('attendance.name')}</Table.Th>
                <Table.Th>{t('attendance.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map(({ id, code, name }) => (
                <Table.Tr key={id}>
                  <Table.Td data-word>{code}</Table.Td>
                  <Table.Td>
                    {name}
                    {waitingNote(id)}
                  </Table.Td>
                  <Table.Td>{choices(id, name)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {!reader && (
        <Group>
          <Button
            variant="default"
            disabled={future}
            onClick={() => {
              const others = ids.filter((id) => !statusOf(id))
              change({
                edits: new Map([...edits, ...others.map((id) => [id, 'present'] as const)]),
                filled: new Set([...filled, ...others]),
              })
            }}
          >
            {t('attendance.allPresent')}
          </Button>
          <Button {...softDisabled(future || edits.size === 0, () => void save())}>
            {t('attendance.save')}
          </Button>
        </Group>
      )}
      <MonthSummary
        roster={roster}
        day={day}
        group={group}
        read={readMonth}
        people={people}
        reads={sent}
      />
    </>
  )
}

/** The day a sheet marks, in BS; a day in the future is refused here as on the server. */
export function DayInput({
  day,
  future,
  onChange,
}: {
  day: string
  future: boolean
  onChange: (date: string) => void
}) {
  return (
    <BsDateInput
      label={t('attendance.date')}
      value={day}
      onChange={(date) => date && onChange(date)}
      error={future ? t('attendance.future') : undefined}
    />
  )
}
