import * as v from 'valibot'
import { defineView } from '../../components/entity-view/entity-view'
import { inLocalDigits } from '../../lib/format/local-number'
import { officePhoneLength, officePhonePattern } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/setup'
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
  { value: 'academic', label: t('lists.departmentType.academic') },
  { value: 'administrative', label: t('lists.departmentType.administrative') },
] as const

/**
 * Departments of a university or campus (add-department): academic ones under a faculty,
 * administrative ones (offices) without. Scope like faculties (docs/decisions/).
 */
export const departmentView = defineView({
  entity: 'department',
  module: 'setup',
  importing: {
    naturalKeys: [['departmentName']],
    example: {
      departmentName: 'Department of Economics',
      shortName: 'ECO',
      code: 'D-ECO',
      headName: 'Ram Prasad Sharma',
      email: 'economics@example.edu.np',
      phone: '01-4330000',
      establishedYear: '2045',
      remarks: '',
    },
  },
  label: t('lists.department.label'),
  title: t('lists.department.title'),
  createTitle: t('lists.department.createTitle'),
  editTitle: t('lists.department.editTitle'),
  fields: [
    {
      name: 'departmentName',
      label: t('lists.department.field.departmentName'),
      kind: 'text',
      required: true,
    },
    {
      name: 'departmentType',
      label: t('lists.department.field.departmentType'),
      kind: 'select',
      required: true,
      options: { fixed: departmentTypes },
    },
    {
      name: 'facultyId',
      label: t('lists.department.field.facultyId'),
      kind: 'select',
      valueType: 'int',
      options: activeOf('faculty'),
      disabled: (values) => values.departmentType === 'administrative',
    },
    { name: 'shortName', label: t('lists.department.field.shortName'), kind: 'text' },
    { name: 'code', label: t('lists.department.field.code'), kind: 'text' },
    { name: 'headName', label: t('lists.department.field.headName'), kind: 'text' },
    { name: 'email', label: t('lists.department.field.email'), kind: 'text', inputMode: 'email' },
    { name: 'phone', label: t('lists.department.field.phone'), kind: 'text', inputMode: 'tel' },
    {
      name: 'establishedYear',
      label: t('lists.department.field.establishedYear'),
      kind: 'number',
      valueType: 'int',
    },
    { name: 'remarks', label: t('lists.department.field.remarks'), kind: 'textarea' },
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
      required(t('lists.department.required.departmentName')),
      v.maxLength(200, t('validation.tooLong', { n: 200 })),
    ),
    departmentType: chosen(t('lists.department.required.departmentType')),
    shortName: optionalText(50),
    code: optionalText(50),
    headName: optionalText(200),
    email: optionalMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t('lists.department.invalid.email')),
    phone: optionalMatch(
      officePhonePattern,
      t('lists.department.invalid.phone', officePhoneLength),
    ),
    establishedYear: optionalMatch(
      /^(19|20|21)\d{2}$|^2200$/,
      // A year is not grouped (2045, not 2,045).
      t('lists.department.invalid.establishedYear', { year: inLocalDigits('2045') }),
    ),
    remarks: optionalText(2000),
  }),
  columns: [
    { key: 'departmentName', label: t('lists.department.field.departmentName') },
    {
      key: 'departmentType',
      label: t('lists.department.column.departmentType'),
      cell: (r) => departmentTypes.find((d) => d.value === r.departmentType)?.label ?? '',
    },
    {
      key: 'facultyId',
      label: t('lists.department.field.facultyId'),
      cell: nameOf('faculty', 'facultyId'),
    },
    { key: 'shortName', label: t('lists.department.field.shortName') },
    { key: 'code', label: t('lists.department.field.code') },
    { key: 'headName', label: t('lists.department.field.headName') },
    { key: 'email', label: t('lists.department.field.email') },
    { key: 'phone', label: t('lists.department.field.phone') },
    { key: 'establishedYear', label: t('lists.department.column.establishedYear') },
  ],
  rowName: (r) => text(r.departmentName),
})
