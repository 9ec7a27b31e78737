// The 14-100 rule of a student's date of birth (decision 0407): today is Nepal's date, whatever the
// clock's zone, and a birthday on 29 February comes on 1 March in a common year.
import { describe, expect, it } from 'vitest'
import { ageOn, plausibleBirthDate } from './student-age.ts'

describe('plausibleBirthDate', () => {
  // 00:00 in Nepal on 11 May 2026 is 18:15 UTC on 10 May.
  const nepalMidnight = new Date('2026-05-10T18:15:00Z')

  it("counts today in Nepal: from 00:00 there, not from UTC's midnight 5 h 45 min later", () => {
    // Turning 14 today in Nepal: taken at its first minute, and at 05:44 Nepal time.
    expect(plausibleBirthDate('2012-05-11', nepalMidnight)).toBe(true)
    expect(plausibleBirthDate('2012-05-11', new Date('2026-05-10T23:59:00Z'))).toBe(true)
    // Turning 101 today in Nepal: refused.
    expect(plausibleBirthDate('1925-05-11', nepalMidnight)).toBe(false)
    // A minute before midnight in Nepal it is still 10 May there.
    const before = new Date('2026-05-10T18:14:00Z')
    expect(plausibleBirthDate('2012-05-11', before)).toBe(false)
    expect(plausibleBirthDate('1925-05-11', before)).toBe(true)
  })

  it('takes 14 and 100, not 13 or 101', () => {
    const now = new Date('2026-05-11T06:00:00Z')
    expect(plausibleBirthDate('2012-05-12', now)).toBe(false)
    expect(plausibleBirthDate('2012-05-11', now)).toBe(true)
    expect(plausibleBirthDate('1925-05-12', now)).toBe(true)
    expect(plausibleBirthDate('1925-05-11', now)).toBe(false)
    expect(plausibleBirthDate('2030-01-01', now)).toBe(false)
    expect(plausibleBirthDate('not a date', now)).toBe(false)
  })

  it('on a leap day, counts whole years by month and day (no roll-over to 1 March)', () => {
    const leapDay = new Date('2028-02-29T06:00:00Z')
    // 13 years and 364 days: refused; a day older, 14.
    expect(plausibleBirthDate('2014-03-01', leapDay)).toBe(false)
    expect(plausibleBirthDate('2014-02-28', leapDay)).toBe(true)
    // 100 years old (101 tomorrow): taken; 101 today: refused.
    expect(plausibleBirthDate('1927-03-01', leapDay)).toBe(true)
    expect(plausibleBirthDate('1927-02-28', leapDay)).toBe(false)
    // Born on a leap day, 14 on the next one.
    expect(plausibleBirthDate('2014-02-29', leapDay)).toBe(true)
  })

  it('a birthday on 29 February comes on 1 March in a common year', () => {
    expect(plausibleBirthDate('2012-02-29', new Date('2026-02-28T06:00:00Z'))).toBe(false)
    expect(plausibleBirthDate('2012-02-29', new Date('2026-03-01T06:00:00Z'))).toBe(true)
    // 101 on 1 March, so still 100 on 28 February.
    expect(plausibleBirthDate('1924-02-29', new Date('2025-02-28T06:00:00Z'))).toBe(true)
    expect(plausibleBirthDate('1924-02-29', new Date('2025-03-01T06:00:00Z'))).toBe(false)
    // Nepal's 1 March begins at 18:15 UTC on 28 February.
    expect(plausibleBirthDate('2012-02-29', new Date('2026-02-28T18:15:00Z'))).toBe(true)
  })
})

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0)
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1)
    expect(ageOn('2000-02-29', '2004-02-29')).toBe(4)
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25)
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26)
  })
})
