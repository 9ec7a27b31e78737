import { describe, expect, it } from 'vitest'
import {
  dropoutIssues,
  dropoutRefusal,
  enrolmentStatusIssue,
  graduationIssues,
  graduationRefusal,
  lastTerm,
  readmissionRefusal,
} from './outcome-rules'

const today = '2026-11-25'
const semester = { programType: 'semester', enrolledFrom: '2025-07-17' } as const
const rules = (issues: { field: string; rule: string }[]) =>
  issues.map((i) => `${i.field}:${i.rule}`)

describe("a dropout's and a graduation's own rules, as the device and the server apply them", () => {
  it('hold for dates between the enrolment and today, and the term of the program', () => {
    expect(dropoutIssues({ droppedOn: '2026-01-15', lastSemester: 3 }, semester, today)).toEqual([])
    expect(graduationIssues({ graduatedOn: today, cgpa: 4 }, semester, today)).toEqual([])
  })

  it('refuse a date in the future or before the enrolment, and a term of the other kind', () => {
    expect(rules(dropoutIssues({ droppedOn: '2026-11-26', lastYear: 2 }, semester, today))).toEqual(
      ['droppedOn:inFuture', 'lastYear:yearlyProgramOnly'],
    )
    expect(rules(dropoutIssues({ lastSemester: 1 }, { programType: 'annual' }, today))).toEqual([
      'lastSemester:semesterProgramOnly',
    ])
    expect(
      rules(graduationIssues({ graduatedOn: '2025-07-16', cgpa: 4.5 }, semester, today)),
    ).toEqual(['graduatedOn:beforeEnrolment', 'cgpa:cgpaOutOfScale'])
  })

  it('keep a readmission after the dropout, not in the future, and its note with its date', () => {
    const dropped = { droppedOn: '2026-01-15' }
    expect(rules(dropoutIssues({ ...dropped, readmittedOn: '2026-01-14' }, {}, today))).toEqual([
      'readmittedOn:readmittedBeforeDropout',
    ])
    expect(rules(dropoutIssues({ ...dropped, readmittedOn: '2026-12-01' }, {}, today))).toEqual([
      'readmittedOn:inFuture',
    ])
    expect(rules(dropoutIssues({ ...dropped, readmissionNote: 'Back' }, {}, today))).toEqual([
      'readmissionNote:readmissionNoteAlone',
    ])
  })

  it('allow a record only in the enrolment states that can have it', () => {
    expect(dropoutRefusal('active')).toBeUndefined()
    expect(dropoutRefusal('graduated')?.rule).toBe('studentGraduated')
    expect(dropoutRefusal('transferred')?.rule).toBe('studentTransferred')
    expect(graduationRefusal('graduated', false)).toBeUndefined()
    expect(graduationRefusal('active', true)?.rule).toBe('studentDroppedOut')
    expect(readmissionRefusal(null, '2026-01-01')).toBeUndefined()
    expect(readmissionRefusal('2026-01-01', '2026-01-01')).toBeUndefined()
    expect(readmissionRefusal('2026-01-01', null)?.rule).toBe('readmissionRecorded')
  })

  it("graduate a student in the program's last term, or one a promotion graduated", () => {
    // A 2-year semester program ends in semester 4; one of unknown length after 4 years.
    expect(lastTerm('semester', 2)).toBe(4)
    expect(lastTerm('annual', null)).toBe(4)
    expect(lastTerm('semester', 9)).toBe(12)
    const inSemester = (current: number | null) => ({ current, last: lastTerm('semester', 2) })
    expect(graduationRefusal('active', false, inSemester(3))?.rule).toBe('notInLastTerm')
    expect(graduationRefusal('active', false, inSemester(4))).toBeUndefined()
    expect(graduationRefusal('onLeave', false, inSemester(5))).toBeUndefined()
    expect(graduationRefusal('active', false, inSemester(null))).toBeUndefined()
    expect(graduationRefusal('graduated', false, inSemester(1))).toBeUndefined()
  })

  it('leave droppedOut and graduated to the records, and an open dropout to its readmission', () => {
    expect(enrolmentStatusIssue('droppedOut', undefined, false)?.rule).toBe('recordDropout')
    expect(enrolmentStatusIssue('graduated', 'active', false)?.rule).toBe('recordGraduation')
    expect(enrolmentStatusIssue('graduated', 'graduated', false)).toBeUndefined()
    expect(enrolmentStatusIssue('active', 'droppedOut', true)?.rule).toBe('recordReadmission')
    expect(enrolmentStatusIssue('active', 'droppedOut', false)).toBeUndefined()
  })
})
