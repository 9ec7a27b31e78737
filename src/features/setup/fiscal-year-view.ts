import * as v from 'valibot'
import { defineView, type FormValues } from '../../components/entity-view/entity-view'
import {
  fiscalYear,
  fiscalYearFirstDay,
  fiscalYearOf,
  fiscalYearStart,
  parseBs,
  type FiscalYearDates,
} from '../../../common/bikram-sambat'
import type { Json } from '../../offline/db'
import { formSchema, required, text } from '../../components/entity-view/list-rules'
import { formatLongBs } from '../../lib/format/local'
import { t } from '../../lib/i18n/setup'

const bsDate = (label: string) =>
  v.pipe(
    v.string(t('lists.fiscalYear.required.bsDate', { label })),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, t('lists.fiscalYear.invalid.bsDate', { label })),
  )

const startYearOf = (name: unknown) => {
  try {
    return fiscalYearStart(text(name))
  } catch {
    return null
  }
}

/** The form's values of a fiscal year (BS name, BS and AD dates), or nothing outside the table. */
const datesOf = (startYear: number): FormValues => {
  let year: FiscalYearDates
  try {
    year = fiscalYear(startYear)
  } catch {
    return {}
  }
  const { name, startDateBs, endDateBs, startDate, endDate } = year
  return { name, startDateBs, endDateBs, startDate, endDate }
}

/**
 * The fiscal year a new record defaults to: the Shrawan-to-Asar year after the newest one
 * recorded, and never before the one after today's (2084/85 while today falls in 2083/84).
 */
export function newFiscalYearValues(rows: readonly Json[], today: Date): FormValues {
  let todays: number | null = null
  try {
    todays = fiscalYearOf(today).startYear
  } catch {
    // today outside the BS table: only the recorded years count
  }
  const starts = [todays, ...rows.map((r) => startYearOf(r.name))].filter((y) => y !== null)
  return starts.length ? datesOf(Math.max(...starts) + 1) : {}
}

/** The import template's example row: the year's name and dates as a person types them. */
const exampleYear = (startYear: number): Record<string, string> =>
  Object.fromEntries(Object.entries(datesOf(startYear)).map(([k, v]) => [k, text(v)]))

/** `2083-04-01` → `1 Shrawan 2083`; anything else as it is. */
export function longBs(value: unknown): string {
  try {
    return formatLongBs(parseBs(text(value)))
  } catch {
    return text(value)
  }
}

/** Fiscal years (arthikBarsa): Bikram Sambat name and dates beside the AD dates. */
export const fiscalYearView = defineView({
  entity: 'fiscalYear',
  module: 'setup',
  // A year's BS dates are text columns and its AD dates date columns ("Start (AD)"), so each is
  // read in its own calendar; the example is a year of the table, 2084/85.
  importing: { naturalKeys: [['name']], example: exampleYear(2084) },
  label: t('lists.fiscalYear.label'),
  title: t('lists.fiscalYear.title'),
  createTitle: t('lists.fiscalYear.createTitle'),
  editTitle: t('lists.fiscalYear.editTitle'),
  fields: [
    {
      name: 'name',
      label: t('lists.fiscalYear.field.name'),
      kind: 'text',
      required: true,
      description: t('lists.fiscalYear.hint.name'),
    },
    {
      name: 'startDateBs',
      label: t('lists.fiscalYear.field.startDateBs'),
      kind: 'text',
      required: true,
      description: t('lists.fiscalYear.hint.startDateBs', { day: fiscalYearFirstDay.day }),
    },
    {
      name: 'endDateBs',
      label: t('lists.fiscalYear.field.endDateBs'),
      kind: 'text',
      required: true,
      description: t('lists.fiscalYear.hint.endDateBs'),
    },
    {
      name: 'startDate',
      label: t('lists.fiscalYear.field.startDate'),
      kind: 'date',
      // The BS dates have their own fields; these are the AD dates of the same days.
      calendar: 'ad',
      required: true,
    },
    {
      name: 'endDate',
      label: t('lists.fiscalYear.field.endDate'),
      kind: 'date',
      calendar: 'ad',
      required: true,
    },
    { name: 'isCurrent', label: t('lists.fiscalYear.field.isCurrent'), kind: 'checkbox' },
  ],
  emptyValues: {
    name: '',
    startDateBs: '',
    endDateBs: '',
    startDate: '',
    endDate: '',
    isCurrent: false,
  },
  schema: formSchema({
    name: v.pipe(
      required(t('lists.fiscalYear.required.name')),
      v.regex(/^\d{4}\/\d{2}$/, t('lists.fiscalYear.invalid.name')),
    ),
    startDateBs: bsDate(t('lists.fiscalYear.field.startDateBs')),
    endDateBs: bsDate(t('lists.fiscalYear.field.endDateBs')),
    startDate: required(t('lists.fiscalYear.required.startDate')),
    endDate: required(t('lists.fiscalYear.required.endDate')),
  }),
  columns: [
    { key: 'name', label: t('lists.fiscalYear.column.name') },
    {
      key: 'startDateBs',
      label: t('lists.fiscalYear.field.startDateBs'),
      cell: (r) => longBs(r.startDateBs),
    },
    {
      key: 'endDateBs',
      label: t('lists.fiscalYear.field.endDateBs'),
      cell: (r) => longBs(r.endDateBs),
    },
    {
      key: 'startDate',
      label: t('lists.fiscalYear.field.startDate'),
      type: 'date',
      calendar: 'ad',
    },
    { key: 'endDate', label: t('lists.fiscalYear.field.endDate'), type: 'date', calendar: 'ad' },
    {
      key: 'isCurrent',
      label: t('lists.fiscalYear.column.isCurrent'),
      cell: (r) => (r.isCurrent ? t('lists.fiscalYear.yes') : ''),
    },
  ],
  defaults: (lists, today) =>
    newFiscalYearValues(
      (lists.get('fiscalYear') ?? []).map((r) => r.data),
      today,
    ),
  // Typing another fiscal year's name fills its BS and AD dates.
  adjust: (next, previous) => {
    if (next.name === previous.name) return null
    const start = startYearOf(next.name)
    return start === null ? null : datesOf(start)
  },
  sortBy: (a, b) => text(a.startDate).localeCompare(text(b.startDate)),
  rowName: (r) => text(r.name),
})
