import type { EntityName } from '../api/entities/registry'
import type { OptionListName } from './option-ports'

/**
 * Every list cached on the device, by name: the setup lists the outbox sends and the option lists
 * that feed dropdowns. Views, lookups and option sources take this type, so a misspelt or removed
 * list fails to compile instead of showing an empty dropdown.
 */
export type ListName = EntityName | OptionListName
