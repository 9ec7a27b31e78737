import { matchesStudentSearch } from '../../../common/student-search'
import { createElement } from 'react'
import { LocalDate } from '../../components/dates/local-date'
import { defineView } from '../../components/entity-view/entity-view'
import {
  chosen,
  formSchema,
  programNameOf,
  required,
  text,
} from '../../components/entity-view/list-rules'
import { fullName, personNameColumn } from '../../components/entity-view/person-fields'
import { wordOf, worded } from '../../components/entity-view/person-options'
import { periodOf, termFields } from '../../components/entity-view/term-fields'
import { t, type OutcomesKey } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { outcomeFilters } from './outcome-filters'
import { dropoutFormIssues } from './outcome-issues'

export const dropoutReasons = worded(
  (v) => t(`dropout.reason.${v}` as OutcomesKey),
  [
    'financial',
    'employment',
    'migrationAbroad',
    'marriage',
    'health',
    'transfer',
    'academic',
    'unknown',
    'other',
  ],
)
const states = worded((v) => t(`dropout.state.${v}`), ['out', 'readmitted'])
const stateOf = (row: Json) => (row.readmittedOn ? 'readmitted' : 'out')

const dropoutFilters = outcomeFilters(
  { name: 'reason', label: t('dropout.reason'), options: dropoutReasons },
  {
    name: 'state',
    label: t('dropout.state'),
    options: { fixed: states },
    match: (row, value) => stateOf(row) === value,
  },
)

/** The last term a dropout attended, as the student's program counts terms. */
const [semesterField, yearField] = termFields

/**
 * Spec §2 Dropout management (decision 0205): a student of the campus who left, when, after which
 * term and why, and later their readmission. Recorded from the student's page (the student and
 * their program come from there), listed and corrected like every register.
 */
export const dropoutView = defineView({
  entity: 'dropout',
  module: 'dropout',
  label: t('dropout.label'),
  title: t('dropout.listTitle'),
  createTitle: t('dropout.createTitle'),
  editTitle: t('dropout.editTitle'),
  activeFlag: false,
  carried: ['programId'],
  sections: [
    { name: 'leaving', label: t('dropout.section.leaving') },
    { name: 'readmission', label: t('dropout.section.readmission') },
  ],
  fields: [
    {
      name: 'droppedOn',
      label: t('dropout.droppedOn'),
      kind: 'date',
      required: true,
      section: 'leaving',
    },
    {
      ...semesterField,
      name: 'lastSemester',
      label: t('dropout.lastSemester'),
      section: 'leaving',
    },
    { ...yearField, name: 'lastYear', label: t('dropout.lastYear'), section: 'leaving' },
    {
      name: 'reason',
      label: t('dropout.reason'),
      kind: 'select',
      required: true,
      section: 'leaving',
      options: { fixed: dropoutReasons },
    },
    { name: 'note', label: t('dropout.note'), kind: 'textarea', section: 'leaving' },
    {
      name: 'readmittedOn',
      label: t('dropout.readmittedOn'),
      kind: 'date',
      onlyIn: 'edit',
      section: 'readmission',
    },
    {
      name: 'readmissionNote',
      label: t('dropout.readmissionNote'),
      kind: 'textarea',
      onlyIn: 'edit',
      section: 'readmission',
    },
  ],
  emptyValues: {
    droppedOn: '',
    lastSemester: null,
    lastYear: null,
    reason: null,
    note: '',
    readmittedOn: '',
    readmissionNote: '',
  },
  schema: formSchema({
    droppedOn: required(t('dropout.droppedOnRequired')),
    reason: chosen(t('dropout.reasonRequired')),
  }),
  crossCheck: dropoutFormIssues,
  columns: [
    personNameColumn(t('outcome.name')),
    { key: 'registrationNo', label: t('outcome.registrationNo') },
    { key: 'programId', label: t('outcome.program'), cell: programNameOf },
    {
      key: 'droppedOn',
      label: t('dropout.droppedOn'),
      cell: (r) => createElement(LocalDate, { value: text(r.droppedOn) }),
      value: (r) => text(r.droppedOn),
      type: 'date',
    },
    {
      key: 'lastTerm',
      label: t('dropout.lastSemester'),
      cell: (r) => periodOf({ semester: r.lastSemester, year: r.lastYear }),
    },
    { key: 'reason', label: t('dropout.reason'), cell: (r) => wordOf(dropoutReasons)(r.reason) },
    { key: 'serial', label: t('dropout.serial'), type: 'number' },
    { key: 'state', label: t('dropout.state'), cell: (r) => wordOf(states)(stateOf(r)) },
  ],
  filters: dropoutFilters,
  matchesSearch: matchesStudentSearch,
  rowName: fullName,
})
