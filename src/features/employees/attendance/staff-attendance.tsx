// Spec §2 Employee management `attendance` (decision 0228): a campus's day of its working staff,
// on the sheet every group's attendance uses (components/attendance). The campus (a campus user's
// own), department, staff type and day are in the URL; the staff come from the device's register,
// by employee code.
import { Group, Select, Stack, Text, Title } from '@mantine/core'
import { markableStaffStatuses } from '../../../../common/attendance-rules'
import { nepalToday } from '../../../../common/employee-rules'
import { levelOf, roleOf } from '../../../lib/session/role'
import { api } from '../../../api/client'
import { DayInput, DaySheet } from '../../../components/attendance/day-sheet'
import { peopleOf, type Roster } from '../../../components/attendance/roster'
import { optionsOf } from '../../../components/entity-form/option-list'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { activeOf, text } from '../../../components/entity-view/list-rules'
import { groupEmpty } from '../../../components/register/group-empty'
import { useRegisterRows } from '../../../components/register/use-register-rows'
import { t } from '../../../lib/i18n/attendance'
import { t as te } from '../../../lib/i18n/employees'
import { useSession } from '../../../lib/session/session-store'
import { employeeView, staffTypes } from '../employee-view'
import type { StaffAttendanceSearch } from './staff-attendance-search'

const roster: Roster = {
  entity: 'employee',
  key: 'employeeId',
  who: 'staff',
  save: 'saveEmployeeAttendance',
}
export function StaffAttendance({
  search,
  choose,
}: {
  search: StaffAttendanceSearch
  choose: (search: StaffAttendanceSearch) => void
}) {
  const { user } = useSession()
  const { lists } = useOptionLists(employeeView)
  const today = nepalToday()
  const day = search.date ?? today
  const future = day > today
  // A campus user marks their own campus; anyone else picks one.
  const own = user && levelOf(roleOf(user)) === 'college' ? user.institution.campusId : null
  const campusId = own ?? search.campusId
  const group = campusId
    ? {
        campusId,
        ...(search.departmentId ? { departmentId: search.departmentId } : {}),
        ...(search.staffType ? { staffType: search.staffType } : {}),
      }
    : undefined
  const kept = useRegisterRows(
    'employee',
    Object.fromEntries(Object.entries(group ?? {}).map(([k, v]) => [k, String(v)])),
    !!group,
  )
  const staff = peopleOf(
    kept.rows.filter((row) => markableStaffStatuses.includes(row.status as never)),
    'employeeCode',
  )
  const ofCampus = (row: { campusId?: unknown }) => String(row.campusId) === String(campusId)

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('attendance.staffTitle')}
      </Title>
      <Text c="dimmed">{t('attendance.staffExplain')}</Text>
      <Group align="flex-end">
        {!own && (
          <Select
            label={te('employee.campus')}
            data={optionsOf({ entity: 'campusOption', label: (c) => text(c.campusName) }, lists)}
            value={search.campusId ? String(search.campusId) : null}
            onChange={(v) => choose({ date: day, ...(v ? { campusId: Number(v) } : {}) })}
            searchable
            w={280}
          />
        )}
        <Select
          label={te('employee.department')}
          placeholder={t('attendance.allDepartments')}
          data={optionsOf(activeOf('department', ofCampus), lists)}
          value={search.departmentId ? String(search.departmentId) : null}
          onChange={(v) =>
            choose({ ...search, departmentId: v ? Number(v) : undefined, date: day })
          }
          clearable
          w={240}
        />
        <Select
          label={te('employee.staffType')}
          placeholder={t('attendance.allStaff')}
          data={staffTypes}
          value={search.staffType ?? null}
          onChange={(v) =>
            choose({
              ...search,
              staffType: v ?? undefined,
              date: day,
            })
          }
          clearable
          w={200}
        />
        <DayInput day={day} future={future} onChange={(date) => choose({ ...search, date })} />
      </Group>
      {!group ? (
        <Text>{t('attendance.chooseCampus')}</Text>
      ) : (
        <DaySheet
          // A new choice or day drops the marks not saved yet.
          key={`${JSON.stringify(group)}|${day}`}
          roster={roster}
          people={staff}
          codeLabel={t('attendance.employeeCode')}
          empty={groupEmpty(kept.read, {
            none: t('attendance.noStaff'),
            notKept: t('attendance.noStaffKept'),
          })}
          day={day}
          future={future}
          group={JSON.stringify(group)}
          readDay={async () =>
            (await api.GET('/EmployeeAttendance', { params: { query: { ...group, date: day } } }))
              .data
          }
          readMonth={async (span) =>
            (
              await api.GET('/EmployeeAttendance/Summary', {
                params: { query: { ...group, ...span } },
              })
            ).data
          }
        />
      )}
    </Stack>
  )
}
