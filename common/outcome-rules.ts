// The rules of a dropout and a graduation (decision 0205) that need only the values, the student's
// program type and the start of their fiscal year of enrolment, as client and server both check
// them: the dates (not in the future in Nepal's day, not before the enrolment, a readmission not
// before the dropout), the last term of the program's kind, and which enrolment states allow a
// record. The server answers the field issues as 400 and the refusals as 422; the fiscal year that
// holds a date and the uniqueness rules need the database and are the server's alone.
import { nepalToday } from './employee-rules.ts'

/** Which rule a record breaks: the browser words it in the user's language, the server in English. */
export type OutcomeRule =
  | 'inFuture'
  | 'beforeEnrolment'
  | 'readmittedBeforeDropout'
  | 'readmissionNoteAlone'
  | 'semesterProgramOnly'
  | 'yearlyProgramOnly'
  | 'cgpaOutOfScale'
  | 'recordDropout'
  | 'recordGraduation'
  | 'recordReadmission'

export type OutcomeIssue = { field: string; rule: OutcomeRule; message: string }

/** What the rules know of the student: their program's kind and when their enrolment began. */
export type OutcomeStudentFacts = {
  programType?: 'semester' | 'annual'
  /** The start (ISO date) of the student's fiscal year of enrolment. */
  enrolledFrom?: string
}

/** The fields the rules read, as the contract names them (dates are ISO `YYYY-MM-DD`). */
export type DropoutRuleFields = {
  droppedOn?: unknown
  lastSemester?: unknown
  lastYear?: unknown
  readmittedOn?: unknown
  readmissionNote?: unknown
}
export type GraduationRuleFields = { graduatedOn?: unknown; cgpa?: unknown }

/** A CGPA's range: the 4-point scale, from nothing to its top. */
export const cgpaRange = { min: 0, max: 4 } as const

const iso = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

/** The date of the event: not in the future, not before the student's fiscal year of enrolment. */
function eventDateIssue(
  field: string,
  value: unknown,
  facts: OutcomeStudentFacts,
  today: string,
): OutcomeIssue | undefined {
  const date = iso(value)
  if (!date) return undefined
  if (date > today) return { field, rule: 'inFuture', message: 'must not be in the future' }
  if (facts.enrolledFrom && date < facts.enrolledFrom) {
    return {
      field,
      rule: 'beforeEnrolment',
      message: `must not be before the student's fiscal year of enrolment (from ${facts.enrolledFrom})`,
    }
  }
  return undefined
}

/**
 * What is wrong with a dropout's dates and last term, one issue a field (none: it holds).
 * `dropoutIssues({ lastYear: 2 }, { programType: 'semester' })` names `lastYear`.
 */
export function dropoutIssues(
  values: DropoutRuleFields,
  facts: OutcomeStudentFacts = {},
  today: string = nepalToday(),
): OutcomeIssue[] {
  const issues: OutcomeIssue[] = []
  const dropped = eventDateIssue('droppedOn', values.droppedOn, facts, today)
  if (dropped) issues.push(dropped)
  if (values.lastSemester != null && facts.programType === 'annual') {
    issues.push({
      field: 'lastSemester',
      rule: 'semesterProgramOnly',
      message: 'is for semester programs only (send lastYear)',
    })
  }
  if (values.lastYear != null && facts.programType === 'semester') {
    issues.push({
      field: 'lastYear',
      rule: 'yearlyProgramOnly',
      message: 'is for yearly programs only (send lastSemester)',
    })
  }
  const readmitted = iso(values.readmittedOn)
  const droppedOn = iso(values.droppedOn)
  if (readmitted && readmitted > today) {
    issues.push({ field: 'readmittedOn', rule: 'inFuture', message: 'must not be in the future' })
  } else if (readmitted && droppedOn && readmitted < droppedOn) {
    issues.push({
      field: 'readmittedOn',
      rule: 'readmittedBeforeDropout',
      message: 'must not be before the dropout date',
    })
  }
  if (values.readmissionNote != null && values.readmittedOn == null) {
    issues.push({
      field: 'readmissionNote',
      rule: 'readmissionNoteAlone',
      message: 'needs the readmission date (readmittedOn)',
    })
  }
  return issues
}

/** What is wrong with a graduation's date and CGPA, one issue a field (none: it holds). */
export function graduationIssues(
  values: GraduationRuleFields,
  facts: OutcomeStudentFacts = {},
  today: string = nepalToday(),
): OutcomeIssue[] {
  const issues: OutcomeIssue[] = []
  const graduated = eventDateIssue('graduatedOn', values.graduatedOn, facts, today)
  if (graduated) issues.push(graduated)
  const { min, max } = cgpaRange
  if (typeof values.cgpa === 'number' && (values.cgpa < min || values.cgpa > max)) {
    issues.push({
      field: 'cgpa',
      rule: 'cgpaOutOfScale',
      message: `must be ${min} to ${max}`,
    })
  }
  return issues
}

/**
 * What is wrong with the date of a record judged by its date alone (a certificate's `issuedOn`, a
 * receipt's `paidOn`): none when it holds.
 */
export function dateIssues(
  field: string,
  value: unknown,
  facts: OutcomeStudentFacts = {},
  today: string = nepalToday(),
): OutcomeIssue[] {
  const issue = eventDateIssue(field, value, facts, today)
  return issue ? [issue] : []
}

/** Why a record cannot be made for the student as they are now (answered 422). */
export type OutcomeRefusal =
  | 'studentGraduated'
  | 'studentTransferred'
  | 'studentDroppedOut'
  | 'readmissionRecorded'
  | 'studentNotGraduated'
  | 'certificateRevoked'
  | 'receiptCancelled'
  | 'notInLastTerm'

export type OutcomeRefusalIssue = { rule: OutcomeRefusal; message: string }

type EnrolmentStatus = 'active' | 'onLeave' | 'droppedOut' | 'graduated' | 'transferred'

const refusals: Record<OutcomeRefusal, string> = {
  studentGraduated: 'The student has graduated: a graduate cannot drop out.',
  studentTransferred: 'The student has transferred to another campus.',
  studentDroppedOut:
    'The student is dropped out: record the readmission on the dropout before the graduation.',
  readmissionRecorded: 'The readmission is recorded already: it cannot be cleared or changed.',
  studentNotGraduated:
    'A character certificate is issued to a graduate: record the graduation first.',
  certificateRevoked: 'The certificate is revoked: a revoked certificate stays revoked.',
  receiptCancelled: 'The receipt is cancelled: a cancelled receipt stays cancelled.',
  notInLastTerm:
    "A graduation is for a student in the program's last semester or year: promote the student to it first.",
}
const refusal = (rule: OutcomeRefusal): OutcomeRefusalIssue => ({ rule, message: refusals[rule] })

/** A dropout is for a student still enrolled (active, on leave, or marked dropped out already). */
export function dropoutRefusal(status: EnrolmentStatus): OutcomeRefusalIssue | undefined {
  if (status === 'graduated') return refusal('studentGraduated')
  if (status === 'transferred') return refusal('studentTransferred')
  return undefined
}

/** The last term of a program: its duration (4 years when not set) in years, twice that in semesters. */
export function lastTerm(programType: string, durationYears: number | null | undefined) {
  const years = durationYears != null && durationYears > 0 ? durationYears : 4
  // Within the contract's limits of a student's semester (12) and year (6).
  return programType === 'semester' ? Math.min(years * 2, 12) : Math.min(years, 6)
}

/** Where a student stands in their program: the term they are in (null: not recorded) and its last. */
export type StudentTerm = { current: number | null; last: number }

/**
 * A graduation is for a student active, on leave or already `graduated` (a promotion's finishers,
 * decision 0202): never one dropped out and not readmitted, nor one transferred; and, where their
 * term is recorded, one in the program's last term (decision 0225).
 */
export function graduationRefusal(
  status: EnrolmentStatus,
  openDropout: boolean,
  term?: StudentTerm,
): OutcomeRefusalIssue | undefined {
  if (openDropout || status === 'droppedOut') return refusal('studentDroppedOut')
  if (status === 'transferred') return refusal('studentTransferred')
  if (status !== 'graduated' && term?.current != null && term.current < term.last)
    return refusal('notInLastTerm')
  return undefined
}

/** A character certificate is for a student whose graduation is recorded (decision 0210). */
export function certificateRefusal(status: EnrolmentStatus): OutcomeRefusalIssue | undefined {
  return status === 'graduated' ? undefined : refusal('studentNotGraduated')
}

/** A revoked certificate stays revoked, a cancelled receipt cancelled (`rule` says which). */
export function revocationRefusal(
  revoked: boolean,
  sent: unknown,
  rule: 'certificateRevoked' | 'receiptCancelled' = 'certificateRevoked',
): OutcomeRefusalIssue | undefined {
  return revoked && sent === false ? refusal(rule) : undefined
}

/** A readmission, once recorded, stays as it is. */
export function readmissionRefusal(
  recorded: string | null,
  sent: unknown,
): OutcomeRefusalIssue | undefined {
  if (recorded == null || sent === undefined || sent === recorded) return undefined
  return refusal('readmissionRecorded')
}

/**
 * A student's `enrolmentStatus` as a student form or bulk row sets it: `droppedOut` and `graduated`
 * follow a dropout or graduation record instead, and a student with an open dropout leaves
 * `droppedOut` only by its readmission. `before` is the stored status (none for a new student).
 */
export function enrolmentStatusIssue(
  status: unknown,
  before: EnrolmentStatus | undefined,
  openDropout: boolean,
): OutcomeIssue | undefined {
  if (status === undefined || status === before) return undefined
  if (status === 'droppedOut') {
    return {
      field: 'enrolmentStatus',
      rule: 'recordDropout',
      message: 'cannot be set to droppedOut here: record a dropout instead',
    }
  }
  if (status === 'graduated') {
    return {
      field: 'enrolmentStatus',
      rule: 'recordGraduation',
      message: 'cannot be set to graduated here: record a graduation instead',
    }
  }
  if (before === 'droppedOut' && openDropout) {
    return {
      field: 'enrolmentStatus',
      rule: 'recordReadmission',
      message: "stays droppedOut while the student's dropout is open: record the readmission on it",
    }
  }
  return undefined
}
