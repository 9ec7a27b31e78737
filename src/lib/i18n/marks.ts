import { messages as en } from './compiled/marks.en.gen'
import type { messagesMarksEn } from './messages.marks.en'
import type { ExamsKey } from './exams'
import { defineArea } from './t'
// The marks screens name the exam and its papers with the exam area's words too.
import './exams'

/** The marks screens' `t`: their words, the exam area's, the kit's and the core's. */
export type MarksKey = keyof typeof messagesMarksEn | ExamsKey
export const t = defineArea<MarksKey>(en)
