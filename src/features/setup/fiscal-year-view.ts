import * as v from 'valibot'
import { defineView, type FormValues } from '../../components/entity-view/entity-view'
import {
  bsMonthNames,
  fiscalYear,
  fiscalYearOf,
  fiscalYearStart,
  parseBs,
  type FiscalYearDates,
} from '../../../common/bikram-sambat'
import type { Json } from '../../offline/db'
import { formSchema, required, text } from '../../components/entity-view/list-rules'

const bsDate = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: YYYY-MM-DD in Bikram Sambat`),
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

/** `2083-04-01` → `1 Shrawan 2083`; anything else as it is. */
export function longBs(value: unknown): string {
  try {
    const { year, month, day } = parseBs(text(value))
    return `${day} ${bsMonthNames[month - 1]} ${year}`
  } catch {
    return text(value)
  }
}

/** Fiscal years (arthikBarsa): Bikram Sambat name and dates beside the AD dates. */
export const fiscalYearView = defineView({
  entity: 'fiscalYear',
  label: 'Fiscal year',
  title: 'Fiscal Year (Arthik Barsa)',
  createTitle: 'Add Fiscal Year',
  editTitle: 'Edit Fiscal Year',
  fields: [
    {
      name: 'name',
      label: 'Fiscal Year (BS)',
      kind: 'text',
      required: true,
      description: 'e.g. 2084/85',
    },
    {
      name: 'startDateBs',
      label: 'Start (BS)',
      kind: 'text',
      required: true,
      description: '1 Shrawan, YYYY-MM-DD',
    },
    {
      name: 'endDateBs',
      label: 'End (BS)',
      kind: 'text',
      required: true,
      description: 'Last day of Asar',
    },
    { name: 'startDate', label: 'Start (AD)', kind: 'date', required: true },
    { name: 'endDate', label: 'End (AD)', kind: 'date', required: true },
    { name: 'isCurrent', label: 'Current fiscal year', kind: 'checkbox' },
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
      required('Fiscal Year is required'),
      v.regex(/^\d{4}\/\d{2}$/, 'Fiscal Year looks like 2084/85'),
    ),
    startDateBs: bsDate('Start (BS)'),
    endDateBs: bsDate('End (BS)'),
    startDate: required('Start (AD) is required'),
    endDate: required('End (AD) is required'),
  }),
  columns: [
    { key: 'name', label: 'Fiscal Year' },
    { key: 'startDateBs', label: 'Start (BS)', cell: (r) => longBs(r.startDateBs) },
    { key: 'endDateBs', label: 'End (BS)', cell: (r) => longBs(r.endDateBs) },
    { key: 'startDate', label: 'Start (AD)' },
    { key: 'endDate', label: 'End (AD)' },
    { key: 'isCurrent', label: 'Current', cell: (r) => (r.isCurrent ? 'Yes' : '') },
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
