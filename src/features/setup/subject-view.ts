import { defineView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/t'
import {
  adjustTerm,
  periodOf,
  programTypeOf,
  termFields,
} from '../../components/entity-view/term-fields'
import {
  chosen,
  formSchema,
  optionalText,
  programField,
  programFilter,
  programNameOf,
  required,
  text,
  writablePrograms,
} from '../../components/entity-view/list-rules'

const subjectTypes = [
  { value: 'regular', label: 'Compulsory' },
  { value: 'optional', label: 'Elective' },
] as const

/**
 * Spec §2 Subject Management, §4 "Subject form", §5 "Subject add". An annual program enables
 * Year and clears Semester; a semester program the reverse; the program is fixed in edit.
 */
export const subjectView = defineView({
  entity: 'subject',
  label: 'Subject',
  title: 'Subject Management',
  createTitle: 'Add Subject',
  editTitle: 'Edit Subject',
  lockedInEdit: ['programId'],
  fields: [
    programField(writablePrograms),
    { name: 'subjectName', label: 'Subject Name', kind: 'text', required: true },
    {
      name: 'subjectType',
      label: 'Subject Type',
      kind: 'select',
      required: true,
      options: { fixed: subjectTypes },
    },
    { name: 'shortName', label: 'Short Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text', required: true },
    ...termFields,
    { name: 'alias', label: 'Alias', kind: 'text' },
    { name: 'remarks', label: 'Details', kind: 'textarea' },
  ],
  emptyValues: {
    programId: null,
    subjectName: '',
    subjectType: null,
    shortName: '',
    code: '',
    semester: null,
    year: null,
    alias: '',
    remarks: '',
  },
  schema: formSchema({
    programId: chosen('Program is required'),
    subjectName: required('Subject Name is required'),
    subjectType: chosen('Subject Type is required'),
    shortName: required('Short Name is required'),
    code: required('Code is required'),
    alias: optionalText(200),
    remarks: optionalText(2000),
  }),
  crossCheck: (values, lookup): Record<string, string> => {
    const type = programTypeOf(values, lookup)
    if (type === 'annual' && !values.year) return { year: 'Year is required' }
    if (type === 'semester' && !values.semester) return { semester: 'Semester is required' }
    return {}
  },
  adjust: adjustTerm,
  columns: [
    {
      key: 'program',
      label: 'Program Name',
      cell: programNameOf,
    },
    { key: 'period', label: 'Semester/Year', cell: periodOf },
    { key: 'subjectName', label: 'Subject Name' },
    {
      key: 'subjectType',
      label: 'Subject Type',
      cell: (row) => subjectTypes.find((s) => s.value === row.subjectType)?.label ?? '',
    },
    { key: 'shortName', label: 'Short Name' },
    { key: 'code', label: 'Code' },
    { key: 'alias', label: 'Alias' },
    { key: 'remarks', label: 'Details' },
  ],
  filters: [
    programFilter,
    {
      name: 'semester',
      label: 'Semester',
      options: { entity: 'semesterOption', label: (o) => text(o.name) },
      match: (row, value) => String(row.semester) === value,
    },
    {
      name: 'year',
      label: 'Year',
      options: { entity: 'yearOption', label: (o) => text(o.name) },
      match: (row, value) => String(row.year) === value,
    },
  ],
  rowName: (row) => text(row.subjectName),
  messages: {
    created: t('subject.createSuccess'),
    createFailed: t('subject.createFailurePrefix'),
    updated: t('setup.subjectUpdated'),
    createFailedDetail: true,
  },
})
