import { defineView } from '../../components/entity-view/entity-view'
import { SETUP_TOAST_MS } from '../../lib/toast-durations'
import { t } from '../../lib/i18n/t'
import {
  chosen,
  formSchema,
  optionalText,
  required,
  text,
} from '../../components/entity-view/list-rules'

const facultyTypes = [
  { value: 'general', label: 'General' },
  { value: 'technical', label: 'Technical' },
] as const

/** Spec §2 Faculty Management, §3 Faculty, §5 "Faculty add". */
export const facultyView = defineView({
  entity: 'faculty',
  label: 'Faculty',
  title: 'Faculty Management',
  createTitle: 'Add Faculty',
  editTitle: 'Update Faculty Management',
  fields: [
    { name: 'facultyName', label: 'Faculty Name', kind: 'text', required: true },
    {
      name: 'facultyType',
      label: 'Faculty Type',
      kind: 'select',
      required: true,
      options: { fixed: facultyTypes },
    },
    { name: 'shortName', label: 'Short Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'alias', label: 'Alias', kind: 'text' },
    { name: 'detail', label: 'Detail', kind: 'textarea' },
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
    facultyName: required('Faculty Name is required'),
    facultyType: chosen('Faculty Type is required'),
    shortName: required('Short Name is required'),
    code: optionalText(50),
    alias: optionalText(200),
    detail: optionalText(2000),
  }),
  columns: [
    { key: 'facultyName', label: 'Faculty Name' },
    {
      key: 'facultyType',
      label: 'Faculty Type',
      cell: (row) =>
        facultyTypes.find((f) => f.value === row.facultyType)?.label ?? text(row.facultyType),
    },
    { key: 'shortName', label: 'Short Name' },
    { key: 'code', label: 'Code' },
    { key: 'alias', label: 'Alias' },
    { key: 'detail', label: 'detail' },
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
