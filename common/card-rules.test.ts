import { describe, expect, it } from 'vitest'
import { calendarAdDays } from './bikram-sambat.ts'
import { validUntilIssue } from './card-rules.ts'

describe("a card's last valid day", () => {
  it('is today or later, within the calendar', () => {
    expect(validUntilIssue('2026-12-01', '2026-12-01')).toBeUndefined()
    expect(validUntilIssue('2026-11-30', '2026-12-01')).toBe('past')
    expect(validUntilIssue(calendarAdDays.last, '2026-12-01')).toBeUndefined()
    const after = new Date(Date.parse(calendarAdDays.last) + 86_400_000).toISOString().slice(0, 10)
    expect(validUntilIssue(after, '2026-12-01')).toBe('pastCalendar')
  })
})
