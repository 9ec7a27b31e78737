import { messages as en } from './compiled/account.en.gen'
import type { messagesAccountEn } from './messages.account.en'
import { defineArea } from './t'

/** The account area's `t`: its words and the core's, in the current language. */
export type AccountKey = keyof typeof messagesAccountEn
export const t = defineArea<AccountKey>(en)
