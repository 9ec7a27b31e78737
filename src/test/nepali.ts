import { messages } from '../lib/i18n/nepali-words'
import { i18n } from '../lib/i18n/t'

/** Turns the app's words to Nepali as a reload into it does (`startLocale`, decision 0423). */
export function inNepali(): void {
  i18n.load('ne', messages)
  i18n.activate('ne')
}
