import { defineView } from '../../components/entity-view/entity-view'
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
  label: 'Major subject',
  title: 'Major Subject',
  createTitle: 'Add Major Subject',
  editTitle: 'Edit Major Subject',
  lockedInEdit: ['programId'],
  fields: [
    programField(writablePrograms),
    { name: 'majorSubjectName', label: 'Major Subject Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
  ],
  emptyValues: { programId: null, majorSubjectName: '', code: '' },
  schema: formSchema({
    programId: chosen('Program is required'),
    majorSubjectName: required('Major Subject Name is required'),
    code: optionalText(50),
  }),
  columns: [
    {
      key: 'program',
      label: 'Program Name',
      cell: programNameOf,
    },
    { key: 'majorSubjectName', label: 'Major Subject Name' },
    { key: 'code', label: 'Code' },
  ],
  filters: [programFilter],
  sortBy: (a, b) =>
    Number(a.programId) - Number(b.programId) ||
    text(a.majorSubjectName).localeCompare(text(b.majorSubjectName)),
  rowName: (row) => text(row.majorSubjectName),
})
