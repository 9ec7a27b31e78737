import { defineView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/setup'
import type { Json } from '../../offline/db'
import {
  campusColumn,
  chosen,
  formSchema,
  nameOf,
  optionalText,
  required,
  sharedCampusField,
  text,
} from '../../components/entity-view/list-rules'

export const headTypes = [
  { value: 'income', label: t('lists.headType.income') },
  { value: 'expense', label: t('lists.headType.expense') },
] as const

export const headTypeLabel = (row: Json | undefined) =>
  headTypes.find((h) => h.value === row?.headType)?.label ?? ''

/**
 * Income/expense heads (incomeexpensehead): groups (no group above them) and the heads under a
 * group of the same type, so totals roll up. Shared heads (no campus) are the commission's chart.
 */
export const incomeExpenseHeadView = defineView({
  entity: 'incomeExpenseHead',
  module: 'finance',
  importing: {
    naturalKeys: [['campusId', 'headName']],
    example: { headName: 'Tuition fees', code: 'IE-101', description: '' },
  },
  label: t('lists.incomeExpenseHead.label'),
  title: t('lists.incomeExpenseHead.title'),
  createTitle: t('lists.incomeExpenseHead.createTitle'),
  editTitle: t('lists.incomeExpenseHead.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    sharedCampusField,
    {
      name: 'headType',
      label: t('lists.incomeExpenseHead.field.headType'),
      kind: 'select',
      required: true,
      options: { fixed: headTypes },
    },
    {
      name: 'parentId',
      label: t('lists.incomeExpenseHead.field.parentId'),
      kind: 'select',
      valueType: 'int',
      description: t('lists.incomeExpenseHead.hint.parentId'),
      options: {
        entity: 'incomeExpenseHead',
        label: (h) => `${text(h.headName)} (${headTypeLabel(h)})`,
        where: (h) => h.parentId == null && h.status !== false,
      },
    },
    {
      name: 'headName',
      label: t('lists.incomeExpenseHead.field.headName'),
      kind: 'text',
      required: true,
    },
    { name: 'code', label: t('lists.incomeExpenseHead.field.code'), kind: 'text' },
    {
      name: 'description',
      label: t('lists.incomeExpenseHead.field.description'),
      kind: 'textarea',
    },
  ],
  emptyValues: {
    campusId: null,
    headType: null,
    parentId: null,
    headName: '',
    code: '',
    description: '',
  },
  schema: formSchema({
    headType: chosen(t('lists.incomeExpenseHead.required.headType')),
    headName: required(t('lists.incomeExpenseHead.required.headName')),
    code: optionalText(50),
    description: optionalText(2000),
  }),
  crossCheck: (values, lookup): Record<string, string> => {
    const group = values.parentId ? lookup('incomeExpenseHead', values.parentId) : undefined
    if (group && values.headType && group.headType !== values.headType)
      return {
        parentId: t('lists.incomeExpenseHead.invalid.groupType', { type: text(values.headType) }),
      }
    return {}
  },
  columns: [
    { key: 'headName', label: t('lists.incomeExpenseHead.field.headName') },
    { key: 'headType', label: t('lists.incomeExpenseHead.field.headType'), cell: headTypeLabel },
    {
      key: 'parentId',
      label: t('lists.incomeExpenseHead.field.parentId'),
      cell: nameOf('incomeExpenseHead', 'parentId'),
    },
    { key: 'code', label: t('lists.incomeExpenseHead.field.code') },
    campusColumn,
    { key: 'description', label: t('lists.incomeExpenseHead.field.description') },
  ],
  // As the chart reads: income before expense, then by code.
  sortBy: (a, b) =>
    text(a.headType).localeCompare(text(b.headType)) * -1 ||
    text(a.code).localeCompare(text(b.code), undefined, { numeric: true }),
  rowName: (r) => text(r.headName),
})
