// A student's identity card (decision 0253): the rule of the date it is valid until, the
// same on the issuing screen (said on its field before sending) and on the server.
import { calendarAdDays } from './bikram-sambat.ts'
import { nepalToday } from './employee-rules.ts'

/**
 * What is wrong with a card's last valid day: before today in Nepal (a card for a day gone by), or
 * past the last day the Bikram Sambat calendar knows. Undefined when nothing is.
 */
export function validUntilIssue(
  validUntil: string,
  today = nepalToday(),
): 'past' | 'pastCalendar' | undefined {
  if (validUntil < today) return 'past'
  if (validUntil > calendarAdDays.last) return 'pastCalendar'
  return undefined
}
