import { messages as en } from './compiled/attendance.en.gen'
import type { messagesAttendanceEn } from './messages.attendance.en'
import type { StudentsKey } from './students'
import { defineArea } from './t'
// The screen chooses a class with the students area's words too.
import './students'

/** The attendance screen's `t`: its words, the students area's, the kit's and the core's. */
export type AttendanceKey = keyof typeof messagesAttendanceEn | StudentsKey
export const t = defineArea<AttendanceKey>(en)
