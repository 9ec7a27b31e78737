import { messages as en } from './compiled/navigation.en.gen'
import type { messagesNavigationEn } from './messages.navigation.en'
import { defineArea } from './t'

/** The navigation's `t` (menus, side navigation, page titles): its words and the core's, in the current language. */
export const t = defineArea<keyof typeof messagesNavigationEn>(en)
