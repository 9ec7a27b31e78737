import * as v from 'valibot'
import { defineView } from '../../components/entity-view/entity-view'
import { commissionWriters, formSchema, required, text } from './form-rules'

const bsDate = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: YYYY-MM-DD in Bikram Sambat`),
  )

/** Fiscal years (arthikBarsa): Bikram Sambat name and dates beside the AD dates. */
export const fiscalYearView = defineView({
  entity: 'fiscalYear',
  label: 'Fiscal year',
  title: 'Fiscal Year (Arthik Barsa)',
  createTitle: 'Add Fiscal Year',
  editTitle: 'Edit Fiscal Year',
  writableBy: commissionWriters,
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
    { key: 'startDateBs', label: 'Start (BS)' },
    { key: 'endDateBs', label: 'End (BS)' },
    { key: 'startDate', label: 'Start (AD)' },
    { key: 'endDate', label: 'End (AD)' },
    { key: 'isCurrent', label: 'Current', cell: (r) => (r.isCurrent ? 'Yes' : '') },
  ],
  sortBy: (a, b) => text(a.startDate).localeCompare(text(b.startDate)),
  rowName: (r) => text(r.name),
})
