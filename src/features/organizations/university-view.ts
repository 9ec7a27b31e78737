import * as v from 'valibot'
import {
  maxFormatLength,
  maxOptional,
  registrationFormatIssues,
} from '../../../common/registration-format'
import { createElement } from 'react'
import { addressFields, wardIssue } from '../../components/entity-view/address-fields'
import { defineView } from '../../components/entity-view/entity-view'
import {
  chosen,
  formSchema,
  optionalMatch,
  optionalText,
  required,
  text,
} from '../../components/entity-view/list-rules'
import { wordOf } from '../../components/entity-view/person-options'
import { BothScripts } from '../../components/names/both-scripts'
import { inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/organizations'
import {
  addressRules,
  emailPattern,
  nameNeRule,
  phoneIssue,
  phonePattern,
  requiredWord,
  requiredYearRule,
  universityTypes,
  logoColumn,
  logoField,
  websiteRule,
} from './organization-fields'

/**
 * Spec §2 Organization: university-register and university-list. The commission registers a
 * university with its name in both scripts, type, BS year, address in Nepal's administrative units
 * and contacts; the server derives the older text fields (decision 0206).
 */
/** What is wrong with a registration-number format or its example (decision 0357). */
const formatProblems = {
  mask: t('org.invalid.registrationFormat', { optional: maxOptional, length: maxFormatLength }),
  missing: t('org.invalid.registrationExampleMissing'),
  unfit: t('org.invalid.registrationExampleUnfit'),
}

export const universityView = defineView({
  entity: 'university',
  module: 'organizations',
  importing: {
    naturalKeys: [['name']],
    example: {
      name: 'Far-Western University',
      nameNe: 'सुदूरपश्चिम विश्वविद्यालय',
      shortName: 'FWU',
      code: 'U-FWU',
      establishedYearBs: '2067',
      ward: '1',
      phone: '099-520000',
      email: 'info@fwu.edu.np',
      website: 'https://fwu.edu.np',
    },
  },
  label: t('org.university.label'),
  title: t('org.university.listTitle'),
  createTitle: t('org.university.createTitle'),
  editTitle: t('org.university.editTitle'),
  fields: [
    { name: 'name', label: t('org.university.name'), kind: 'text', required: true },
    { name: 'nameNe', label: t('org.field.nameNe'), kind: 'text' },
    { name: 'shortName', label: t('org.university.shortName'), kind: 'text', required: true },
    {
      name: 'code',
      label: t('org.university.code'),
      kind: 'text',
      description: t('org.university.codeHint'),
    },
    {
      name: 'universityType',
      label: t('org.university.type'),
      kind: 'select',
      required: true,
      options: { fixed: universityTypes },
    },
    {
      name: 'establishedYearBs',
      label: t('org.field.established'),
      kind: 'number',
      valueType: 'int',
      required: true,
    },
    ...addressFields('', 'address'),
    { name: 'phone', label: t('org.field.phone'), kind: 'text', inputMode: 'tel' },
    { name: 'email', label: t('org.field.email'), kind: 'text', inputMode: 'email' },
    { name: 'website', label: t('org.field.website'), kind: 'text', inputMode: 'url' },
    {
      name: 'registrationFormat',
      label: t('org.university.registrationFormat'),
      kind: 'text',
      description: t('org.university.registrationFormatHint'),
    },
    { name: 'registrationExample', label: t('org.university.registrationExample'), kind: 'text' },
    logoField,
  ],
  emptyValues: {
    name: '',
    nameNe: '',
    shortName: '',
    code: '',
    universityType: 'public',
    establishedYearBs: '',
    provinceId: null,
    districtId: null,
    localLevelId: null,
    ward: '',
    phone: '',
    email: '',
    website: '',
    registrationFormat: '',
    registrationExample: '',
  },
  schema: formSchema({
    name: v.pipe(
      required(requiredWord(t('org.university.name'))),
      v.maxLength(200, t('validation.tooLong', { n: 200 })),
    ),
    nameNe: nameNeRule,
    shortName: v.pipe(
      required(requiredWord(t('org.university.shortName'))),
      v.maxLength(50, t('validation.tooLong', { n: 50 })),
    ),
    code: optionalText(50),
    universityType: chosen(requiredWord(t('org.university.type'))),
    establishedYearBs: requiredYearRule(t('org.field.established')),
    ...addressRules,
    phone: optionalMatch(phonePattern, phoneIssue),
    email: optionalMatch(emailPattern, t('org.invalid.email')),
    website: websiteRule,
  }),
  crossCheck: (values, lookup) => ({
    ...wardIssue('', values, lookup),
    ...Object.fromEntries(
      Object.entries(registrationFormatIssues(values)).map(([field, issue]) => [
        field,
        formatProblems[issue],
      ]),
    ),
  }),
  columns: [
    {
      key: 'name',
      label: t('org.university.name'),
      cell: (r) => createElement(BothScripts, { latin: text(r.name), devanagari: text(r.nameNe) }),
      value: (r) => text(r.name),
      devanagari: (r) => text(r.nameNe),
    },
    { key: 'shortName', label: t('org.university.shortName') },
    logoColumn,
    {
      key: 'universityType',
      label: t('org.university.type'),
      cell: (r) => wordOf(universityTypes)(r.universityType),
    },
    {
      key: 'establishedYearBs',
      label: t('org.field.established'),
      cell: (r) => inLocalDigits(String(r.establishedYearBs)),
      value: (r) => r.establishedYearBs ?? null,
      type: 'number',
    },
    { key: 'address', label: t('org.field.address') },
    { key: 'phone', label: t('org.field.phone') },
    { key: 'email', label: t('org.field.email') },
    { key: 'website', label: t('org.field.website') },
  ],
  messages: { duplicate: t('org.university.duplicate') },
  sortBy: (a, b) => a.name.localeCompare(b.name),
  rowName: (r) => r.name,
})
