// The Attendance area's operations (decision 0227): a class's day read, a sheet saved once.
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { attendanceRepository as attendance } from '../repositories/attendance.ts'
import type { Context, Handlers } from './context.ts'

export function attendanceHandlers({ db }: Context): Handlers {
  return {
    getAttendance: (request) => attendance.get(db, callerOf(request), request.query),
    getAttendanceSummary: (request) => attendance.summary(db, callerOf(request), request.query),
    saveAttendance: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await attendance.save(tx, callerOf(request), request.body),
      })),
  }
}
