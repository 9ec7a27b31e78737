import { messages as en } from './compiled/import.en.gen'
import { messages as ne } from './compiled/import.ne.gen'
import type { messagesImportEn } from './messages.import.en'
import type { KitKey } from './kit'
import { defineArea } from './t'
// The import screens are built from the kit, whose words they use too.
import './kit'

/** The import area's `t` (reading, mapping, preview and committing a file): its words, the kit's and the core's. */
export type ImportKey = keyof typeof messagesImportEn | KitKey
export const t = defineArea<ImportKey>(en)

/** The area's compiled words in both languages: a label's other-language words are found in them. */
export const importCatalogues = { en, ne }
