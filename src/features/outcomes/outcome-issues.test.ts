import { describe, expect, it } from 'vitest'
import type { Lookup } from '../../components/entity-view/entity-view'
import { dropoutFormIssues, graduationFormIssues } from './outcome-issues'

// A semester program, as the cached program list has it.
const lookup: Lookup = (entity, id) =>
  entity === 'program' && String(id) === '5' ? { id: 5, programType: 'semester' } : undefined

describe('the dropout and graduation forms word the server’s rules', () => {
  it('refuses a dropout in the future, before enrolment, or with a year of a semester program', () => {
    expect(dropoutFormIssues({ programId: '5', droppedOn: '2999-01-01' }, lookup)).toEqual({
      droppedOn: 'The date cannot be in the future',
    })
    expect(
      dropoutFormIssues(
        { programId: '5', droppedOn: '2020-01-01', enrolledFrom: '2025-07-17', lastYear: '2' },
        lookup,
      ),
    ).toEqual({
      droppedOn: "The date cannot be before the student's fiscal year of enrolment",
      lastYear: "The last term must be of the kind the student's program counts",
    })
  })
  it('wants a readmission after the dropout, and its date with its note', () => {
    expect(
      dropoutFormIssues(
        { programId: '5', droppedOn: '2025-01-10', readmittedOn: '2025-01-01' },
        lookup,
      ),
    ).toEqual({ readmittedOn: 'Readmission cannot be before the date of leaving' })
    expect(dropoutFormIssues({ droppedOn: '2025-01-10', readmissionNote: 'Back' }, lookup)).toEqual(
      { readmissionNote: 'A readmission note needs the date of readmission' },
    )
    expect(dropoutFormIssues({ droppedOn: '2025-01-10', lastSemester: '3' }, lookup)).toEqual({})
  })
  it('keeps a CGPA on the 4-point scale', () => {
    expect(graduationFormIssues({ graduatedOn: '2025-01-10', cgpa: '4.5' }, lookup)).toEqual({
      cgpa: 'CGPA must be a number from 0 to 4',
    })
  })
})
