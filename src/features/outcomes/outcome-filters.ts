import type { FilterDef, Option } from '../../components/entity-view/entity-view'
import { activeOf, campusPrograms, equals } from '../../components/entity-view/list-rules'
import { genders } from '../../components/entity-view/person-options'
import { t } from '../../lib/i18n/outcomes'

/**
 * The filters of a dropout, graduation or receipt list: the student's program, the fiscal year of
 * the event, the register's own coded field (reason, division, state), the student's gender, and
 * more.
 */
export const outcomeFilters = (
  own: { name: string; label: string; options: readonly Option[]; match?: FilterDef['match'] },
  ...more: FilterDef[]
): FilterDef[] => [
  {
    name: 'programId',
    label: t('outcome.program'),
    options: campusPrograms,
    match: equals('programId'),
  },
  {
    name: 'fiscalYearId',
    label: t('outcome.fiscalYear'),
    options: activeOf('fiscalYear'),
    match: equals('fiscalYearId'),
  },
  {
    name: own.name,
    label: own.label,
    options: { fixed: own.options },
    match: own.match ?? equals(own.name),
  },
  {
    name: 'gender',
    label: t('outcome.gender'),
    options: { fixed: genders },
    match: equals('gender'),
  },
  ...more,
]
