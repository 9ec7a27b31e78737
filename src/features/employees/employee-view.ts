import { imageTypes, maxImageBytes } from '../../../common/file-signatures'
import {
  EMPLOYEE_MIN_JOINING_AGE,
  employeeIssues,
  employerLevel,
  employerLevels,
  type EmployeeRule,
} from '../../../common/employee-rules'
import { matchesEmployeeSearch } from '../../../common/register-search'
import { addressFields, wardIssue } from '../../components/entity-view/address-fields'
import { defineView, type FilterDef, type Lookup } from '../../components/entity-view/entity-view'
import {
  activeOf,
  campusField,
  chosen,
  formSchema,
  nameOf,
  universityFilter,
  ofFormCampus,
  optionalMatch,
  required,
  equals,
} from '../../components/entity-view/list-rules'
import {
  categoryFilter,
  fullName,
  personFields,
  personNameColumn,
} from '../../components/entity-view/person-fields'
import { genders, wordOf, worded } from '../../components/entity-view/person-options'
import { personPhoneLength, personPhonePattern } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/employees'
import { commissionRoles, severalCampusRoles } from '../../lib/session/role'
import type { Json } from '../../offline/db'

export const staffTypes = worded((v) => t(`staffType.${v}`), ['teaching', 'non-teaching'])
const nonTeachingKinds = worded((v) => t(`nonTeachingKind.${v}`), ['technical', 'non-technical'])
export const appointmentTypes = worded(
  (v) => t(`appointmentType.${v}`),
  ['permanent', 'contract', 'part-time', 'visiting'],
)
const degrees = worded((v) => t(`degree.${v}`), ['phd', 'mphil', 'master', 'bachelor', 'below'])
export const statuses = worded(
  (v) => t(`employeeStatus.${v}`),
  ['working', 'on-leave', 'retired', 'resigned', 'deceased'],
)

const teaching = (values: Json) => values.staffType === 'teaching'

/** Who employs them (decision 0323): a campus, a university's central office, the commission. */
export const employerLevelWords = worded((v) => t(`employerLevel.${v}`), employerLevels)

/** The employer's name: the campus's, the university's (its office), or the commission. */
export const employerName = (row: Json, lookup: Lookup) => {
  const level = employerLevel(row)
  if (level === 'commission') return t('employee.commission')
  return level === 'campus'
    ? nameOf('campusOption', 'campusId')(row, lookup) || t('employerLevel.campus')
    : nameOf('university', 'universityId')(row, lookup)
}

/** The record's own rules (common/employee-rules.ts, the server's too), in the user's language. */
const ruleWords: Record<EmployeeRule, () => string> = {
  teachingKindEmpty: () => requiredWord('employee.nonTeachingKind'),
  nonTeachingKindRequired: () => requiredWord('employee.nonTeachingKind'),
  teachingOnly: () => t('employee.teachingOnly'),
  joinedInFuture: () => t('employee.joinedInFuture'),
  joinedTooEarly: () => t('employee.joinedTooEarly', { years: EMPLOYEE_MIN_JOINING_AGE }),
  statusBeforeJoining: () => t('employee.statusBeforeJoining'),
}

/** A form's values as the rules read them: empty texts are no value. */
const ruleIssues = (values: Json): Record<string, string> => {
  const given = (key: string) => (values[key] === '' ? null : values[key])
  const issues = employeeIssues({
    staffType: given('staffType'),
    // Disabled fields are sent as null, so they break no rule of the other staff type.
    nonTeachingKind: values.staffType === 'teaching' ? null : given('nonTeachingKind'),
    dateOfBirth: given('dateOfBirth'),
    joinedOn: given('joinedOn'),
    statusChangedOn: given('statusChangedOn'),
  })
  return Object.fromEntries(issues.map((issue) => [issue.field, ruleWords[issue.rule]()]))
}

const employeeFilters: FilterDef[] = [
  {
    name: 'level',
    label: t('employee.employer'),
    options: { fixed: employerLevelWords },
    match: (row, value) => employerLevel(row) === value,
    shownTo: severalCampusRoles,
  },
  { ...universityFilter(t('employee.university')), shownTo: commissionRoles },
  {
    name: 'staffType',
    label: t('employee.staffType'),
    options: { fixed: staffTypes },
    match: equals('staffType'),
  },
  {
    name: 'nonTeachingKind',
    label: t('employee.nonTeachingKind'),
    options: { fixed: nonTeachingKinds },
    match: equals('nonTeachingKind'),
  },
  {
    name: 'postId',
    label: t('employee.post'),
    options: activeOf('employeePosition'),
    match: equals('postId'),
  },
  {
    name: 'departmentId',
    label: t('employee.department'),
    options: activeOf('department'),
    match: equals('departmentId'),
  },
  {
    name: 'facultyId',
    label: t('employee.faculty'),
    options: activeOf('faculty'),
    match: equals('facultyId'),
  },
  {
    name: 'appointmentType',
    label: t('employee.appointmentType'),
    options: { fixed: appointmentTypes },
    match: equals('appointmentType'),
  },
  {
    name: 'qualification',
    label: t('employee.qualification'),
    options: { fixed: degrees },
    match: equals('qualification'),
  },
  {
    name: 'gender',
    label: t('employee.gender'),
    options: { fixed: genders },
    match: equals('gender'),
  },
  categoryFilter(t('employee.category')),
  {
    name: 'status',
    label: t('employee.status'),
    options: { fixed: statuses },
    match: equals('status'),
  },
]

/** A share of a full-time post: above nothing and at most the whole post (the contract's and the database's rule). */
const fte = { above: 0, full: 1 }
const fteIssue = (values: Json): Record<string, string> => {
  const share = Number(values.fte)
  return values.fte === '' || (share > fte.above && share <= fte.full)
    ? {}
    : { fte: t('employee.fteRange', fte) }
}

const requiredWord = (key: Parameters<typeof t>[0]) => t('form.requiredField', { label: t(key) })

/**
 * Spec §2 Employee management: a campus's teachers and staff, the kit's second register. One
 * declaration gives the sectioned form, the detail page, the server-paged list with its filters
 * (and the pre-filtered Teaching, Non-Teaching, Technical and Non-Technical Staff pages).
 */
export const employeeView = defineView({
  entity: 'employee',
  module: 'employees',
  label: t('employee.label'),
  title: t('employee.listTitle'),
  createTitle: t('employee.createTitle'),
  editTitle: t('employee.editTitle'),
  activeFlag: false,
  sections: [
    { name: 'person', label: t('employee.section.person') },
    { name: 'permanent', label: t('employee.section.permanent') },
    { name: 'contact', label: t('employee.section.contact') },
    { name: 'appointment', label: t('employee.section.appointment') },
    { name: 'qualification', label: t('employee.section.qualification') },
  ],
  fields: [
    ...personFields('person'),
    {
      name: 'photo',
      label: t('employee.photo'),
      kind: 'file',
      section: 'person',
      accept: imageTypes,
      maxBytes: maxImageBytes,
    },
    {
      name: 'citizenshipNo',
      label: t('employee.citizenshipNo'),
      kind: 'text',
      section: 'person',
    },
    ...addressFields('permanent', 'permanent'),
    {
      name: 'phone',
      label: t('employee.phone'),
      kind: 'text',
      inputMode: 'tel',
      section: 'contact',
    },
    {
      name: 'email',
      label: t('employee.email'),
      kind: 'text',
      inputMode: 'email',
      section: 'contact',
    },
    // Only the SuperAdmin names the employer; everyone else's is their own (the server's rule).
    {
      ...campusField,
      label: t('employee.campus'),
      section: 'appointment',
      required: false,
      shownTo: ['SuperAdmin'],
      description: t('employee.employerHint'),
    },
    {
      name: 'universityId',
      label: t('employee.university'),
      kind: 'select',
      valueType: 'int',
      section: 'appointment',
      options: activeOf('university'),
      shownTo: ['SuperAdmin'],
      // A campus's university is the campus's: the server sets it.
      disabled: (values) => !!values.campusId,
    },
    {
      name: 'employeeCode',
      label: t('employee.employeeCode'),
      kind: 'text',
      required: true,
      section: 'appointment',
    },
    {
      name: 'staffType',
      label: t('employee.staffType'),
      kind: 'select',
      required: true,
      section: 'appointment',
      options: { fixed: staffTypes },
    },
    {
      name: 'nonTeachingKind',
      label: t('employee.nonTeachingKind'),
      kind: 'select',
      section: 'appointment',
      options: { fixed: nonTeachingKinds },
      // Only non-teaching staff are technical or not; a teacher's is sent as null.
      disabled: (values) => values.staffType !== 'non-teaching',
    },
    {
      name: 'postId',
      label: t('employee.post'),
      kind: 'select',
      required: true,
      valueType: 'int',
      section: 'appointment',
      // A post of the staff type chosen: no Professor among non-teaching staff.
      options: {
        ...activeOf('employeePosition'),
        where: (row, ctx) => row.status !== false && row.category === ctx.values.staffType,
      },
    },
    {
      name: 'appointmentType',
      label: t('employee.appointmentType'),
      kind: 'select',
      required: true,
      section: 'appointment',
      options: { fixed: appointmentTypes },
    },
    {
      name: 'joinedOn',
      label: t('employee.joinedOn'),
      kind: 'date',
      required: true,
      section: 'appointment',
    },
    {
      name: 'departmentId',
      label: t('employee.department'),
      kind: 'select',
      valueType: 'int',
      section: 'appointment',
      options: activeOf('department', ofFormCampus),
    },
    {
      name: 'facultyId',
      label: t('employee.faculty'),
      kind: 'select',
      valueType: 'int',
      section: 'appointment',
      options: activeOf('faculty'),
      disabled: (values) => !teaching(values),
    },
    {
      name: 'teachingLoad',
      label: t('employee.teachingLoad'),
      kind: 'number',
      valueType: 'int',
      section: 'appointment',
      disabled: (values) => !teaching(values),
    },
    {
      name: 'fte',
      label: t('employee.fte'),
      kind: 'number',
      valueType: 'number',
      required: true,
      section: 'appointment',
      description: t('employee.fteHint', {
        full: fte.full,
        half: fte.full / 2,
        quarter: fte.full / 4,
      }),
    },
    {
      name: 'status',
      label: t('employee.status'),
      kind: 'select',
      required: true,
      section: 'appointment',
      options: { fixed: statuses },
    },
    {
      name: 'statusChangedOn',
      label: t('employee.statusChangedOn'),
      kind: 'date',
      section: 'appointment',
    },
    {
      name: 'qualification',
      label: t('employee.qualification'),
      kind: 'select',
      required: true,
      section: 'qualification',
      options: { fixed: degrees },
    },
    {
      name: 'qualificationSubject',
      label: t('employee.qualificationSubject'),
      kind: 'text',
      section: 'qualification',
    },
    {
      name: 'qualificationInstitution',
      label: t('employee.qualificationInstitution'),
      kind: 'text',
      section: 'qualification',
    },
  ],
  emptyValues: {
    photo: null,
    firstName: '',
    middleName: '',
    lastName: '',
    nameNe: '',
    gender: null,
    dateOfBirth: '',
    ethnicGroupId: null,
    disability: 'none',
    citizenshipNo: '',
    permanentProvinceId: null,
    permanentDistrictId: null,
    permanentLocalLevelId: null,
    permanentWard: '',
    phone: '',
    email: '',
    campusId: null,
    universityId: null,
    employeeCode: '',
    staffType: 'teaching',
    nonTeachingKind: null,
    postId: null,
    appointmentType: 'permanent',
    joinedOn: '',
    departmentId: null,
    facultyId: null,
    teachingLoad: '',
    fte: '1',
    status: 'working',
    statusChangedOn: '',
    qualification: null,
    qualificationSubject: '',
    qualificationInstitution: '',
  },
  schema: formSchema({
    firstName: required(requiredWord('employee.firstName')),
    lastName: required(requiredWord('employee.lastName')),
    gender: chosen(requiredWord('employee.gender')),
    dateOfBirth: required(requiredWord('employee.dateOfBirth')),
    nameNe: optionalMatch(/^[\u0900-\u097F\s.]+$/u, t('employee.devanagariOnly')),
    phone: optionalMatch(personPhonePattern, t('employee.phoneForm', personPhoneLength)),
    email: optionalMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, t('employee.emailForm')),
    fte: required(requiredWord('employee.fte')),
    employeeCode: required(requiredWord('employee.employeeCode')),
    staffType: chosen(requiredWord('employee.staffType')),
    postId: chosen(requiredWord('employee.post')),
    appointmentType: chosen(requiredWord('employee.appointmentType')),
    joinedOn: required(requiredWord('employee.joinedOn')),
    qualification: chosen(requiredWord('employee.qualification')),
  }),
  crossCheck: (values, lookup) => ({
    ...fteIssue(values),
    ...ruleIssues(values),
    ...wardIssue('permanent', values, lookup),
  }),
  columns: [
    personNameColumn(t('employee.name')),
    { key: 'employeeCode', label: t('employee.employeeCode') },
    { key: 'postId', label: t('employee.post'), cell: nameOf('employeePosition', 'postId') },
    {
      key: 'staffType',
      label: t('employee.staffType'),
      cell: (r) => wordOf(staffTypes)(r.staffType),
    },
    {
      key: 'departmentId',
      label: t('employee.department'),
      cell: nameOf('department', 'departmentId'),
    },
    {
      key: 'appointmentType',
      label: t('employee.appointmentType'),
      cell: (r) => wordOf(appointmentTypes)(r.appointmentType),
    },
    { key: 'employer', label: t('employee.employer'), cell: employerName },
    { key: 'gender', label: t('employee.gender'), cell: (r) => wordOf(genders)(r.gender) },
    { key: 'status', label: t('employee.status'), cell: (r) => wordOf(statuses)(r.status) },
  ],
  filters: employeeFilters,
  matchesSearch: matchesEmployeeSearch,
  rowName: fullName,
})
