// A faculty's form cut to two fields, for the form's unit tests (a screen's own view lives in its
// feature).
import { defineView } from '../entity-view/entity-view'
import { formSchema, required } from '../entity-view/list-rules'

export const facultyTestView = defineView({
  entity: 'faculty',
  module: 'setup',
  label: 'Faculty',
  title: 'Faculties',
  createTitle: 'Add a faculty',
  editTitle: 'Edit a faculty',
  fields: [
    { name: 'facultyName', label: 'Faculty Name', kind: 'text', required: true },
    { name: 'shortName', label: 'Short Name', kind: 'text', required: true },
  ],
  emptyValues: { facultyName: '', shortName: '' },
  schema: formSchema({
    facultyName: required('Faculty Name is required'),
    shortName: required('Short Name is required'),
  }),
  columns: [],
  rowName: (row) => String(row.facultyName),
})
