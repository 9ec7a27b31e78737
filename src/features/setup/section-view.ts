import * as v from 'valibot'
import { defineView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/setup'
import {
  activeOf,
  campusField,
  campusPrograms,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  optionalNumberIn,
  optionalText,
  programField,
  required,
  sharedOrChosen,
  text,
} from '../../components/entity-view/list-rules'
import { adjustTerm, periodOf, termFields } from '../../components/entity-view/term-fields'

const shifts = [
  { value: 'morning', label: t('lists.shift.morning') },
  { value: 'day', label: t('lists.shift.day') },
  { value: 'evening', label: t('lists.shift.evening') },
] as const

/** A section's seats: the contract's range. */
const capacity = { min: 1, max: 10000 }

/**
 * Sections of a program's class at a campus (add-section): per intake batch and semester or year,
 * in a shift. The term follows the program's type, as a subject's does; the campus and program
 * are fixed once the section exists (docs/decisions/).
 */
export const sectionView = defineView({
  entity: 'section',
  module: 'setup',
  importing: {
    naturalKeys: [['campusId', 'programId', 'batchId', 'sectionName']],
    example: { sectionName: 'A', code: 'SEC-A', capacity: '48', remarks: '' },
  },
  label: t('lists.section.label'),
  title: t('lists.section.title'),
  createTitle: t('lists.section.createTitle'),
  editTitle: t('lists.section.editTitle'),
  lockedInEdit: ['campusId', 'programId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'batchId',
      label: t('lists.section.field.batchId'),
      kind: 'select',
      valueType: 'int',
      options: activeOf('batch', sharedOrChosen('programId'), ofFormCampus),
    },
    ...termFields,
    {
      name: 'sectionName',
      label: t('lists.section.field.sectionName'),
      kind: 'text',
      required: true,
    },
    { name: 'code', label: t('lists.section.field.code'), kind: 'text' },
    {
      name: 'shift',
      label: t('lists.section.field.shift'),
      kind: 'select',
      options: { fixed: shifts },
    },
    {
      name: 'capacity',
      label: t('lists.section.field.capacity'),
      kind: 'number',
      valueType: 'int',
    },
    { name: 'remarks', label: t('lists.section.field.remarks'), kind: 'textarea' },
  ],
  emptyValues: {
    campusId: null,
    programId: null,
    batchId: null,
    semester: null,
    year: null,
    sectionName: '',
    code: '',
    shift: null,
    capacity: '',
    remarks: '',
  },
  schema: formSchema({
    campusId: chosen(t('lists.common.required.campus')),
    programId: chosen(t('lists.common.required.program')),
    sectionName: v.pipe(
      required(t('lists.section.required.sectionName')),
      v.maxLength(100, t('validation.tooLong', { n: 100 })),
    ),
    code: optionalText(50),
    capacity: optionalNumberIn(/^\d+$/, capacity, t('lists.section.invalid.capacity', capacity)),
    remarks: optionalText(2000),
  }),
  adjust: adjustTerm,
  columns: [
    { key: 'programId', label: t('lists.common.program'), cell: nameOf('program', 'programId') },
    { key: 'period', label: t('lists.section.column.period'), cell: periodOf },
    { key: 'sectionName', label: t('lists.section.field.sectionName') },
    { key: 'code', label: t('lists.section.field.code') },
    { key: 'batchId', label: t('lists.section.field.batchId'), cell: nameOf('batch', 'batchId') },
    {
      key: 'shift',
      label: t('lists.section.field.shift'),
      cell: (r) => shifts.find((s) => s.value === r.shift)?.label ?? '',
    },
    { key: 'capacity', label: t('lists.section.field.capacity') },
    { key: 'remarks', label: t('lists.section.field.remarks') },
  ],
  rowName: (r) => `${text(r.sectionName)}`,
})
