// Spec §2 `attendance` (decision 0227): a class's day, one row a student, each marked present,
// absent, late or on leave, saved as one sheet through the outbox (offline too). The class and day
// are in the URL; the students come from the device's register, the day's marks from the server's
// last answer kept on the device, under this device's saves not sent yet.
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMemo, useState } from 'react'
import { nepalToday } from '../../../../common/employee-rules'
import type { components } from '../../../../common/schema.gen'
import { api } from '../../../api/client'
import { BsDateInput } from '../../../components/entity-form/bs-date-input'
import { optionsOf } from '../../../components/entity-form/option-list'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { activeOf, text } from '../../../components/entity-view/list-rules'
import { fullName } from '../../../components/entity-view/person-fields'
import { useClassStudents } from '../../../components/register/use-class-students'
import { TableScroller } from '../../../components/table/table-scroller'
import { formatDate } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/attendance'
import { useSession } from '../../../lib/session/session-store'
import { queueBulk } from '../../../offline/edit-actions'
import { scopeOf } from '../../../offline/scope'
import { useKeptRead } from '../../../offline/use-kept-read'
import { useUnsentSaves } from '../../../offline/unsent-saves'
import { choiceOf, searchOf } from '../cards/card-search'
import { ClassChooser, classQuery, termKeyOf } from '../class-chooser'
import { studentView } from '../student-view'
import type { AttendanceSearch } from './attendance-search'
import { MonthSummary } from './month-summary'

type Status = components['schemas']['AttendanceStatus']
type Mark = components['schemas']['AttendanceMark']
const statuses: Status[] = ['present', 'absent', 'late', 'leave']

/**
 * The day's marks: the server's last answer kept on the device, this device's unsent saves over it;
 * read again when a save of the day has been sent. `termKey`: how the program counts its terms, once
 * the device's programs are read.
 */
function useDayMarks(search: AttendanceSearch, termKey: 'semester' | 'year' | undefined) {
  const { user } = useSession()
  const { date, programId, batchId, term, sectionId } = search
  const ready = !!user && !!date && !!programId && !!batchId && !!termKey
  const unsent = useUnsentSaves<{ rows?: Mark[] }>('attendance', { date })
  const saved = useKeptRead<components['schemas']['AttendanceSheet']>(
    ready ? `attendance:${scopeOf(user)}|${termKey}|${JSON.stringify(search)}` : null,
    async () =>
      (
        await api.GET('/Attendance', {
          params: {
            query: {
              date: date!,
              programId: programId!,
              batchId: batchId!,
              ...(term ? { [termKey!]: term } : {}),
              ...(sectionId ? { sectionId } : {}),
            },
          },
        })
      ).data,
    unsent.length,
  )
  return useMemo(() => {
    const marks = new Map<number, Status>((saved?.rows ?? []).map((r) => [r.studentId, r.status]))
    const waiting = new Set<number>()
    for (const body of unsent)
      for (const r of body.rows ?? []) {
        marks.set(r.studentId, r.status)
        waiting.add(r.studentId)
      }
    return { marks, waiting, sent: unsent.length }
  }, [saved, unsent])
}

export function AttendanceSheet({
  search,
  choose,
}: {
  search: AttendanceSearch
  choose: (search: AttendanceSearch) => void
}) {
  const { lists, lookup } = useOptionLists(studentView)
  const today = nepalToday()
  const day = search.date ?? today
  const choice = choiceOf(search)
  const termKey = termKeyOf(lookup, choice.programId)
  const chosen = !!search.programId && !!search.batchId
  const query = {
    ...classQuery(choice, lookup),
    ...(search.sectionId ? { sectionId: String(search.sectionId) } : {}),
  }
  const students = useClassStudents(query, chosen)
    .filter((row) => /^\d+$/.test(text(row.id)))
    .sort((a, b) => text(a.rollNo).localeCompare(text(b.rollNo), undefined, { numeric: true }))
  const termKnown = lookup('program', choice.programId) ? termKey : undefined
  const { marks, waiting, sent } = useDayMarks({ ...search, date: day }, termKnown)
  const [edits, setEdits] = useState(new Map<number, Status>())
  const statusOf = (id: number) => edits.get(id) ?? marks.get(id)
  const set = (id: number, status: Status) => setEdits(new Map(edits).set(id, status))
  const ids = students.map((s) => Number(s.id))
  const counts = Object.fromEntries(
    statuses.map((s) => [s, ids.filter((id) => statusOf(id) === s).length]),
  )
  const marked = ids.filter((id) => statusOf(id))
  const future = day > today
  const keep = (next: AttendanceSearch) => {
    setEdits(new Map())
    choose(next)
  }

  const save = async () => {
    const rows = marked.map((studentId) => ({ studentId, status: statusOf(studentId)! }))
    await queueBulk(
      'student',
      'attendance',
      { date: day, rows },
      t('attendance.saveLabel', { n: rows.length, date: formatDate(day) }),
    )
    setEdits(new Map())
    notifications.show({ color: 'green', message: t('attendance.saved') })
  }

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('attendance.title')}
      </Title>
      <Text c="dimmed">{t('attendance.explain')}</Text>
      <ClassChooser
        value={choice}
        onChange={(changes) =>
          keep({
            ...('programId' in changes ? searchOf(changes) : searchOf({ ...choice, ...changes })),
            ...(search.sectionId && !('programId' in changes)
              ? { sectionId: search.sectionId }
              : {}),
            date: day,
          })
        }
        lists={lists}
        lookup={lookup}
      />
      <Group align="flex-end">
        <Select
          label={t('attendance.section')}
          placeholder={t('attendance.allSections')}
          data={optionsOf(activeOf('section'), lists)}
          value={search.sectionId ? String(search.sectionId) : null}
          onChange={(v) => keep({ ...search, sectionId: v ? Number(v) : undefined, date: day })}
          clearable
          w={200}
        />
        <BsDateInput
          label={t('attendance.date')}
          value={day}
          onChange={(date) => date && keep({ ...search, date })}
          error={future ? t('attendance.future') : undefined}
        />
      </Group>
      {!chosen ? (
        <Text>{t('attendance.chooseClass')}</Text>
      ) : students.length === 0 ? (
        <Alert color="yellow">{t('attendance.noStudents')}</Alert>
      ) : (
        <>
          <Text aria-live="polite">
            {t('attendance.counts', { ...counts, unmarked: ids.length - marked.length })}
          </Text>
          <TableScroller minWidth={560}>
            <Table aria-label={t('attendance.title')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('attendance.rollNo')}</Table.Th>
                  <Table.Th>{t('attendance.name')}</Table.Th>
                  <Table.Th>{t('attendance.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((s) => {
                  const id = Number(s.id)
                  const name = fullName(s)
                  return (
                    <Table.Tr key={id}>
                      <Table.Td data-word>{text(s.rollNo)}</Table.Td>
                      <Table.Td>
                        {name}
                        {waiting.has(id) && !edits.has(id) && (
                          <Text size="xs" c="dimmed">
                            {t('attendance.waiting')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <SegmentedControl
                          aria-label={t('attendance.statusOf', { name })}
                          value={statusOf(id) ?? ''}
                          onChange={(v) => set(id, v as Status)}
                          data={statuses.map((value) => ({
                            value,
                            label: t(`attendance.status.${value}`),
                          }))}
                          disabled={future}
                        />
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <Group>
            <Button
              variant="default"
              disabled={future}
              onClick={() =>
                setEdits(
                  new Map([
                    ...edits,
                    ...ids.filter((id) => !statusOf(id)).map((id) => [id, 'present'] as const),
                  ]),
                )
              }
            >
              {t('attendance.allPresent')}
            </Button>
            <Button disabled={future || marked.length === 0} onClick={() => void save()}>
              {t('attendance.save')}
            </Button>
          </Group>
          <MonthSummary
            day={day}
            query={
              termKnown && {
                programId: search.programId!,
                batchId: search.batchId!,
                ...(search.term ? { [termKnown]: search.term } : {}),
                ...(search.sectionId ? { sectionId: search.sectionId } : {}),
              }
            }
            students={students}
            reads={sent}
          />
        </>
      )}
    </Stack>
  )
}
