import {
  cgpaRange,
  dateIssues,
  dropoutIssues,
  graduationIssues,
  type OutcomeIssue,
  type OutcomeRule,
  type OutcomeStudentFacts,
} from '../../../common/outcome-rules'
import type { FormValues, Lookup } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import { programTypeOf } from '../../components/entity-view/term-fields'
import { t } from '../../lib/i18n/outcomes'

// The rules of `common/outcome-rules.ts` (the server's own) in the user's language: those these
// forms can break (a student form's status rules are not among them).
const words: Partial<Record<OutcomeRule, () => string>> = {
  inFuture: () => t('outcome.dateInFuture'),
  beforeEnrolment: () => t('outcome.beforeEnrolment'),
  readmittedBeforeDropout: () => t('dropout.readmittedBeforeLeaving'),
  readmissionNoteAlone: () => t('dropout.readmissionNoteAlone'),
  semesterProgramOnly: () => t('dropout.termOfProgram'),
  yearlyProgramOnly: () => t('dropout.termOfProgram'),
  cgpaOutOfScale: () => t('graduation.cgpaRange', cgpaRange),
}

const given = (value: FormValues[string] | undefined) => text(value).trim() || null
const number = (value: FormValues[string] | undefined) =>
  given(value) === null ? null : Number(given(value))

/**
 * What the student's facts say of the form: their program's kind, and (when recording, from the
 * student's page) the start of their fiscal year of enrolment, carried as `enrolledFrom`.
 */
const factsOf = (values: FormValues, lookup: Lookup): OutcomeStudentFacts => {
  const type = programTypeOf(values, lookup)
  return {
    programType: type === 'semester' || type === 'annual' ? type : undefined,
    enrolledFrom: given(values.enrolledFrom) ?? undefined,
  }
}

const worded = (issues: OutcomeIssue[]) =>
  Object.fromEntries(issues.map((i) => [i.field, words[i.rule]?.() ?? `${i.field} ${i.message}`]))

export const dropoutFormIssues = (values: FormValues, lookup: Lookup) =>
  worded(
    dropoutIssues(
      {
        droppedOn: given(values.droppedOn),
        lastSemester: number(values.lastSemester),
        lastYear: number(values.lastYear),
        readmittedOn: given(values.readmittedOn),
        readmissionNote: given(values.readmissionNote),
      },
      factsOf(values, lookup),
    ),
  )

export const graduationFormIssues = (values: FormValues, lookup: Lookup) =>
  worded(
    graduationIssues(
      { graduatedOn: given(values.graduatedOn), cgpa: number(values.cgpa) },
      factsOf(values, lookup),
    ),
  )

/** The form of a record judged by one date alone: a certificate's `issuedOn`, a receipt's `paidOn`. */
const dateFormIssues = (field: string) => (values: FormValues, lookup: Lookup) =>
  worded(dateIssues(field, given(values[field]), factsOf(values, lookup)))

export const certificateFormIssues = dateFormIssues('issuedOn')
export const receiptFormIssues = dateFormIssues('paidOn')
