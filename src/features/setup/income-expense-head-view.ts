import { defineView } from '../../components/entity-view/entity-view'
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
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
] as const

export const headTypeLabel = (row: Json | undefined) =>
  headTypes.find((h) => h.value === row?.headType)?.label ?? ''

/**
 * Income/expense heads (incomeexpensehead): groups (no group above them) and the heads under a
 * group of the same type, so totals roll up. Shared heads (no campus) are the commission's chart.
 */
export const incomeExpenseHeadView = defineView({
  entity: 'incomeExpenseHead',
  label: 'Income/Expense Head',
  title: 'Income/Expense Head',
  createTitle: 'Add Income/Expense Head',
  editTitle: 'Edit Income/Expense Head',
  lockedInEdit: ['campusId'],
  fields: [
    sharedCampusField,
    {
      name: 'headType',
      label: 'Type',
      kind: 'select',
      required: true,
      options: { fixed: headTypes },
    },
    {
      name: 'parentId',
      label: 'Group',
      kind: 'select',
      valueType: 'int',
      description: 'Empty: this head is a group',
      options: {
        entity: 'incomeExpenseHead',
        label: (h) => `${text(h.headName)} (${headTypeLabel(h)})`,
        where: (h) => h.parentId == null && h.status !== false,
      },
    },
    { name: 'headName', label: 'Head Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
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
    headType: chosen('Type is required'),
    headName: required('Head Name is required'),
    code: optionalText(50),
    description: optionalText(2000),
  }),
  crossCheck: (values, lookup): Record<string, string> => {
    const group = values.parentId ? lookup('incomeExpenseHead', values.parentId) : undefined
    if (group && values.headType && group.headType !== values.headType)
      return { parentId: `Group must be an ${text(values.headType)} group` }
    return {}
  },
  columns: [
    { key: 'headName', label: 'Head Name' },
    { key: 'headType', label: 'Type', cell: headTypeLabel },
    { key: 'parentId', label: 'Group', cell: nameOf('incomeExpenseHead', 'parentId') },
    { key: 'code', label: 'Code' },
    campusColumn,
    { key: 'description', label: 'Description' },
  ],
  // As the chart reads: income before expense, then by code.
  sortBy: (a, b) =>
    text(a.headType).localeCompare(text(b.headType)) * -1 ||
    text(a.code).localeCompare(text(b.code), undefined, { numeric: true }),
  rowName: (r) => text(r.headName),
})
