import { messages as en } from './compiled/dashboard.en.gen'
import type { messagesDashboardEn } from './messages.dashboard.en'
import { defineArea } from './t'

/** The dashboard area's `t`: its words and the core's, in the current language. */
export type DashboardKey = keyof typeof messagesDashboardEn
export const t = defineArea<DashboardKey>(en)
