// Who an attendance sheet marks, and the marks it gives (decisions 0227, 0228).
import { rolesOf, type OperationId } from '../../../common/access'
import { roleOf } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import type { components } from '../../../common/schema.gen'
import type { Json } from '../../offline/db'
import { text } from '../entity-view/list-rules'
import { personName } from '../entity-view/person-fields'

export type Status = components['schemas']['AttendanceStatus']
export const statuses: readonly Status[] = ['present', 'absent', 'late', 'leave']

/** Students by `studentId`, staff by `employeeId`. */
export type Roster = {
  entity: 'student' | 'employee'
  key: 'studentId' | 'employeeId'
  /** The words of the save's label on /sync: `attendance.saveLabel.{who}`. */
  who: 'students' | 'staff'
  /** The operation saving a sheet: who may mark, by the access table; others read the marks. */
  save: Extract<OperationId, 'saveAttendance' | 'saveEmployeeAttendance'>
}

/** Whether `user` marks the roster's days (the commission only reads a campus's). */
export const mayMark = (roster: Roster, user: SessionUser | null) =>
  !!user && rolesOf(roster.save).includes(roleOf(user))

/** One row of a sheet: the person's id, code (roll number, employee code) and name. */
export type Person = { id: number; code: string; name: string }

/** A register's synced rows as a sheet's people, in the order of their code (numbers as numbers). */
export const peopleOf = (rows: Json[], codeField: 'rollNo' | 'employeeCode'): Person[] =>
  rows
    .filter((row) => /^\d+$/.test(text(row.id)))
    .map((row) => ({ id: Number(row.id), code: text(row[codeField]), name: personName(row) }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }))
