import { defineView } from '../../components/entity-view/entity-view'
import { SETUP_TOAST_MS } from '../../lib/toast-durations'
import { t } from '../../lib/i18n/setup'
import { formSchema, optionalText, required, text } from '../../components/entity-view/list-rules'

/** Spec §2 Level Management, §3 Level, §5 "Level add / edit". */
export const levelView = defineView({
  entity: 'level',
  module: 'setup',
  importing: {
    naturalKeys: [['levelName']],
    example: {
      levelName: 'Bachelor',
      shortName: 'BA',
      code: 'L-BA',
      alias: 'Undergraduate',
      remarks: '',
    },
  },
  label: t('lists.level.label'),
  title: t('lists.level.title'),
  createTitle: t('lists.level.createTitle'),
  editTitle: t('lists.level.editTitle'),
  fields: [
    { name: 'levelName', label: t('lists.level.field.levelName'), kind: 'text', required: true },
    { name: 'shortName', label: t('lists.level.field.shortName'), kind: 'text' },
    { name: 'code', label: t('lists.level.field.code'), kind: 'text', required: true },
    { name: 'alias', label: t('lists.level.field.alias'), kind: 'text' },
    { name: 'remarks', label: t('lists.level.field.remarks'), kind: 'textarea' },
  ],
  emptyValues: { levelName: '', shortName: '', code: '', alias: '', remarks: '' },
  schema: formSchema({
    levelName: required(t('lists.level.required.levelName')),
    shortName: optionalText(50),
    code: required(t('lists.level.required.code')),
    alias: optionalText(200),
    remarks: optionalText(2000),
  }),
  columns: [
    { key: 'levelName', label: t('lists.level.field.levelName') },
    { key: 'code', label: t('lists.level.field.code') },
    { key: 'alias', label: t('lists.level.field.alias') },
    { key: 'remarks', label: t('lists.level.field.remarks') },
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
