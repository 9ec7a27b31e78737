import * as v from 'valibot'
import { defineView } from '../../components/entity-view/entity-view'
import {
  activeOf,
  chosen,
  formSchema,
  nameOf,
  optionalMatch,
  optionalText,
  required,
  text,
} from '../../components/entity-view/list-rules'

const departmentTypes = [
  { value: 'academic', label: 'Academic' },
  { value: 'administrative', label: 'Administrative' },
] as const

/**
 * Departments of a university or campus (add-department): academic ones under a faculty,
 * administrative ones (offices) without. Scope like faculties (docs/decisions/).
 */
export const departmentView = defineView({
  entity: 'department',
  label: 'Department',
  title: 'Department',
  createTitle: 'Add Department',
  editTitle: 'Edit Department',
  fields: [
    { name: 'departmentName', label: 'Department Name', kind: 'text', required: true },
    {
      name: 'departmentType',
      label: 'Department Type',
      kind: 'select',
      required: true,
      options: { fixed: departmentTypes },
    },
    {
      name: 'facultyId',
      label: 'Faculty',
      kind: 'select',
      valueType: 'int',
      options: activeOf('faculty'),
      disabled: (values) => values.departmentType === 'administrative',
    },
    { name: 'shortName', label: 'Short Name', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'headName', label: 'Head of Department', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'text' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    {
      name: 'establishedYear',
      label: 'Established (BS year)',
      kind: 'number',
      valueType: 'int',
    },
    { name: 'remarks', label: 'Remarks', kind: 'textarea' },
  ],
  emptyValues: {
    departmentName: '',
    departmentType: null,
    facultyId: null,
    shortName: '',
    code: '',
    headName: '',
    email: '',
    phone: '',
    establishedYear: '',
    remarks: '',
  },
  schema: formSchema({
    departmentName: v.pipe(
      required('Department Name is required'),
      v.maxLength(200, 'At most 200 characters'),
    ),
    departmentType: chosen('Department Type is required'),
    shortName: optionalText(50),
    code: optionalText(50),
    headName: optionalText(200),
    email: optionalMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'E-mail is not valid'),
    phone: optionalMatch(/^[0-9+\-\s]{6,20}$/, 'Phone must be 6 to 20 digits'),
    establishedYear: optionalMatch(
      /^(19|20|21)\d{2}$|^2200$/,
      'Established must be a BS year such as 2045',
    ),
    remarks: optionalText(2000),
  }),
  columns: [
    { key: 'departmentName', label: 'Department Name' },
    {
      key: 'departmentType',
      label: 'Type',
      cell: (r) => departmentTypes.find((d) => d.value === r.departmentType)?.label ?? '',
    },
    { key: 'facultyId', label: 'Faculty', cell: nameOf('faculty', 'facultyId') },
    { key: 'shortName', label: 'Short Name' },
    { key: 'code', label: 'Code' },
    { key: 'headName', label: 'Head of Department' },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Phone' },
    { key: 'establishedYear', label: 'Established (BS)' },
  ],
  rowName: (r) => text(r.departmentName),
})
