import type { Messages } from '@lingui/core'

// Every area's Nepali words and the core's, one chunk that `startLocale` loads before the first
// render in Nepali (decision 0423). An English visit fetches none of them: each area's screens
// brought both languages' words before: 13 kB compressed on a student's verification page.
// A language change reloads the app (`chooseDisplay`), so Nepali words are never needed later.
const catalogues = import.meta.glob<Messages>('./compiled/*.ne.gen.ts', {
  eager: true,
  import: 'messages',
})

export const messages: Messages = Object.assign({}, ...Object.values(catalogues)) as Messages
