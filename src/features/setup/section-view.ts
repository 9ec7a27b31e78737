import * as v from 'valibot'
import { defineView } from '../../components/entity-view/entity-view'
import {
  activeOf,
  campusField,
  campusPrograms,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  optionalMatch,
  optionalText,
  programField,
  required,
  sharedOrChosen,
  text,
} from '../../components/entity-view/list-rules'
import { adjustTerm, periodOf, termFields } from '../../components/entity-view/term-fields'

const shifts = [
  { value: 'morning', label: 'Morning' },
  { value: 'day', label: 'Day' },
  { value: 'evening', label: 'Evening' },
] as const

/**
 * Sections of a program's class at a campus (add-section): per intake batch and semester or year,
 * in a shift. The term follows the program's type, as a subject's does; the campus and program
 * are fixed once the section exists (docs/decisions/).
 */
export const sectionView = defineView({
  entity: 'section',
  label: 'Section',
  title: 'Section',
  createTitle: 'Add Section',
  editTitle: 'Edit Section',
  lockedInEdit: ['campusId', 'programId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'batchId',
      label: 'Batch',
      kind: 'select',
      valueType: 'int',
      options: activeOf('batch', sharedOrChosen('programId'), ofFormCampus),
    },
    ...termFields,
    { name: 'sectionName', label: 'Section Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'shift', label: 'Shift', kind: 'select', options: { fixed: shifts } },
    { name: 'capacity', label: 'Capacity', kind: 'number', valueType: 'int' },
    { name: 'remarks', label: 'Remarks', kind: 'textarea' },
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
    campusId: chosen('Campus is required'),
    programId: chosen('Program is required'),
    sectionName: v.pipe(
      required('Section Name is required'),
      v.maxLength(100, 'At most 100 characters'),
    ),
    code: optionalText(50),
    capacity: optionalMatch(/^([1-9]\d{0,3}|10000)$/, 'Capacity must be 1 to 10000'),
    remarks: optionalText(2000),
  }),
  adjust: adjustTerm,
  columns: [
    { key: 'programId', label: 'Program', cell: nameOf('program', 'programId') },
    { key: 'period', label: 'Semester/Year', cell: periodOf },
    { key: 'sectionName', label: 'Section Name' },
    { key: 'code', label: 'Code' },
    { key: 'batchId', label: 'Batch', cell: nameOf('batch', 'batchId') },
    {
      key: 'shift',
      label: 'Shift',
      cell: (r) => shifts.find((s) => s.value === r.shift)?.label ?? '',
    },
    { key: 'capacity', label: 'Capacity' },
    { key: 'remarks', label: 'Remarks' },
  ],
  rowName: (r) => `${text(r.sectionName)}`,
})
