import { matchesStudentSearch } from '../../../common/student-search'
import * as v from 'valibot'
import { createElement } from 'react'
import { LocalDate } from '../../components/dates/local-date'
import { defineView } from '../../components/entity-view/entity-view'
import {
  activeOf,
  chosen,
  equals,
  formSchema,
  programNameOf,
  required,
  text,
} from '../../components/entity-view/list-rules'
import { fullName, personNameColumn } from '../../components/entity-view/person-fields'
import { wordOf, worded } from '../../components/entity-view/person-options'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { certificateFormIssues } from './outcome-issues'

export const conducts = worded(
  (v) => t(`certificate.conduct.${v}`),
  ['excellent', 'good', 'satisfactory'],
)
const states = worded((v) => t(`certificate.state.${v}`), ['valid', 'revoked'])
const stateOf = (row: Json) => (row.revoked === true ? 'revoked' : 'valid')

/**
 * Character certificates (decision 0210): issued to a graduate from their page or the picker,
 * printed with a QR code that verifies them publicly; corrected or revoked by an edit.
 */
export const certificateView = defineView({
  entity: 'characterCertificate',
  module: 'graduation',
  label: t('certificate.label'),
  title: t('certificate.listTitle'),
  createTitle: t('certificate.createTitle'),
  editTitle: t('certificate.editTitle'),
  activeFlag: false,
  sections: [
    { name: 'certificate', label: t('certificate.section.certificate') },
    { name: 'revocation', label: t('certificate.section.revocation') },
  ],
  fields: [
    {
      name: 'issuedOn',
      label: t('certificate.issuedOn'),
      kind: 'date',
      required: true,
      section: 'certificate',
    },
    {
      name: 'conduct',
      label: t('certificate.conduct'),
      kind: 'select',
      required: true,
      section: 'certificate',
      options: { fixed: conducts },
    },
    { name: 'remarks', label: t('certificate.remarks'), kind: 'textarea', section: 'certificate' },
    {
      name: 'revoked',
      label: t('certificate.revoked'),
      kind: 'checkbox',
      onlyIn: 'edit',
      section: 'revocation',
    },
    {
      name: 'revokedReason',
      label: t('certificate.revokedReason'),
      kind: 'textarea',
      onlyIn: 'edit',
      section: 'revocation',
    },
  ],
  // The date of issue is fixed once issued: it dates the serial.
  lockedInEdit: ['issuedOn'],
  emptyValues: { issuedOn: '', conduct: 'good', remarks: '', revoked: false, revokedReason: '' },
  schema: formSchema({
    issuedOn: required(t('certificate.issuedOnRequired')),
    conduct: chosen(t('certificate.conductRequired')),
    revoked: v.optional(v.boolean()),
  }),
  crossCheck: certificateFormIssues,
  columns: [
    personNameColumn(t('outcome.name')),
    { key: 'registrationNo', label: t('outcome.registrationNo') },
    { key: 'programId', label: t('outcome.program'), cell: programNameOf },
    {
      key: 'issuedOn',
      label: t('certificate.issuedOn'),
      cell: (r) => createElement(LocalDate, { value: text(r.issuedOn) }),
      type: 'date',
    },
    { key: 'conduct', label: t('certificate.conduct'), cell: (r) => wordOf(conducts)(r.conduct) },
    { key: 'serial', label: t('certificate.serial') },
    { key: 'state', label: t('certificate.state'), cell: (r) => wordOf(states)(stateOf(r)) },
  ],
  filters: [
    {
      name: 'fiscalYearId',
      label: t('outcome.fiscalYear'),
      options: activeOf('fiscalYear'),
      match: equals('fiscalYearId'),
    },
  ],
  matchesSearch: matchesStudentSearch,
  rowName: fullName,
})
