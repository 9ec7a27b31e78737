import { messages as en } from './compiled/kit.en.gen'
import type { messagesKitEn } from './messages.kit.en'
import { defineArea } from './t'

/** The list kit's `t` (tables, forms, registers, the sync screen): its words and the core's, in the current language. */
export type KitKey = keyof typeof messagesKitEn
export const t = defineArea<KitKey>(en)
