import { defineView } from '../../components/entity-view/entity-view'
import { SETUP_TOAST_MS } from '../../lib/toast-durations'
import { t } from '../../lib/i18n/t'
import { formSchema, optionalText, required, text } from '../../components/entity-view/list-rules'

/** Spec §2 Level Management, §3 Level, §5 "Level add / edit". */
export const levelView = defineView({
  entity: 'level',
  label: 'Level',
  title: 'Level Management',
  createTitle: 'Add Level',
  editTitle: 'Edit Level',
  fields: [
    { name: 'levelName', label: 'Level Name', kind: 'text', required: true },
    { name: 'shortName', label: 'Short Name', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text', required: true },
    { name: 'alias', label: 'Alias', kind: 'text' },
    { name: 'remarks', label: 'Details', kind: 'textarea' },
  ],
  emptyValues: { levelName: '', shortName: '', code: '', alias: '', remarks: '' },
  schema: formSchema({
    levelName: required('Level Name is required'),
    shortName: optionalText(50),
    code: required('Code is required'),
    alias: optionalText(200),
    remarks: optionalText(2000),
  }),
  columns: [
    { key: 'levelName', label: 'Level Name' },
    { key: 'code', label: 'Code' },
    { key: 'alias', label: 'Alias' },
    { key: 'remarks', label: 'Details' },
  ],
  rowName: (row) => text(row.levelName),
  // Spec §2: the Level table's columns end with "Edit".
  actionHeading: t('setup.edit'),
  messages: {
    created: t('level.createSuccess'),
    createFailed: t('level.createFailure'),
    duplicate: t('level.duplicate'),
    updated: t('level.updateSuccess'),
    toastMs: SETUP_TOAST_MS,
    duplicateOnUpdate: true,
  },
})
