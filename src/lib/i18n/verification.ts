import { messages as en } from './compiled/verification.en.gen'
import type { messagesVerificationEn } from './messages.verification.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** Verification's `t`: its words and the core's, in the current language. */
export type VerificationKey = keyof typeof messagesVerificationEn | KitKey
export const t = defineArea<VerificationKey>(en)
