// The other setup lists (spec §2 "Other setup" and "Program management"). The spec does not show
// their fields; these are the contract's fields a regulator needs (docs/decisions/).
import type { EntityName } from '../../api/entities/registry'
import { defineView, type EntityView } from '../../components/entity-view/entity-view'
import type { Json } from '../../offline/db'
import { t } from '../../lib/i18n/setup'
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
import { termOptions } from '../../components/entity-view/term-fields'
import { fiscalYearView } from './fiscal-year-view'

const programTypes = [
  { value: 'annual', label: t('lists.programType.annual') },
  { value: 'semester', label: t('lists.programType.semester') },
] as const

export const programView = defineView({
  entity: 'program',
  module: 'programs',
  importing: {
    naturalKeys: [['programName']],
    example: {
      programName: 'Bachelor of Business Studies',
      shortName: 'BBS',
      code: 'P-BBS',
      durationYears: '4',
    },
  },
  label: t('lists.program.label'),
  title: t('lists.program.title'),
  createTitle: t('lists.program.createTitle'),
  editTitle: t('lists.program.editTitle'),
  fields: [
    {
      name: 'programName',
      label: t('lists.program.field.programName'),
      kind: 'text',
      required: true,
    },
    {
      name: 'programType',
      label: t('lists.program.field.programType'),
      kind: 'select',
      required: true,
      options: { fixed: programTypes },
    },
    {
      name: 'facultyId',
      label: t('lists.program.field.facultyId'),
      kind: 'select',
      valueType: 'int',
      options: { entity: 'faculty', label: (f) => text(f.facultyName) },
    },
    {
      name: 'levelId',
      label: t('lists.program.field.levelId'),
      kind: 'select',
      valueType: 'int',
      options: { entity: 'level', label: (l) => text(l.levelName) },
    },
    { name: 'shortName', label: t('lists.program.field.shortName'), kind: 'text' },
    { name: 'code', label: t('lists.program.field.code'), kind: 'text' },
    {
      name: 'durationYears',
      label: t('lists.program.field.durationYears'),
      kind: 'number',
      valueType: 'int',
    },
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
    programName: required(t('lists.program.required.programName')),
    programType: chosen(t('lists.program.required.programType')),
    shortName: optionalText(50),
    code: optionalText(50),
    durationYears: optionalWhole(t('lists.program.invalid.durationYears')),
  }),
  columns: [
    { key: 'programName', label: t('lists.program.field.programName') },
    {
      key: 'programType',
      label: t('lists.program.field.programType'),
      cell: (r) =>
        r.programType === 'annual'
          ? t('lists.programType.annual')
          : t('lists.programType.semester'),
    },
    {
      key: 'facultyId',
      label: t('lists.program.field.facultyId'),
      cell: nameOf('faculty', 'facultyId'),
    },
    { key: 'levelId', label: t('lists.program.field.levelId'), cell: nameOf('level', 'levelId') },
    { key: 'shortName', label: t('lists.program.field.shortName') },
    { key: 'code', label: t('lists.program.field.code') },
    { key: 'durationYears', label: t('lists.program.field.durationYears') },
  ],
  rowName: (r) => text(r.programName),
})

export const collegeProgramView = defineView({
  entity: 'collegeProgram',
  module: 'programs',
  importing: { naturalKeys: [['campusId', 'programId']], example: { intakeCapacity: '120' } },
  label: t('lists.collegeProgram.label'),
  title: t('lists.collegeProgram.title'),
  createTitle: t('lists.collegeProgram.createTitle'),
  editTitle: t('lists.collegeProgram.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'intakeCapacity',
      label: t('lists.collegeProgram.field.intakeCapacity'),
      kind: 'number',
      valueType: 'int',
    },
  ],
  emptyValues: { campusId: null, programId: null, intakeCapacity: '' },
  schema: formSchema({
    campusId: chosen(t('lists.common.required.campus')),
    programId: chosen(t('lists.common.required.program')),
    intakeCapacity: optionalWhole(t('lists.collegeProgram.invalid.intakeCapacity')),
  }),
  columns: [
    {
      key: 'programId',
      label: t('lists.common.program'),
      cell: programNameOf,
    },
    { key: 'intakeCapacity', label: t('lists.collegeProgram.field.intakeCapacity') },
    campusColumn,
  ],
  rowName: (r) => text((r.program as Json | undefined)?.programName ?? r.programId),
})

/** A named list's words in the current language: its titles, its fields and the name's message. */
type NamedListWords = {
  label: string
  title: string
  createTitle: string
  editTitle: string
  name: string
  nameRequired: string
  code: string
  description: string
}

/**
 * A list of names with code and description: ethnic groups, fee types. `example`: a name as the
 * import template's example row gives it (a row is matched to a record by its name).
 */
const namedList = <const Name extends string>(
  entity: EntityName,
  nameKey: Name,
  words: NamedListWords,
  example: string,
) =>
  defineView({
    entity,
    // Ethnic groups and fee types: setup lists all (a test checks each view's module).
    module: 'setup',
    importing: { naturalKeys: [[nameKey]], example: { [nameKey]: example } },
    label: words.label,
    title: words.title,
    createTitle: words.createTitle,
    editTitle: words.editTitle,
    fields: [
      { name: nameKey, label: words.name, kind: 'text', required: true },
      { name: 'code', label: words.code, kind: 'text' },
      { name: 'description', label: words.description, kind: 'textarea' },
    ],
    emptyValues: { [nameKey]: '', code: '', description: '' },
    schema: formSchema({
      [nameKey]: required(words.nameRequired),
      code: optionalText(50),
      description: optionalText(2000),
    }),
    columns: [
      { key: nameKey, label: words.name },
      { key: 'code', label: words.code },
      { key: 'description', label: words.description },
    ],
    rowName: (r: Json) => text(r[nameKey]),
  })

/** A named list kept per campus, shared ones (no campus) kept by the commission: fee types. */
const campusNamedList = <const Name extends string>(
  ...args: Parameters<typeof namedList<Name>>
) => {
  const view = namedList(...args)
  return {
    ...view,
    // A campus's own name, or a shared one: the same name may be both.
    importing: { ...view.importing!, naturalKeys: [['campusId', args[1]]] },
    lockedInEdit: ['campusId'],
    fields: [sharedCampusField, ...view.fields] as const,
    emptyValues: { campusId: null, ...view.emptyValues },
    columns: [...view.columns, campusColumn],
  }
}

export const feeTypeView = campusNamedList(
  'feeType',
  'feeTypeName',
  {
    label: t('lists.feeType.label'),
    title: t('lists.feeType.title'),
    createTitle: t('lists.feeType.createTitle'),
    editTitle: t('lists.feeType.editTitle'),
    name: t('lists.feeType.field.feeTypeName'),
    nameRequired: t('lists.feeType.required.feeTypeName'),
    code: t('lists.feeType.field.code'),
    description: t('lists.feeType.field.description'),
  },
  'Admission fee',
)
export const generalFeeTypeView = campusNamedList(
  'generalFeeType',
  'feeTypeName',
  {
    label: t('lists.generalFeeType.label'),
    title: t('lists.generalFeeType.title'),
    createTitle: t('lists.generalFeeType.createTitle'),
    editTitle: t('lists.generalFeeType.editTitle'),
    name: t('lists.generalFeeType.field.feeTypeName'),
    nameRequired: t('lists.generalFeeType.required.feeTypeName'),
    code: t('lists.generalFeeType.field.code'),
    description: t('lists.generalFeeType.field.description'),
  },
  'Library fee',
)
export const ethnicGroupView = namedList(
  'ethnicGroup',
  'ethnicGroupName',
  {
    label: t('lists.ethnicGroup.label'),
    title: t('lists.ethnicGroup.title'),
    createTitle: t('lists.ethnicGroup.createTitle'),
    editTitle: t('lists.ethnicGroup.editTitle'),
    name: t('lists.ethnicGroup.field.ethnicGroupName'),
    nameRequired: t('lists.ethnicGroup.required.ethnicGroupName'),
    code: t('lists.ethnicGroup.field.code'),
    description: t('lists.ethnicGroup.field.description'),
  },
  'Tharu',
)

export const employeePositionView = defineView({
  entity: 'employeePosition',
  module: 'setup',
  importing: {
    naturalKeys: [['positionName']],
    example: { positionName: 'Lecturer', code: 'POS-LEC', rank: '3' },
  },
  label: t('lists.employeePosition.label'),
  title: t('lists.employeePosition.title'),
  createTitle: t('lists.employeePosition.createTitle'),
  editTitle: t('lists.employeePosition.editTitle'),
  fields: [
    {
      name: 'positionName',
      label: t('lists.employeePosition.field.positionName'),
      kind: 'text',
      required: true,
    },
    { name: 'code', label: t('lists.employeePosition.field.code'), kind: 'text' },
    {
      name: 'category',
      label: t('lists.employeePosition.field.category'),
      kind: 'select',
      required: true,
      options: {
        fixed: [
          { value: 'teaching', label: t('lists.postCategory.teaching') },
          { value: 'non-teaching', label: t('lists.postCategory.nonTeaching') },
        ],
      },
    },
    {
      name: 'rank',
      // The most senior post ranks first (the contract's least rank).
      label: t('lists.employeePosition.field.rank', { first: 1 }),
      kind: 'number',
      valueType: 'int',
    },
  ],
  emptyValues: { positionName: '', code: '', category: null, rank: '' },
  schema: formSchema({
    positionName: required(t('lists.employeePosition.required.positionName')),
    code: optionalText(50),
    category: chosen(t('lists.employeePosition.required.category')),
    rank: optionalWhole(t('lists.employeePosition.invalid.rank')),
  }),
  columns: [
    { key: 'positionName', label: t('lists.employeePosition.field.positionName') },
    { key: 'code', label: t('lists.employeePosition.field.code') },
    {
      key: 'category',
      label: t('lists.employeePosition.field.category'),
      cell: (r) =>
        r.category === 'teaching'
          ? t('lists.postCategory.teaching')
          : t('lists.postCategory.nonTeaching'),
    },
    { key: 'rank', label: t('lists.employeePosition.column.rank') },
  ],
  rowName: (r) => text(r.positionName),
})

export const batchView = defineView({
  entity: 'batch',
  module: 'setup',
  importing: {
    naturalKeys: [['campusId', 'batchName']],
    example: { batchName: '2081 Intake', batchYear: '2081' },
  },
  label: t('lists.batch.label'),
  title: t('lists.batch.title'),
  createTitle: t('lists.batch.createTitle'),
  editTitle: t('lists.batch.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    sharedCampusField,
    { name: 'batchName', label: t('lists.batch.field.batchName'), kind: 'text', required: true },
    {
      name: 'batchYear',
      label: t('lists.batch.field.batchYear'),
      kind: 'number',
      valueType: 'int',
      required: true,
    },
    {
      name: 'programId',
      label: t('lists.common.program'),
      kind: 'select',
      valueType: 'int',
      options: campusPrograms,
    },
  ],
  emptyValues: { campusId: null, batchName: '', batchYear: '', programId: null },
  schema: formSchema({
    batchName: required(t('lists.batch.required.batchName')),
    batchYear: required(t('lists.batch.required.batchYear')),
  }),
  columns: [
    { key: 'batchName', label: t('lists.batch.field.batchName') },
    { key: 'batchYear', label: t('lists.batch.field.batchYear') },
    { key: 'programId', label: t('lists.common.program'), cell: nameOf('program', 'programId') },
    campusColumn,
  ],
  rowName: (r) => text(r.batchName),
})

export const feeSetupView = defineView({
  entity: 'feeSetup',
  module: 'receipts',
  // One amount per fee type of a program, fiscal year and term, as the server keeps them unique.
  importing: {
    naturalKeys: [['campusId', 'programId', 'fiscalYearId', 'semester', 'year', 'feeTypeId']],
    example: { amount: '5000' },
  },
  label: t('lists.feeSetup.label'),
  title: t('lists.feeSetup.title'),
  createTitle: t('lists.feeSetup.createTitle'),
  editTitle: t('lists.feeSetup.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'fiscalYearId',
      label: t('lists.feeSetup.field.fiscalYearId'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: { entity: 'fiscalYear', label: (f) => text(f.name) },
    },
    {
      name: 'feeTypeId',
      label: t('lists.feeSetup.field.feeTypeId'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('feeType', ofFormCampus),
    },
    {
      name: 'amount',
      label: t('lists.feeSetup.field.amount'),
      kind: 'number',
      valueType: 'number',
      required: true,
    },
    {
      name: 'semester',
      label: t('lists.term.semester'),
      kind: 'select',
      valueType: 'int',
      options: termOptions('semester'),
    },
    {
      name: 'year',
      label: t('lists.term.year'),
      kind: 'select',
      valueType: 'int',
      options: termOptions('year'),
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
    campusId: chosen(t('lists.common.required.campus')),
    programId: chosen(t('lists.common.required.program')),
    fiscalYearId: chosen(t('lists.feeSetup.required.fiscalYearId')),
    feeTypeId: chosen(t('lists.feeSetup.required.feeTypeId')),
    amount: required(t('lists.feeSetup.required.amount')),
  }),
  columns: [
    { key: 'programId', label: t('lists.common.program'), cell: nameOf('program', 'programId') },
    {
      key: 'fiscalYearId',
      label: t('lists.feeSetup.field.fiscalYearId'),
      cell: nameOf('fiscalYear', 'fiscalYearId'),
    },
    {
      key: 'feeTypeId',
      label: t('lists.feeSetup.field.feeTypeId'),
      cell: nameOf('feeType', 'feeTypeId'),
    },
    { key: 'amount', label: t('lists.feeSetup.field.amount'), type: 'number' },
    { key: 'semester', label: t('lists.term.semester') },
    { key: 'year', label: t('lists.term.year') },
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
