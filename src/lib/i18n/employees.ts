import { messages as en } from './compiled/employees.en.gen'
import type { messagesEmployeesEn } from './messages.employees.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The employees area's `t`: its words and the core's, in the current language. */
export type EmployeesKey = keyof typeof messagesEmployeesEn | KitKey
export const t = defineArea<EmployeesKey>(en)
