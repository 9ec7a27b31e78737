import { defineView } from '../../components/entity-view/entity-view'
import { SETUP_TOAST_MS } from '../../lib/toast-durations'
import { t } from '../../lib/i18n/setup'
import {
  chosen,
  formSchema,
  optionalText,
  required,
  text,
} from '../../components/entity-view/list-rules'

const facultyTypes = [
  { value: 'general', label: t('lists.facultyType.general') },
  { value: 'technical', label: t('lists.facultyType.technical') },
] as const

/** Spec §2 Faculty Management, §3 Faculty, §5 "Faculty add". */
export const facultyView = defineView({
  entity: 'faculty',
  module: 'setup',
  importing: {
    naturalKeys: [['facultyName']],
    example: {
      facultyName: 'Faculty of Management',
      shortName: 'FOM',
      code: 'F-MGMT',
      alias: '',
      detail: '',
    },
  },
  label: t('lists.faculty.label'),
  title: t('lists.faculty.title'),
  createTitle: t('lists.faculty.createTitle'),
  editTitle: t('lists.faculty.editTitle'),
  fields: [
    {
      name: 'facultyName',
      label: t('lists.faculty.field.facultyName'),
      kind: 'text',
      required: true,
    },
    {
      name: 'facultyType',
      label: t('lists.faculty.field.facultyType'),
      kind: 'select',
      required: true,
      options: { fixed: facultyTypes },
    },
    { name: 'shortName', label: t('lists.faculty.field.shortName'), kind: 'text', required: true },
    { name: 'code', label: t('lists.faculty.field.code'), kind: 'text' },
    { name: 'alias', label: t('lists.faculty.field.alias'), kind: 'text' },
    { name: 'detail', label: t('lists.faculty.field.detail'), kind: 'textarea' },
  ],
  emptyValues: {
    facultyName: '',
    facultyType: null,
    shortName: '',
    code: '',
    alias: '',
    detail: '',
  },
  schema: formSchema({
    facultyName: required(t('lists.faculty.required.facultyName')),
    facultyType: chosen(t('lists.faculty.required.facultyType')),
    shortName: required(t('lists.faculty.required.shortName')),
    code: optionalText(50),
    alias: optionalText(200),
    detail: optionalText(2000),
  }),
  columns: [
    { key: 'facultyName', label: t('lists.faculty.field.facultyName') },
    {
      key: 'facultyType',
      label: t('lists.faculty.field.facultyType'),
      cell: (row) =>
        facultyTypes.find((f) => f.value === row.facultyType)?.label ?? text(row.facultyType),
    },
    { key: 'shortName', label: t('lists.faculty.field.shortName') },
    { key: 'code', label: t('lists.faculty.field.code') },
    { key: 'alias', label: t('lists.faculty.field.alias') },
    { key: 'detail', label: t('lists.faculty.column.detail') },
  ],
  rowName: (row) => text(row.facultyName),
  messages: {
    created: t('faculty.createSuccess'),
    createFailed: t('faculty.createFailure'),
    duplicate: t('faculty.duplicate'),
    updated: t('faculty.updateSuccess'),
    updateFailed: t('faculty.updateFailure'),
    toastMs: SETUP_TOAST_MS,
  },
})
