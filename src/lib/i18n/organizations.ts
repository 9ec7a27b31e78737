import { messages as en } from './compiled/organizations.en.gen'
import type { messagesOrganizationsEn } from './messages.organizations.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The area's screens are built from the kit, whose words they use too.
import './kit'

/** The organizations area's `t`: its words and the core's, in the current language. */
export type OrganizationsKey = keyof typeof messagesOrganizationsEn | KitKey
export const t = defineArea<OrganizationsKey>(en)
