import { messages as en } from './compiled/users.en.gen'
import type { messagesUsersEn } from './messages.users.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The users area's `t`: its words and the core's, in the current language. */
export type UsersKey = keyof typeof messagesUsersEn | KitKey
export const t = defineArea<UsersKey>(en)
