import { cgpaRange } from '../../../common/outcome-rules'
import { defineView } from '../../components/entity-view/entity-view'
import {
  chosen,
  formSchema,
  optionalText,
  universityColumn,
  universityFilter,
} from '../../components/entity-view/list-rules'
import { wordOf } from '../../components/entity-view/person-options'
import { t } from '../../lib/i18n/outcomes'
import { cgpaText, divisions } from './graduation-view'

/**
 * Spec §2 graduationtable-setups (decision 0320): a university's graduation table, the divisions
 * its degrees are awarded in and the lowest CGPA of each. A graduation recorded with a CGPA and no
 * division is given the division this table says. Kept by the university (the commission's rows
 * are the default of a university without its own).
 */
export const graduationDivisionView = defineView({
  entity: 'graduationDivision',
  module: 'setup',
  // A university's own row of a division (not the commission's default of the same name).
  importing: {
    naturalKeys: [['universityId', 'division']],
    example: { minCgpa: '3.6', remarks: '' },
  },
  label: t('divisionTable.label'),
  title: t('divisionTable.title'),
  createTitle: t('divisionTable.createTitle'),
  editTitle: t('divisionTable.editTitle'),
  keptBy: t('divisionTable.keptBy'),
  fields: [
    {
      name: 'division',
      label: t('graduation.division'),
      kind: 'select',
      required: true,
      options: { fixed: divisions },
    },
    {
      name: 'minCgpa',
      label: t('divisionTable.minCgpa'),
      description: t('divisionTable.minCgpaHint', { scale: cgpaRange.max }),
      kind: 'number',
      valueType: 'number',
      required: true,
    },
    { name: 'remarks', label: t('divisionTable.remarks'), kind: 'textarea' },
  ],
  emptyValues: { division: null, minCgpa: '', remarks: '' },
  schema: formSchema({
    division: chosen(t('divisionTable.required.division')),
    minCgpa: cgpaText,
    remarks: optionalText(2000),
  }),
  columns: [
    universityColumn(t('divisionTable.university')),
    {
      key: 'division',
      label: t('graduation.division'),
      cell: (r) => wordOf(divisions)(r.division),
    },
    { key: 'minCgpa', label: t('divisionTable.minCgpa') },
    { key: 'remarks', label: t('divisionTable.remarks') },
  ],
  // The commission sees every university's table: one at a time, by this filter.
  filters: [universityFilter(t('divisionTable.university'))],
  rowName: (r) => wordOf(divisions)(r.division),
})
