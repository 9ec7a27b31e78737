// Result totals (spec §2 "Pass rate: student-result-entry", decision 0223): for an exam the
// university runs itself, a campus enters how many students of a class, gender and UGC category
// appeared and how many passed; the pass rate counts them beside the campuses' published results.
import { defineView, type FormValues } from '../../components/entity-view/entity-view'
import {
  activeOf,
  campusColumn,
  campusField,
  campusPrograms,
  chosen,
  formSchema,
  nameOf,
  programField,
  programFilter,
  text,
} from '../../components/entity-view/list-rules'
import { categories, genders, wordOf } from '../../components/entity-view/person-options'
import { adjustTerm, periodOf, termFields } from '../../components/entity-view/term-fields'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/exams'

const count = (name: 'appeared' | 'passed') =>
  ({
    name,
    label: t(`resultTotal.${name}`),
    kind: 'number',
    valueType: 'int',
    required: true,
  }) as const

/** More passed than appeared is refused here as on the server (400 on `passed`). */
function countIssues(values: FormValues): Record<string, string> {
  const appeared = Number(values.appeared)
  const passed = Number(values.passed)
  return values.passed != null && values.appeared != null && passed > appeared
    ? { passed: t('resultTotal.issue.passedAboveAppeared') }
    : {}
}

export const resultTotalView = defineView({
  entity: 'resultTotal',
  module: 'exams',
  label: t('resultTotal.label'),
  title: t('resultTotal.title'),
  createTitle: t('resultTotal.createTitle'),
  editTitle: t('resultTotal.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    ...termFields,
    {
      name: 'fiscalYearId',
      label: t('exam.fiscalYear'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('fiscalYear'),
    },
    {
      name: 'gender',
      label: t('resultTotal.gender'),
      kind: 'select',
      required: true,
      options: { fixed: genders },
    },
    {
      name: 'category',
      label: t('resultTotal.category'),
      kind: 'select',
      required: true,
      options: { fixed: categories },
      description: t('resultTotal.categoryHint'),
    },
    count('appeared'),
    count('passed'),
  ],
  emptyValues: {
    campusId: null,
    programId: null,
    semester: null,
    year: null,
    fiscalYearId: null,
    gender: null,
    category: null,
    appeared: null,
    passed: null,
  },
  schema: formSchema({
    programId: chosen(t('exam.required.program')),
    fiscalYearId: chosen(t('exam.required.fiscalYear')),
    gender: chosen(t('resultTotal.required.gender')),
    category: chosen(t('resultTotal.required.category')),
  }),
  adjust: adjustTerm,
  crossCheck: countIssues,
  filters: [
    {
      name: 'fiscalYearId',
      label: t('exam.fiscalYear'),
      options: activeOf('fiscalYear'),
      match: (row, value) => String(row.fiscalYearId) === value,
    },
    programFilter,
  ],
  columns: [
    {
      key: 'fiscalYearId',
      label: t('exam.fiscalYear'),
      cell: nameOf('fiscalYear', 'fiscalYearId'),
    },
    { key: 'programId', label: t('exam.program'), cell: nameOf('program', 'programId') },
    { key: 'period', label: t('exam.term'), cell: periodOf },
    { key: 'gender', label: t('resultTotal.gender'), cell: (r) => wordOf(genders)(r.gender) },
    {
      key: 'category',
      label: t('resultTotal.category'),
      cell: (r) => wordOf(categories)(r.category),
    },
    { key: 'appeared', label: t('resultTotal.appeared'), type: 'number' },
    { key: 'passed', label: t('resultTotal.passed'), type: 'number' },
    {
      key: 'rate',
      label: t('resultTotal.rate'),
      cell: (r) =>
        Number(r.appeared) > 0
          ? formatNumber((Number(r.passed) / Number(r.appeared)) * 100, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })
          : '—',
    },
    campusColumn,
  ],
  rowName: (r) => `${text(r.appeared)} / ${text(r.passed)}`,
})
