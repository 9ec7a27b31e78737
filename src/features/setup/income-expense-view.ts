import * as v from 'valibot'
import { defineView, type FormValues } from '../../components/entity-view/entity-view'
import { adToBs, fiscalYearOf } from '../../../common/bikram-sambat'
import { amountPattern, formatRupees } from '../../../common/money'
import { inLocalDigits } from '../../lib/format/local-number'
import { t } from '../../lib/i18n/setup'
import type { CachedRecord, Json } from '../../offline/db'
import {
  activeOf,
  campusField,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  optionalText,
  required,
  text,
} from '../../components/entity-view/list-rules'
import { longBs } from './fiscal-year-view'
import { headTypeLabel } from './income-expense-head-view'

const isoDay = (day: Date) =>
  new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)

/** The BS day of an entry: the server's, or worked out here for one not synced yet. */
const bsDayOf = (row: Json) => {
  if (typeof row.entryDateBs === 'string') return longBs(row.entryDateBs)
  try {
    const { year, month, day } = adToBs(text(row.entryDate))
    return longBs(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  } catch {
    return ''
  }
}

/** A new entry starts in the current fiscal year (else today's), dated today. */
export function newEntryValues(
  lists: ReadonlyMap<string, CachedRecord[]>,
  today: Date,
): FormValues {
  const years = (lists.get('fiscalYear') ?? []).filter((y) => y.id !== null)
  let todays: string | null = null
  try {
    todays = fiscalYearOf(isoDay(today)).name
  } catch {
    // outside the BS table
  }
  const year =
    years.find((y) => y.data.isCurrent === true) ?? years.find((y) => y.data.name === todays)
  return { entryDate: isoDay(today), ...(year ? { fiscalYearId: String(year.id) } : {}) }
}

/**
 * Income received and expenses paid by a campus (incomeexpense). Amounts are rupees as decimal
 * strings, shown grouped the Nepali way; dates are AD with the BS day beside them. An entry is
 * voided with Inactive, never deleted.
 */
export const incomeExpenseView = defineView({
  entity: 'incomeExpense',
  module: 'finance',
  // An entry is matched by its voucher or receipt number within the fiscal year, as the server
  // judges a duplicate; one without a number is always a new entry.
  importing: {
    naturalKeys: [['campusId', 'fiscalYearId', 'reference']],
    example: {
      entryDate: '2082-04-15',
      amount: '15000',
      reference: 'V-0001',
      description: 'Library books',
    },
  },
  label: t('lists.incomeExpense.label'),
  title: t('lists.incomeExpense.title'),
  createTitle: t('lists.incomeExpense.createTitle'),
  editTitle: t('lists.incomeExpense.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    {
      name: 'fiscalYearId',
      label: t('lists.incomeExpense.field.fiscalYearId'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: {
        entity: 'fiscalYear',
        label: (y) => text(y.name),
        where: (y) => y.status !== false,
      },
    },
    {
      name: 'entryDate',
      label: t('lists.incomeExpense.field.entryDate'),
      kind: 'date',
      required: true,
    },
    {
      name: 'headId',
      label: t('lists.incomeExpense.field.headId'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: {
        ...activeOf('incomeExpenseHead', ofFormCampus),
        label: (h) => `${text(h.code)} ${text(h.headName)} (${headTypeLabel(h)})`.trim(),
      },
    },
    { name: 'amount', label: t('lists.incomeExpense.field.amount'), kind: 'money', required: true },
    { name: 'reference', label: t('lists.incomeExpense.field.reference'), kind: 'text' },
    { name: 'description', label: t('lists.incomeExpense.field.description'), kind: 'textarea' },
  ],
  emptyValues: {
    campusId: null,
    fiscalYearId: null,
    entryDate: '',
    headId: null,
    amount: '',
    reference: '',
    description: '',
  },
  defaults: newEntryValues,
  schema: formSchema({
    campusId: chosen(t('lists.common.required.campus')),
    fiscalYearId: chosen(t('lists.incomeExpense.required.fiscalYearId')),
    entryDate: required(t('lists.incomeExpense.required.entryDate')),
    headId: chosen(t('lists.incomeExpense.required.headId')),
    amount: v.pipe(
      required(t('lists.incomeExpense.required.amount')),
      // The example as typed (no grouping), in the user's digits, which the box reads.
      v.regex(
        amountPattern,
        t('lists.incomeExpense.invalid.amount', { example: inLocalDigits('12500.50') }),
      ),
      // Valid amounts are more than 0 exactly when a digit other than 0 appears.
      v.regex(/[1-9]/, t('lists.incomeExpense.invalid.amountZero', { n: 0 })),
    ),
    reference: optionalText(100),
    description: optionalText(2000),
  }),
  crossCheck: (values, lookup): Record<string, string> => {
    const year = values.fiscalYearId ? lookup('fiscalYear', values.fiscalYearId) : undefined
    const day = text(values.entryDate)
    if (!year || !day) return {}
    if (day < text(year.startDate) || day > text(year.endDate))
      return {
        entryDate: t('lists.incomeExpense.invalid.entryDate', {
          name: text(year.name),
          start: text(year.startDate),
          end: text(year.endDate),
        }),
      }
    return {}
  },
  columns: [
    { key: 'entryDateBs', label: t('lists.incomeExpense.column.entryDateBs'), cell: bsDayOf },
    {
      key: 'entryDate',
      label: t('lists.incomeExpense.field.entryDate'),
      type: 'date',
      calendar: 'ad',
    },
    {
      key: 'fiscalYearId',
      label: t('lists.incomeExpense.field.fiscalYearId'),
      cell: nameOf('fiscalYear', 'fiscalYearId'),
    },
    {
      key: 'headId',
      label: t('lists.incomeExpense.field.headId'),
      cell: nameOf('incomeExpenseHead', 'headId'),
    },
    {
      key: 'headType',
      label: t('lists.incomeExpense.column.headType'),
      cell: (r, lookup) => headTypeLabel(lookup('incomeExpenseHead', r.headId)),
    },
    {
      key: 'amount',
      label: t('lists.incomeExpense.field.amount'),
      cell: (r) => formatRupees(r.amount),
      value: (r) => text(r.amount),
      type: 'number',
    },
    { key: 'reference', label: t('lists.incomeExpense.field.reference') },
    { key: 'description', label: t('lists.incomeExpense.field.description') },
  ],
  // Newest first, as the contract lists them.
  sortBy: (a, b) => text(b.entryDate).localeCompare(text(a.entryDate)),
  rowName: (r) => text(r.reference) || formatRupees(r.amount),
})
