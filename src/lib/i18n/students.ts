import { messages as en } from './compiled/students.en.gen'
import type { messagesStudentsEn } from './messages.students.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The students area's `t`: its words and the core's, in the current language. */
export type StudentsKey = keyof typeof messagesStudentsEn | KitKey
export const t = defineArea<StudentsKey>(en)
