import { messages as en } from './compiled/setup.en.gen'
// The setup screens are built on the list kit and use its words too ('setup.edit' …): loading its
// catalogue here lets this area's `t` take the kit's keys.
import './kit'
import type { messagesKitEn } from './messages.kit.en'
import type { messagesSetupEn } from './messages.setup.en'
import { defineArea } from './t'

/** The setup area's `t` (setup lists, their shared fields): its words, the list kit's and the core's. */
export const t = defineArea<keyof typeof messagesSetupEn | keyof typeof messagesKitEn>(en)
