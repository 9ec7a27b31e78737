import { messages as en } from './compiled/exams.en.gen'
import type { messagesExamsEn } from './messages.exams.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The Exam area's `t`: its words and the core's, in the current language. */
export type ExamsKey = keyof typeof messagesExamsEn | KitKey
export const t = defineArea<ExamsKey>(en)
