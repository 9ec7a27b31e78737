import { fieldLimits } from '../../../common/field-limits.gen'
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
  nameOf,
  ofFormCampus,
  programNameOf,
  required,
  text,
} from '../../components/entity-view/list-rules'
import { fullName, personNameColumn } from '../../components/entity-view/person-fields'
import { wordOf, worded } from '../../components/entity-view/person-options'
import { formatRupees } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { outcomeFilters } from './outcome-filters'
import { receiptFormIssues } from './outcome-issues'

const states = worded((v) => t(`receipt.state.${v}`), ['valid', 'cancelled'])
const stateOf = (row: Json) => (row.cancelled === true ? 'cancelled' : 'valid')

/** The contract's amount of a receipt: above nothing (exclusiveMinimum), at most its maximum. */
const amountRange = { above: 0, max: fieldLimits.ReceiptCreate.amount.maximum }

/** An amount of rupees in that range with paisa at most (the contract's multipleOf 0.01). */
const amount = v.pipe(
  v.union([v.string(), v.number()]),
  v.check(
    (value) => {
      const s = String(value).trim()
      const rupees = Number(s)
      return /^\d+(\.\d{1,2})?$/.test(s) && rupees > amountRange.above && rupees <= amountRange.max
    },
    t('receipt.amountRange', { above: amountRange.above }),
  ),
)

/**
 * Receipt Management (spec §2, decision 0322): a receipt of a student's fee, issued from the
 * student's page or the picker, numbered per campus and fiscal year when the server stores it, and
 * cancelled (never deleted) by an edit. What receipts paid against the fee setup is the dues.
 */
export const receiptView = defineView({
  entity: 'receipt',
  module: 'receipts',
  label: t('receipt.label'),
  title: t('receipt.listTitle'),
  createTitle: t('receipt.createTitle'),
  editTitle: t('receipt.editTitle'),
  activeFlag: false,
  sections: [
    { name: 'payment', label: t('receipt.section.payment') },
    { name: 'cancellation', label: t('receipt.section.cancellation') },
  ],
  fields: [
    {
      name: 'feeTypeId',
      label: t('receipt.feeType'),
      kind: 'select',
      required: true,
      valueType: 'int',
      section: 'payment',
      options: activeOf('feeType', ofFormCampus),
    },
    {
      name: 'paidOn',
      label: t('receipt.paidOn'),
      kind: 'date',
      required: true,
      section: 'payment',
    },
    {
      name: 'amount',
      label: t('receipt.amount'),
      kind: 'number',
      valueType: 'number',
      required: true,
      section: 'payment',
    },
    { name: 'remarks', label: t('receipt.remarks'), kind: 'textarea', section: 'payment' },
    {
      name: 'cancelled',
      label: t('receipt.cancelled'),
      kind: 'checkbox',
      onlyIn: 'edit',
      section: 'cancellation',
    },
    {
      name: 'cancelledReason',
      label: t('receipt.cancelledReason'),
      kind: 'textarea',
      onlyIn: 'edit',
      section: 'cancellation',
    },
  ],
  // What was paid, when and for what is the receipt itself: a wrong one is cancelled and issued again.
  lockedInEdit: ['feeTypeId', 'paidOn', 'amount'],
  emptyValues: {
    feeTypeId: null,
    paidOn: '',
    amount: '',
    remarks: '',
    cancelled: false,
    cancelledReason: '',
  },
  schema: formSchema({
    feeTypeId: chosen(t('receipt.feeTypeRequired')),
    paidOn: required(t('receipt.paidOnRequired')),
    amount,
    cancelled: v.optional(v.boolean()),
  }),
  crossCheck: (values, lookup) => ({
    ...receiptFormIssues(values, lookup),
    ...(values.cancelled === true && !text(values.cancelledReason).trim()
      ? { cancelledReason: t('receipt.cancelledReasonRequired') }
      : {}),
  }),
  columns: [
    personNameColumn(t('outcome.name')),
    { key: 'registrationNo', label: t('outcome.registrationNo') },
    { key: 'programId', label: t('outcome.program'), cell: programNameOf },
    { key: 'receiptNo', label: t('receipt.receiptNo') },
    {
      key: 'paidOn',
      label: t('receipt.paidOn'),
      cell: (r) => createElement(LocalDate, { value: text(r.paidOn) }),
      value: (r) => text(r.paidOn),
      type: 'date',
    },
    { key: 'feeTypeId', label: t('receipt.feeType'), cell: nameOf('feeType', 'feeTypeId') },
    {
      key: 'amount',
      label: t('receipt.amount'),
      cell: (r) => formatRupees(r.amount),
      value: (r) => Number(r.amount),
      type: 'number',
    },
    { key: 'state', label: t('receipt.state'), cell: (r) => wordOf(states)(stateOf(r)) },
  ],
  filters: outcomeFilters(
    {
      name: 'state',
      label: t('receipt.state'),
      options: states,
      match: (row, value) => stateOf(row) === value,
    },
    {
      name: 'feeTypeId',
      label: t('receipt.feeType'),
      options: activeOf('feeType'),
      match: equals('feeTypeId'),
    },
  ),
  matchesSearch: matchesStudentSearch,
  rowName: fullName,
})
