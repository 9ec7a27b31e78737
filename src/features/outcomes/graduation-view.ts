import { cgpaRange } from '../../../common/outcome-rules'
import { matchesStudentSearch } from '../../../common/student-search'
import * as v from 'valibot'
import { createElement } from 'react'
import { LocalDate } from '../../components/dates/local-date'
import { defineView } from '../../components/entity-view/entity-view'
import { formSchema, programNameOf, required, text } from '../../components/entity-view/list-rules'
import { fullName, personNameColumn } from '../../components/entity-view/person-fields'
import { wordOf, worded } from '../../components/entity-view/person-options'
import { t } from '../../lib/i18n/outcomes'
import { outcomeFilters } from './outcome-filters'
import { graduationFormIssues } from './outcome-issues'

/** The divisions a degree is awarded in, worded (the graduation table's too). */
export const divisions = worded(
  (v) => t(`graduation.division.${v}`),
  ['distinction', 'first', 'second', 'third', 'pass'],
)

const graduationFilters = outcomeFilters({
  name: 'division',
  label: t('graduation.division'),
  options: divisions,
})

/** A CGPA on the 4-point scale, two decimals at most (the graduation table's too). */
export const cgpaText = v.pipe(
  v.string(),
  v.check(
    (s) =>
      /^\d(\.\d{1,2})?$/.test(s.trim()) && Number(s) >= cgpaRange.min && Number(s) <= cgpaRange.max,
    t('graduation.cgpaRange', cgpaRange),
  ),
)
/** A CGPA, or nothing. */
const cgpa = v.union([v.literal(''), v.null(), cgpaText])

/**
 * Spec §2 Graduation management (decision 0205): the graduation form of a student who completed
 * the program (`graduation-form/{id}`), the degree and its division or CGPA, the transcript and the
 * graduation fee's receipt (until the receipt area records it), and the graduation list.
 */
export const graduationView = defineView({
  entity: 'graduation',
  module: 'graduation',
  label: t('graduation.label'),
  title: t('graduation.listTitle'),
  createTitle: t('graduation.createTitle'),
  editTitle: t('graduation.editTitle'),
  activeFlag: false,
  sections: [
    { name: 'degree', label: t('graduation.section.degree') },
    { name: 'fee', label: t('graduation.section.fee') },
  ],
  fields: [
    {
      name: 'graduatedOn',
      label: t('graduation.graduatedOn'),
      kind: 'date',
      required: true,
      section: 'degree',
    },
    {
      name: 'degree',
      label: t('graduation.degree'),
      kind: 'text',
      required: true,
      section: 'degree',
    },
    {
      name: 'division',
      label: t('graduation.division'),
      kind: 'select',
      section: 'degree',
      options: { fixed: divisions },
    },
    {
      name: 'cgpa',
      label: t('graduation.cgpa'),
      kind: 'number',
      valueType: 'number',
      section: 'degree',
    },
    { name: 'transcriptNo', label: t('graduation.transcriptNo'), kind: 'text', section: 'degree' },
    { name: 'feeAmount', label: t('graduation.feeAmount'), kind: 'money', section: 'fee' },
    { name: 'receiptNo', label: t('graduation.receiptNo'), kind: 'text', section: 'fee' },
  ],
  emptyValues: {
    graduatedOn: '',
    degree: '',
    division: null,
    cgpa: '',
    transcriptNo: '',
    feeAmount: '',
    receiptNo: '',
  },
  schema: formSchema({
    graduatedOn: required(t('graduation.graduatedOnRequired')),
    degree: required(t('graduation.degreeRequired')),
    cgpa,
  }),
  crossCheck: graduationFormIssues,
  columns: [
    personNameColumn(t('outcome.name')),
    { key: 'registrationNo', label: t('outcome.registrationNo') },
    { key: 'programId', label: t('outcome.program'), cell: programNameOf },
    {
      key: 'graduatedOn',
      label: t('graduation.graduatedOn'),
      cell: (r) => createElement(LocalDate, { value: text(r.graduatedOn) }),
      value: (r) => text(r.graduatedOn),
      type: 'date',
    },
    { key: 'degree', label: t('graduation.degree') },
    {
      key: 'division',
      label: t('graduation.division'),
      cell: (r) => wordOf(divisions)(r.division),
    },
    { key: 'cgpa', label: t('graduation.cgpa'), type: 'number' },
  ],
  filters: graduationFilters,
  matchesSearch: matchesStudentSearch,
  rowName: fullName,
})
