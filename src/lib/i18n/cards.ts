import { messages as en } from './compiled/cards.en.gen'
import type { messagesCardsEn } from './messages.cards.en'
import type { StudentsKey } from './students'
import { defineArea } from './t'
// The card screens choose a class and name a student with the students area's words too.
import './students'

/** The identity cards' `t`: their words, the students area's, the kit's and the core's. */
export type CardsKey = keyof typeof messagesCardsEn | StudentsKey
export const t = defineArea<CardsKey>(en)
