import { messages as en } from './compiled/counts.en.gen'
import type { DashboardKey } from './dashboard'
import type { messagesCountsEn } from './messages.counts.en'
import { defineArea } from './t'
// The counts are built from the dashboard's pieces, whose words they use too.
import './dashboard'

/** The student counts' `t`: their words, the dashboard's and the core's. */
export type CountsKey = keyof typeof messagesCountsEn | DashboardKey
export const t = defineArea<CountsKey>(en)
