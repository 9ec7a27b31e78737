import { messages as en } from './compiled/outcomes.en.gen'
import type { messagesOutcomesEn } from './messages.outcomes.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The Dropout and Graduation areas' `t`: their words and the core's, in the current language. */
export type OutcomesKey = keyof typeof messagesOutcomesEn | KitKey
export const t = defineArea<OutcomesKey>(en)
