import { imageTypes, maxImageBytes } from '../../../common/file-signatures'
import { matchesStudentSearch } from '../../../common/student-search'
import { inTerm, needsTerm } from '../../../common/student-term'
import { fitsRegistrationFormat } from '../../../common/registration-format'
import {
  plausibleBirthDate,
  FIRST_PASSED_YEAR,
  latestPassedYear,
  plausiblePassedYear,
  QUALIFIED_AGE,
  STUDENT_AGE,
} from '../../../common/student-age'
import * as v from 'valibot'
import { addressFields, unitName, wardIssue } from '../../components/entity-view/address-fields'
import {
  defineView,
  type FilterDef,
  type FormValues,
  type Lookup,
} from '../../components/entity-view/entity-view'
import {
  activeOf,
  campusColumn,
  campusField,
  classPart,
  campusPrograms,
  offeredPrograms,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  optionalMatch,
  programField,
  programNameOf,
  required,
  sharedOrChosen,
  text,
  equals,
} from '../../components/entity-view/list-rules'
import {
  adjustTerm,
  periodOf,
  programTypeOf,
  termFields,
  termOptions,
} from '../../components/entity-view/term-fields'
import { formatYear } from '../../lib/format/local'
import { formatNumber } from '../../lib/format/local-number'
import { personPhoneLength, personPhonePattern } from '../../lib/forms/phone-number'
import { t, type StudentsKey } from '../../lib/i18n/students'
import { severalCampusRoles } from '../../lib/session/role'
import {
  categoryFilter,
  personFields,
  personName,
  personNameColumn,
} from '../../components/entity-view/person-fields'
import { genders, wordOf } from '../../components/entity-view/person-options'

/** A fixed select's options, worded by the catalogue: `fixed('gender', ['male', …])`. */
const fixed = <const V extends string>(group: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}` as StudentsKey) })) as {
    value: V
    label: string
  }[]

const scholarships = fixed('scholarship', ['none', 'merit', 'needBased', 'reserved', 'other'])
const feeCategories = fixed('feeCategory', ['regular', 'selfFinanced', 'freeship'])
const statuses = fixed('enrolment', ['active', 'onLeave', 'droppedOut', 'graduated', 'transferred'])
const shifts = fixed('shift', ['morning', 'day', 'evening'])
const qualificationLevels = fixed('qualificationLevel', [
  'SEE',
  'higherSecondary',
  'diploma',
  'bachelor',
  'master',
  'mphil',
  'other',
])

/** A student's or a guardian's phone, its lengths named in the message. */
const phoneRule = optionalMatch(personPhonePattern, t('student.phoneForm', personPhoneLength))

/** "Year must be 1950 to 2027" on each qualification passed in no possible year. */
function qualificationIssues(values: FormValues): Record<string, string> {
  const latest = latestPassedYear()
  const born = text(values.dateOfBirth)
  const rows = Array.isArray(values.qualifications) ? values.qualifications : []
  return Object.fromEntries(
    rows.flatMap((row, i) => {
      const passed = Number(row.passedYear)
      const field = `qualifications.${i}.passedYear`
      if (!row.passedYear) return []
      if (passed < FIRST_PASSED_YEAR || passed > latest)
        return [
          [
            field,
            t('qualification.yearRange', {
              from: formatYear(FIRST_PASSED_YEAR),
              n: formatYear(latest),
            }),
          ],
        ]
      // Passed before the student could have sat it: the server's rule too.
      if (born && plausibleBirthDate(born) && !plausiblePassedYear(born, passed))
        return [
          [
            field,
            t('qualification.beforeAge', {
              n: formatNumber(QUALIFIED_AGE),
              year: formatYear(Number(born.slice(0, 4))),
            }),
          ],
        ]
      return []
    }),
  )
}

/**
 * A student active or on leave is in a term of their program's kind, once the form has the program
 * (decision 0412): "Semester is required …", as the server refuses it.
 */
function termIssue(values: FormValues, lookup: Lookup): Record<string, string> {
  if (!needsTerm(values.enrolmentStatus || null)) return {}
  const type = programTypeOf(values, lookup)
  if (type === 'semester' && !values.semester) return { semester: t('student.semesterRequired') }
  if (type === 'annual' && !values.year) return { year: t('student.yearRequired') }
  return {}
}

const studentFilters: FilterDef[] = [
  // A university's staff verify and move students between its campuses: they choose whose.
  {
    name: 'campusId',
    label: t('student.campus'),
    options: { entity: 'campusOption', label: (c) => text(c.campusName) },
    match: equals('campusId'),
    shownTo: severalCampusRoles,
    wide: true,
  },
  {
    name: 'programId',
    label: t('student.program'),
    options: campusPrograms,
    match: equals('programId'),
    wide: true,
  },
  {
    name: 'batchId',
    label: t('student.batch'),
    options: classPart('batch'),
    match: equals('batchId'),
  },
  {
    name: 'gender',
    label: t('student.gender'),
    options: { fixed: genders },
    match: equals('gender'),
  },
  {
    name: 'enrolmentStatus',
    label: t('student.enrolmentStatus'),
    options: { fixed: statuses },
    match: equals('enrolmentStatus'),
  },
  {
    name: 'semester',
    label: t('student.semester'),
    options: termOptions('semester'),
    match: (row, value) => inTerm(row, 'semester', value),
  },
  {
    name: 'year',
    label: t('student.year'),
    options: termOptions('year'),
    match: (row, value) => inTerm(row, 'year', value),
  },
  {
    name: 'sectionId',
    label: t('student.section'),
    options: classPart('section'),
    match: equals('sectionId'),
  },
  categoryFilter(t('student.category')),
  {
    name: 'districtId',
    label: t('address.district'),
    options: { entity: 'district', label: unitName },
    match: equals('permanentDistrictId'),
  },
]

/**
 * Spec §2 Student management: the student register, the pilot of the kit's second edition. One
 * declaration gives the sectioned register form, the read-only detail page, the server-paged list
 * with its filters and the device's order, and the outbox's words (decision 0106).
 */
/**
 * A registration number entered or changed is in the form its university set (decision 0357); one
 * the record kept from before the university set it is left as it is, as on the server.
 */
function registrationIssue(
  values: FormValues,
  lookup: Lookup,
  initial?: FormValues,
): Record<string, string> {
  const number = text(values.registrationNo).trim()
  if (!number || (initial && number === text(initial.registrationNo))) return {}
  const university = lookup('university', lookup('program', values.programId)?.universityId)
  const format = university?.registrationFormat
  if (typeof format !== 'string' || fitsRegistrationFormat(format, number)) return {}
  return {
    registrationNo: t('student.registrationNoUnfit', {
      university: text(university!.name),
      example: text(university!.registrationExample) || format,
    }),
  }
}

export const studentView = defineView({
  entity: 'student',
  module: 'students',
  label: t('student.label'),
  title: t('student.listTitle'),
  createTitle: t('student.createTitle'),
  editTitle: t('student.editTitle'),
  activeFlag: false,
  sections: [
    { name: 'person', label: t('student.section.person') },
    { name: 'permanent', label: t('student.section.permanent') },
    { name: 'temporary', label: t('student.section.temporary') },
    { name: 'contact', label: t('student.section.contact') },
    { name: 'qualifications', label: t('student.section.qualifications') },
    { name: 'enrolment', label: t('student.section.enrolment') },
  ],
  fields: [
    ...personFields('person'),
    {
      name: 'nationality',
      label: t('student.nationality'),
      kind: 'text',
      // Kept as "Nepali" (the server's default, what reports group by), read in the language.
      words: [{ value: 'Nepali', label: t('student.nationality.nepali') }],
      required: true,
      section: 'person',
    },
    { name: 'citizenshipNo', label: t('student.citizenshipNo'), kind: 'text', section: 'person' },
    { name: 'passportNo', label: t('student.passportNo'), kind: 'text', section: 'person' },
    {
      name: 'photo',
      label: t('student.photo'),
      kind: 'file',
      section: 'person',
      accept: imageTypes,
      maxBytes: maxImageBytes,
    },
    ...addressFields('permanent', 'permanent'),
    ...addressFields('temporary', 'temporary'),
    {
      name: 'phone',
      label: t('student.phone'),
      kind: 'text',
      inputMode: 'tel',
      section: 'contact',
    },
    {
      name: 'email',
      label: t('student.email'),
      kind: 'text',
      inputMode: 'email',
      section: 'contact',
    },
    { name: 'guardianName', label: t('student.guardianName'), kind: 'text', section: 'contact' },
    {
      name: 'guardianPhone',
      label: t('student.guardianPhone'),
      kind: 'text',
      inputMode: 'tel',
      section: 'contact',
    },
    {
      name: 'qualifications',
      label: t('student.qualifications'),
      kind: 'group',
      section: 'qualifications',
      max: 10,
      of: [
        {
          name: 'level',
          label: t('qualification.level'),
          kind: 'select',
          required: true,
          options: { fixed: qualificationLevels },
        },
        { name: 'board', label: t('qualification.board'), kind: 'text', required: true },
        {
          name: 'passedYear',
          label: t('qualification.passedYear'),
          kind: 'number',
          valueType: 'int',
          required: true,
        },
        { name: 'grade', label: t('qualification.grade'), kind: 'text' },
      ],
    },
    // Chosen by the commission; read by a university's staff, whose students are of several.
    {
      ...campusField,
      label: t('student.campus'),
      section: 'enrolment',
      shownTo: severalCampusRoles,
    },
    { ...programField(offeredPrograms), label: t('student.program'), section: 'enrolment' },
    {
      name: 'batchId',
      label: t('student.batch'),
      kind: 'select',
      valueType: 'int',
      section: 'enrolment',
      options: activeOf('batch', sharedOrChosen('programId'), ofFormCampus),
    },
    {
      name: 'fiscalYearId',
      label: t('student.fiscalYear'),
      kind: 'select',
      required: true,
      valueType: 'int',
      section: 'enrolment',
      options: activeOf('fiscalYear'),
    },
    ...termFields.map((f) => ({ ...f, section: 'enrolment' })),
    {
      name: 'sectionId',
      label: t('student.section'),
      kind: 'select',
      valueType: 'int',
      section: 'enrolment',
      options: activeOf('section', sharedOrChosen('programId'), ofFormCampus),
    },
    {
      name: 'shift',
      label: t('student.shift'),
      kind: 'select',
      section: 'enrolment',
      options: { fixed: shifts },
    },
    {
      name: 'registrationNo',
      label: t('student.registrationNo'),
      kind: 'text',
      section: 'enrolment',
    },
    { name: 'rollNo', label: t('student.rollNo'), kind: 'text', section: 'enrolment' },
    { name: 'symbolNo', label: t('student.symbolNo'), kind: 'text', section: 'enrolment' },
    {
      name: 'scholarship',
      label: t('student.scholarship'),
      kind: 'select',
      required: true,
      section: 'enrolment',
      options: { fixed: scholarships },
    },
    {
      name: 'feeCategory',
      label: t('student.feeCategory'),
      kind: 'select',
      required: true,
      section: 'enrolment',
      options: { fixed: feeCategories },
    },
    {
      name: 'enrolmentStatus',
      label: t('student.enrolmentStatus'),
      kind: 'select',
      required: true,
      section: 'enrolment',
      // Dropped out and Graduated follow a dropout or graduation record (decision 0205).
      options: { fixed: statuses, offered: ['active', 'onLeave', 'transferred'] },
    },
  ],
  emptyValues: {
    firstName: '',
    middleName: '',
    lastName: '',
    nameNe: '',
    gender: null,
    dateOfBirth: '',
    ethnicGroupId: null,
    disability: 'none',
    nationality: 'Nepali',
    citizenshipNo: '',
    passportNo: '',
    photo: null,
    permanentProvinceId: null,
    permanentDistrictId: null,
    permanentLocalLevelId: null,
    permanentWard: '',
    temporaryProvinceId: null,
    temporaryDistrictId: null,
    temporaryLocalLevelId: null,
    temporaryWard: '',
    phone: '',
    email: '',
    guardianName: '',
    guardianPhone: '',
    qualifications: [],
    campusId: null,
    programId: null,
    batchId: null,
    fiscalYearId: null,
    semester: null,
    year: null,
    sectionId: null,
    shift: null,
    registrationNo: '',
    rollNo: '',
    symbolNo: '',
    scholarship: 'none',
    feeCategory: 'regular',
    enrolmentStatus: 'active',
  },
  schema: formSchema({
    firstName: required(t('student.firstNameRequired')),
    lastName: required(t('student.lastNameRequired')),
    gender: chosen(t('student.genderRequired')),
    dateOfBirth: required(t('student.dateOfBirthRequired')),
    nameNe: optionalMatch(/^[\u0900-\u097F\u200C\u200D\s.]+$/u, t('student.devanagariOnly')),
    phone: phoneRule,
    guardianPhone: phoneRule,
    email: optionalMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, t('student.emailForm')),
    campusId: chosen(t('student.campusRequired')),
    programId: chosen(t('student.programRequired')),
    fiscalYearId: chosen(t('student.fiscalYearRequired')),
    status: v.optional(v.boolean()),
  }),
  // The student's university (through the program) holds the form of its registration numbers;
  // the campus's college programs say which programs it offers.
  lookups: ['university', 'collegeProgram'],
  crossCheck: (values, lookup, initial) => {
    const born = text(values.dateOfBirth)
    const age: Record<string, string> =
      born && !plausibleBirthDate(born)
        ? { dateOfBirth: t('student.dateOfBirthRange', STUDENT_AGE) }
        : {}
    return {
      ...age,
      ...wardIssue('permanent', values, lookup),
      ...wardIssue('temporary', values, lookup),
      ...qualificationIssues(values),
      ...registrationIssue(values, lookup, initial),
      ...termIssue(values, lookup),
    }
  },
  adjust: adjustTerm,
  columns: [
    personNameColumn(t('student.name')),
    { ...campusColumn, label: t('student.campus'), shownTo: severalCampusRoles },
    { key: 'programId', label: t('student.program'), cell: programNameOf },
    { key: 'batchId', label: t('student.batch'), cell: nameOf('batch', 'batchId') },
    { key: 'period', label: t('student.section.enrolment'), cell: periodOf },
    { key: 'rollNo', label: t('student.rollNo') },
    { key: 'registrationNo', label: t('student.registrationNo') },
    { key: 'gender', label: t('student.gender'), cell: (r) => wordOf(genders)(r.gender) },
    {
      key: 'enrolmentStatus',
      label: t('student.enrolmentStatus'),
      cell: (r) => wordOf(statuses)(r.enrolmentStatus),
    },
  ],
  filters: studentFilters,
  matchesSearch: matchesStudentSearch,
  rowName: personName,
})
