// The Attendance area's operations (decisions 0227, 0228): a group's day read, a sheet saved once.
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { employeeAttendance, studentAttendance } from '../repositories/attendance.ts'
import type { Context, Handlers } from './context.ts'

export function attendanceHandlers({ db }: Context): Handlers {
  return {
    getAttendance: (request) => studentAttendance.get(db, callerOf(request), request.query),
    getAttendanceSummary: (request) =>
      studentAttendance.summary(db, callerOf(request), request.query),
    saveAttendance: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await studentAttendance.save(tx, callerOf(request), request.body),
      })),
    getEmployeeAttendance: (request) =>
      employeeAttendance.get(db, callerOf(request), request.query),
    getEmployeeAttendanceSummary: (request) =>
      employeeAttendance.summary(db, callerOf(request), request.query),
    saveEmployeeAttendance: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await employeeAttendance.save(tx, callerOf(request), request.body),
      })),
  }
}
