import { defineView } from '../../components/entity-view/entity-view'
import { t } from '../../lib/i18n/setup'
import {
  chosen,
  formSchema,
  optionalText,
  programField,
  programFilter,
  programNameOf,
  required,
  text,
  writablePrograms,
} from '../../components/entity-view/list-rules'

/**
 * Spec §2 Program management "major-subject": a program's majors (BBS: Finance, Marketing …).
 * The program is fixed once the major exists; the table filters by program like subjects.
 */
export const majorSubjectView = defineView({
  entity: 'majorSubject',
  module: 'programs',
  importing: {
    naturalKeys: [['programId', 'majorSubjectName']],
    example: { majorSubjectName: 'Finance', code: 'FIN' },
  },
  label: t('lists.majorSubject.label'),
  title: t('lists.majorSubject.title'),
  createTitle: t('lists.majorSubject.createTitle'),
  editTitle: t('lists.majorSubject.editTitle'),
  lockedInEdit: ['programId'],
  fields: [
    programField(writablePrograms),
    {
      name: 'majorSubjectName',
      label: t('lists.majorSubject.field.majorSubjectName'),
      kind: 'text',
      required: true,
    },
    { name: 'code', label: t('lists.majorSubject.field.code'), kind: 'text' },
  ],
  emptyValues: { programId: null, majorSubjectName: '', code: '' },
  schema: formSchema({
    programId: chosen(t('lists.common.required.program')),
    majorSubjectName: required(t('lists.majorSubject.required.majorSubjectName')),
    code: optionalText(50),
  }),
  columns: [
    {
      key: 'program',
      label: t('lists.majorSubject.column.program'),
      cell: programNameOf,
    },
    { key: 'majorSubjectName', label: t('lists.majorSubject.field.majorSubjectName') },
    { key: 'code', label: t('lists.majorSubject.field.code') },
  ],
  filters: [programFilter],
  sortBy: (a, b) =>
    Number(a.programId) - Number(b.programId) ||
    text(a.majorSubjectName).localeCompare(text(b.majorSubjectName)),
  rowName: (row) => text(row.majorSubjectName),
})
