// The other setup lists (spec §2 "Other setup" and "Program management"). The spec does not show
// their fields; these are the contract's fields a regulator needs (docs/decisions/).
import type { EntityName } from '../../api/entities/registry'
import { defineView, type EntityView } from '../../components/entity-view/entity-view'
import type { Json } from '../../offline/db'
import {
  activeOf,
  campusColumn,
  campusField,
  campusPrograms,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  optionalText,
  optionalWhole,
  programField,
  programNameOf,
  required,
  sharedCampusField,
  text,
} from '../../components/entity-view/list-rules'
import { fiscalYearView } from './fiscal-year-view'

const programTypes = [
  { value: 'annual', label: 'Annual' },
  { value: 'semester', label: 'Semester' },
] as const

export const programView = defineView({
  entity: 'program',
  label: 'Program',
  title: 'Programs',
  createTitle: 'Add Program',
  editTitle: 'Edit Program',
  fields: [
    { name: 'programName', label: 'Program Name', kind: 'text', required: true },
    {
      name: 'programType',
      label: 'Program Type',
      kind: 'select',
      required: true,
      options: { fixed: programTypes },
    },
    {
      name: 'facultyId',
      label: 'Faculty',
      kind: 'select',
      valueType: 'int',
      options: { entity: 'faculty', label: (f) => text(f.facultyName) },
    },
    {
      name: 'levelId',
      label: 'Level',
      kind: 'select',
      valueType: 'int',
      options: { entity: 'level', label: (l) => text(l.levelName) },
    },
    { name: 'shortName', label: 'Short Name', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
    { name: 'durationYears', label: 'Duration (years)', kind: 'number', valueType: 'int' },
  ],
  emptyValues: {
    programName: '',
    programType: null,
    facultyId: null,
    levelId: null,
    shortName: '',
    code: '',
    durationYears: '',
  },
  schema: formSchema({
    programName: required('Program Name is required'),
    programType: chosen('Program Type is required'),
    shortName: optionalText(50),
    code: optionalText(50),
    durationYears: optionalWhole('Duration must be a whole number of years'),
  }),
  columns: [
    { key: 'programName', label: 'Program Name' },
    {
      key: 'programType',
      label: 'Program Type',
      cell: (r) => (r.programType === 'annual' ? 'Annual' : 'Semester'),
    },
    { key: 'facultyId', label: 'Faculty', cell: nameOf('faculty', 'facultyId') },
    { key: 'levelId', label: 'Level', cell: nameOf('level', 'levelId') },
    { key: 'shortName', label: 'Short Name' },
    { key: 'code', label: 'Code' },
    { key: 'durationYears', label: 'Duration (years)' },
  ],
  rowName: (r) => text(r.programName),
})

export const collegeProgramView = defineView({
  entity: 'collegeProgram',
  label: 'College program',
  title: 'College Programs',
  createTitle: 'Add a program this campus offers',
  editTitle: 'Edit College Program',
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    { name: 'intakeCapacity', label: 'Intake capacity', kind: 'number', valueType: 'int' },
  ],
  emptyValues: { campusId: null, programId: null, intakeCapacity: '' },
  schema: formSchema({
    campusId: chosen('Campus is required'),
    programId: chosen('Program is required'),
    intakeCapacity: optionalWhole('Intake capacity must be a whole number'),
  }),
  columns: [
    {
      key: 'programId',
      label: 'Program',
      cell: programNameOf,
    },
    { key: 'intakeCapacity', label: 'Intake capacity' },
    campusColumn,
  ],
  rowName: (r) => text((r.program as Json | undefined)?.programName ?? r.programId),
})

/** A list of names with code and description: ethnic groups, fee types. */
const namedList = <const Name extends string>(
  entity: EntityName,
  label: string,
  title: string,
  nameKey: Name,
  nameLabel: string,
) =>
  defineView({
    entity,
    label,
    title,
    createTitle: `Add ${label}`,
    editTitle: `Edit ${label}`,
    fields: [
      { name: nameKey, label: nameLabel, kind: 'text', required: true },
      { name: 'code', label: 'Code', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    emptyValues: { [nameKey]: '', code: '', description: '' },
    schema: formSchema({
      [nameKey]: required(`${nameLabel} is required`),
      code: optionalText(50),
      description: optionalText(2000),
    }),
    columns: [
      { key: nameKey, label: nameLabel },
      { key: 'code', label: 'Code' },
      { key: 'description', label: 'Description' },
    ],
    rowName: (r) => text(r[nameKey]),
  })

/** A named list kept per campus, shared ones (no campus) kept by the commission: fee types. */
const campusNamedList = <const Name extends string>(
  ...args: Parameters<typeof namedList<Name>>
) => {
  const view = namedList(...args)
  return {
    ...view,
    lockedInEdit: ['campusId'],
    fields: [sharedCampusField, ...view.fields] as const,
    emptyValues: { campusId: null, ...view.emptyValues },
    columns: [...view.columns, campusColumn],
  }
}

export const feeTypeView = campusNamedList(
  'feeType',
  'Fee Type',
  'Fee Types',
  'feeTypeName',
  'Fee Type Name',
)
export const generalFeeTypeView = campusNamedList(
  'generalFeeType',
  'General Fee Type',
  'General Fee Types',
  'feeTypeName',
  'Fee Type Name',
)
export const ethnicGroupView = namedList(
  'ethnicGroup',
  'Ethnic Group',
  'Ethnic Group Management',
  'ethnicGroupName',
  'Ethnic Group Name',
)

export const employeePositionView = defineView({
  entity: 'employeePosition',
  label: 'Post',
  title: 'Post Management',
  createTitle: 'Add Post',
  editTitle: 'Edit Post',
  fields: [
    { name: 'positionName', label: 'Post Name', kind: 'text', required: true },
    { name: 'code', label: 'Code', kind: 'text' },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: {
        fixed: [
          { value: 'teaching', label: 'Teaching' },
          { value: 'non-teaching', label: 'Non-teaching' },
        ],
      },
    },
    { name: 'rank', label: 'Rank (1 = most senior)', kind: 'number', valueType: 'int' },
  ],
  emptyValues: { positionName: '', code: '', category: null, rank: '' },
  schema: formSchema({
    positionName: required('Post Name is required'),
    code: optionalText(50),
    category: chosen('Category is required'),
    rank: optionalWhole('Rank must be a whole number'),
  }),
  columns: [
    { key: 'positionName', label: 'Post Name' },
    { key: 'code', label: 'Code' },
    {
      key: 'category',
      label: 'Category',
      cell: (r) => (r.category === 'teaching' ? 'Teaching' : 'Non-teaching'),
    },
    { key: 'rank', label: 'Rank' },
  ],
  rowName: (r) => text(r.positionName),
})

export const batchView = defineView({
  entity: 'batch',
  label: 'Batch',
  title: 'Batch Management',
  createTitle: 'Add Batch',
  editTitle: 'Edit Batch',
  lockedInEdit: ['campusId'],
  fields: [
    sharedCampusField,
    { name: 'batchName', label: 'Batch Name', kind: 'text', required: true },
    {
      name: 'batchYear',
      label: 'Intake Year (BS)',
      kind: 'number',
      valueType: 'int',
      required: true,
    },
    {
      name: 'programId',
      label: 'Program',
      kind: 'select',
      valueType: 'int',
      options: campusPrograms,
    },
  ],
  emptyValues: { campusId: null, batchName: '', batchYear: '', programId: null },
  schema: formSchema({
    batchName: required('Batch Name is required'),
    batchYear: required('Intake Year is required'),
  }),
  columns: [
    { key: 'batchName', label: 'Batch Name' },
    { key: 'batchYear', label: 'Intake Year (BS)' },
    { key: 'programId', label: 'Program', cell: nameOf('program', 'programId') },
    campusColumn,
  ],
  rowName: (r) => text(r.batchName),
})

export const feeSetupView = defineView({
  entity: 'feeSetup',
  label: 'Fee setup',
  title: 'Fee Setup',
  createTitle: 'Add Fee',
  editTitle: 'Edit Fee',
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'fiscalYearId',
      label: 'Fiscal Year',
      kind: 'select',
      required: true,
      valueType: 'int',
      options: { entity: 'fiscalYear', label: (f) => text(f.name) },
    },
    {
      name: 'feeTypeId',
      label: 'Fee Type',
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('feeType', ofFormCampus),
    },
    { name: 'amount', label: 'Amount (NPR)', kind: 'number', valueType: 'number', required: true },
    {
      name: 'semester',
      label: 'Semester',
      kind: 'select',
      valueType: 'int',
      options: { entity: 'semesterOption', label: (o) => text(o.name) },
    },
    {
      name: 'year',
      label: 'Year',
      kind: 'select',
      valueType: 'int',
      options: { entity: 'yearOption', label: (o) => text(o.name) },
    },
  ],
  emptyValues: {
    campusId: null,
    programId: null,
    fiscalYearId: null,
    feeTypeId: null,
    amount: '',
    semester: null,
    year: null,
  },
  schema: formSchema({
    campusId: chosen('Campus is required'),
    programId: chosen('Program is required'),
    fiscalYearId: chosen('Fiscal Year is required'),
    feeTypeId: chosen('Fee Type is required'),
    amount: required('Amount is required'),
  }),
  columns: [
    { key: 'programId', label: 'Program', cell: nameOf('program', 'programId') },
    { key: 'fiscalYearId', label: 'Fiscal Year', cell: nameOf('fiscalYear', 'fiscalYearId') },
    { key: 'feeTypeId', label: 'Fee Type', cell: nameOf('feeType', 'feeTypeId') },
    { key: 'amount', label: 'Amount (NPR)' },
    { key: 'semester', label: 'Semester' },
    { key: 'year', label: 'Year' },
    campusColumn,
  ],
  rowName: (r) => `${text(r.amount)}`,
})

export const otherViews: readonly EntityView[] = [
  programView,
  collegeProgramView,
  feeTypeView,
  generalFeeTypeView,
  ethnicGroupView,
  employeePositionView,
  batchView,
  feeSetupView,
  fiscalYearView,
]
