// Spec §2 `attendance` (decision 0227): a class's day, one row a student, on the sheet every group's
// attendance uses (components/attendance). The class and day are in the URL; the class's students
// a day marks (active or on leave) come from the device's register, in roll order.
import { Group, Select, Stack, Text, Title } from '@mantine/core'
import { markableStudentStatuses } from '../../../../common/attendance-rules'
import { nepalToday } from '../../../../common/employee-rules'
import { api } from '../../../api/client'
import { DayInput, DaySheet } from '../../../components/attendance/day-sheet'
import { mayMark, peopleOf, type Roster } from '../../../components/attendance/roster'
import { optionsOf } from '../../../components/entity-form/option-list'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { classPart } from '../../../components/entity-view/list-rules'
import { useSession } from '../../../lib/session/session-store'
import { groupEmpty } from '../../../components/register/group-empty'
import { useRegisterRows } from '../../../components/register/use-register-rows'
import { t } from '../../../lib/i18n/attendance'
import { choiceOf, searchOf } from '../cards/card-search'
import { ClassChooser, classKnown, classQuery, termKeyOf } from '../class-chooser'
import { studentView } from '../student-view'
import type { AttendanceSearch } from './attendance-search'

const roster: Roster = {
  entity: 'student',
  key: 'studentId',
  who: 'students',
  save: 'saveAttendance',
}

export function AttendanceSheet({
  search,
  choose,
}: {
  search: AttendanceSearch
  choose: (search: AttendanceSearch) => void
}) {
  const { user } = useSession()
  const { lists, lookup } = useOptionLists(studentView)
  const today = nepalToday()
  const day = search.date ?? today
  const choice = choiceOf(search)
  const termKey = termKeyOf(lookup, choice.programId)
  const chosen = !!search.programId && !!search.batchId
  // The whole class, whatever their standing, kept to those a day marks (on leave too).
  const query = {
    ...classQuery(choice, lookup, true),
    ...(search.sectionId ? { sectionId: String(search.sectionId) } : {}),
  }
  const kept = useRegisterRows('student', query, chosen && classKnown(choice, lookup))
  const students = peopleOf(
    kept.rows.filter((row) => markableStudentStatuses.includes(row.enrolmentStatus as never)),
    'rollNo',
  )
  // The class as the server reads it, once the program's way of counting terms is on the device.
  const termKnown = lookup('program', choice.programId) ? termKey : undefined
  const classOf = termKnown && {
    programId: search.programId!,
    batchId: search.batchId!,
    ...(search.term ? { [termKnown]: search.term } : {}),
    ...(search.sectionId ? { sectionId: search.sectionId } : {}),
  }
  const group = classOf ? JSON.stringify(classOf) : null
  const future = day > today

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('attendance.title')}
      </Title>
      {/* Who may only read a class's days (the commission) is not told to mark them. */}
      <Text c="dimmed">
        {t(mayMark(roster, user) ? 'attendance.explain' : 'attendance.explainReader')}
      </Text>
      <ClassChooser
        value={choice}
        onChange={(changes) =>
          choose({
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
          // The class's sections (a university's named with their campus).
          data={optionsOf(
            classPart('section'),
            lists,
            {
              user,
              values: { programId: choice.programId ?? null, batchId: choice.batchId ?? null },
              lookup,
            },
            search.sectionId,
          )}
          value={search.sectionId ? String(search.sectionId) : null}
          onChange={(v) => choose({ ...search, sectionId: v ? Number(v) : undefined, date: day })}
          clearable
          w={200}
        />
        <DayInput day={day} future={future} onChange={(date) => choose({ ...search, date })} />
      </Group>
      {!chosen ? (
        <Text>{t('attendance.chooseClass')}</Text>
      ) : (
        <DaySheet
          // A new class or day starts afresh; the marks not saved are kept per class and day.
          key={`${JSON.stringify(search)}|${day}`}
          roster={roster}
          people={students}
          codeLabel={t('attendance.rollNo')}
          empty={groupEmpty(kept.read)}
          day={day}
          future={future}
          group={group}
          readDay={async () =>
            (await api.GET('/Attendance', { params: { query: { ...classOf!, date: day } } })).data
          }
          readMonth={async (span) =>
            (await api.GET('/Attendance/Summary', { params: { query: { ...classOf!, ...span } } }))
              .data
          }
        />
      )}
    </Stack>
  )
}
