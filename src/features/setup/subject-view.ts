import { defineView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/setup'
import {
  adjustTerm,
  periodOf,
  programTypeOf,
  termFields,
  termOptions,
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
  { value: 'regular', label: t('lists.subjectType.regular') },
  { value: 'optional', label: t('lists.subjectType.optional') },
] as const

/**
 * Spec §2 Subject Management, §4 "Subject form", §5 "Subject add". An annual program enables
 * Year and clears Semester; a semester program the reverse; the program is fixed in edit.
 */
export const subjectView = defineView({
  entity: 'subject',
  module: 'programs',
  importing: {
    naturalKeys: [['programId', 'code']],
    example: {
      subjectName: 'Principles of Management',
      shortName: 'POM',
      code: 'MGT 201',
      alias: '',
      remarks: '',
    },
  },
  label: t('lists.subject.label'),
  title: t('lists.subject.title'),
  createTitle: t('lists.subject.createTitle'),
  editTitle: t('lists.subject.editTitle'),
  lockedInEdit: ['programId'],
  fields: [
    programField(writablePrograms),
    {
      name: 'subjectName',
      label: t('lists.subject.field.subjectName'),
      kind: 'text',
      required: true,
    },
    {
      name: 'subjectType',
      label: t('lists.subject.field.subjectType'),
      kind: 'select',
      required: true,
      options: { fixed: subjectTypes },
    },
    { name: 'shortName', label: t('lists.subject.field.shortName'), kind: 'text', required: true },
    { name: 'code', label: t('lists.subject.field.code'), kind: 'text', required: true },
    ...termFields,
    { name: 'alias', label: t('lists.subject.field.alias'), kind: 'text' },
    { name: 'remarks', label: t('lists.subject.field.remarks'), kind: 'textarea' },
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
    programId: chosen(t('lists.common.required.program')),
    subjectName: required(t('lists.subject.required.subjectName')),
    subjectType: chosen(t('lists.subject.required.subjectType')),
    shortName: required(t('lists.subject.required.shortName')),
    code: required(t('lists.subject.required.code')),
    alias: optionalText(200),
    remarks: optionalText(2000),
  }),
  crossCheck: (values, lookup): Record<string, string> => {
    const type = programTypeOf(values, lookup)
    if (type === 'annual' && !values.year) return { year: t('lists.subject.required.year') }
    if (type === 'semester' && !values.semester)
      return { semester: t('lists.subject.required.semester') }
    return {}
  },
  adjust: adjustTerm,
  columns: [
    {
      key: 'program',
      label: t('lists.subject.column.program'),
      cell: programNameOf,
    },
    { key: 'period', label: t('lists.subject.column.period'), cell: periodOf },
    { key: 'subjectName', label: t('lists.subject.field.subjectName') },
    {
      key: 'subjectType',
      label: t('lists.subject.field.subjectType'),
      cell: (row) => subjectTypes.find((s) => s.value === row.subjectType)?.label ?? '',
    },
    { key: 'shortName', label: t('lists.subject.field.shortName') },
    { key: 'code', label: t('lists.subject.field.code') },
    { key: 'alias', label: t('lists.subject.field.alias') },
    { key: 'remarks', label: t('lists.subject.field.remarks') },
  ],
  filters: [
    programFilter,
    {
      name: 'semester',
      label: t('lists.term.semester'),
      options: termOptions('semester'),
      match: (row, value) => String(row.semester) === value,
    },
    {
      name: 'year',
      label: t('lists.term.year'),
      options: termOptions('year'),
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
