import * as v from 'valibot'
import { createElement } from 'react'
import { addressFields, unitName, wardIssue } from '../../components/entity-view/address-fields'
import {
  defineView,
  type FilterDef,
  type FormValues,
} from '../../components/entity-view/entity-view'
import {
  activeOf,
  chosen,
  formSchema,
  universityColumn,
  universityFilter,
  optionalMatch,
  optionalNumberIn,
  required,
  text,
  equals,
} from '../../components/entity-view/list-rules'
import { wordOf } from '../../components/entity-view/person-options'
import { BothScripts } from '../../components/names/both-scripts'
import { inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/organizations'
import { bounds, boundsInDegrees } from './map/map-projection'
import { commissionRoles } from '../../lib/session/role'
import type { Campus } from '../../api/entities/campus'
import {
  addressRules,
  campusTypes,
  emailPattern,
  nameNeRule,
  optionalYearRule,
  phoneIssue,
  phonePattern,
  requiredWord,
  logoColumn,
  logoField,
  websiteRule,
} from './organization-fields'

/** A coordinate within Nepal's bounding box, typed in degrees ('' allowed). */
const coordinate = (min: number, max: number, message: string) =>
  optionalNumberIn(/^\d{2}(\.\d+)?$/, { min, max }, message)

/** Latitude and longitude come as a pair: the one left empty says so. */
function locationIssue(values: FormValues): Record<string, string> {
  const given = (key: string) => text(values[key]).trim() !== ''
  if (given('latitude') === given('longitude')) return {}
  return { [given('latitude') ? 'longitude' : 'latitude']: t('org.invalid.pair') }
}

const campusFilters: FilterDef<Campus>[] = [
  universityFilter(t('org.campus.university')),
  {
    name: 'campusType',
    label: t('org.campus.type'),
    options: { fixed: campusTypes },
    match: equals('campusType'),
  },
  {
    name: 'province',
    label: t('address.province'),
    options: { entity: 'province', label: unitName },
    match: equals('province'),
  },
]

/**
 * Spec §2 Organization: campus-register and the campus lists (constituent, private, community,
 * central departments: the same list with its type fixed). The commission registers campuses of
 * any university, a UniAdmin those of their own (so only the commission picks the university);
 * the GPS location is typed until the map comes (decision 0206).
 */
export const campusView = defineView({
  entity: 'campus',
  module: 'organizations',
  importing: {
    naturalKeys: [['code']],
    example: {
      campusName: 'Siddhanath Science Campus',
      nameNe: 'सिद्धनाथ विज्ञान क्याम्पस',
      code: 'C-SSC',
      examCode: '',
      establishedYearBs: '2045',
      ward: '4',
      phone: '099-521234',
      email: 'info@ssc.edu.np',
      website: '',
      latitude: '28.97',
      longitude: '80.17',
    },
  },
  label: t('org.campus.label'),
  title: t('org.campus.registerTitle'),
  createTitle: t('org.campus.createTitle'),
  editTitle: t('org.campus.editTitle'),
  fields: [
    {
      name: 'universityId',
      label: t('org.campus.university'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('university'),
      shownTo: commissionRoles,
    },
    { name: 'campusName', label: t('org.campus.name'), kind: 'text', required: true },
    { name: 'nameNe', label: t('org.field.nameNe'), kind: 'text' },
    {
      name: 'campusType',
      label: t('org.campus.type'),
      kind: 'select',
      required: true,
      options: { fixed: campusTypes },
    },
    { name: 'code', label: t('org.campus.code'), kind: 'text', required: true },
    { name: 'examCode', label: t('org.campus.examCode'), kind: 'text' },
    {
      name: 'establishedYearBs',
      label: t('org.field.established'),
      kind: 'number',
      valueType: 'int',
    },
    ...addressFields('', 'address'),
    { name: 'phone', label: t('org.field.phone'), kind: 'text', inputMode: 'tel', required: true },
    {
      name: 'email',
      label: t('org.field.email'),
      kind: 'text',
      inputMode: 'email',
      required: true,
    },
    { name: 'website', label: t('org.field.website'), kind: 'text', inputMode: 'url' },
    logoField,
    {
      name: 'latitude',
      label: t('org.campus.latitude'),
      kind: 'number',
      valueType: 'number',
      description: t('org.campus.locationHint'),
    },
    {
      name: 'longitude',
      label: t('org.campus.longitude'),
      kind: 'number',
      valueType: 'number',
      description: t('org.campus.locationHint'),
    },
  ],
  emptyValues: {
    universityId: null,
    campusName: '',
    nameNe: '',
    campusType: null,
    code: '',
    examCode: '',
    establishedYearBs: '',
    provinceId: null,
    districtId: null,
    localLevelId: null,
    ward: '',
    phone: '',
    email: '',
    website: '',
    latitude: '',
    longitude: '',
  },
  schema: formSchema({
    universityId: chosen(requiredWord(t('org.campus.university'))),
    campusName: v.pipe(
      required(requiredWord(t('org.campus.name'))),
      v.maxLength(200, t('validation.tooLong', { n: 200 })),
    ),
    nameNe: nameNeRule,
    campusType: chosen(requiredWord(t('org.campus.type'))),
    code: v.pipe(
      required(requiredWord(t('org.campus.code'))),
      v.regex(/^[0-9A-Za-z/-]+$/, t('org.invalid.code')),
    ),
    examCode: optionalMatch(/^[0-9A-Za-z/-]+$/, t('org.invalid.code')),
    establishedYearBs: optionalYearRule,
    ...addressRules,
    phone: v.pipe(required(requiredWord(t('org.field.phone'))), v.regex(phonePattern, phoneIssue)),
    email: v.pipe(
      required(requiredWord(t('org.field.email'))),
      v.regex(emailPattern, t('org.invalid.email')),
    ),
    website: websiteRule,
    latitude: coordinate(bounds.south, bounds.north, t('org.invalid.latitude', boundsInDegrees())),
    longitude: coordinate(bounds.west, bounds.east, t('org.invalid.longitude', boundsInDegrees())),
  }),
  crossCheck: (values, lookup) => ({ ...wardIssue('', values, lookup), ...locationIssue(values) }),
  columns: [
    {
      key: 'campusName',
      label: t('org.campus.name'),
      cell: (r) => createElement(BothScripts, { latin: r.campusName, devanagari: text(r.nameNe) }),
      value: (r) => r.campusName,
      devanagari: (r) => text(r.nameNe),
    },
    universityColumn(t('org.campus.university')),
    logoColumn,
    {
      key: 'campusType',
      label: t('org.campus.type'),
      cell: (r) => wordOf(campusTypes)(r.campusType),
    },
    { key: 'code', label: t('org.campus.code') },
    { key: 'examCode', label: t('org.campus.examCode') },
    { key: 'address', label: t('org.field.address') },
    { key: 'phone', label: t('org.field.phone') },
    {
      key: 'location',
      label: t('org.campus.location'),
      cell: (r) =>
        r.latitude == null || r.longitude == null
          ? ''
          : inLocalDigits(`${r.latitude}, ${r.longitude}`),
    },
  ],
  filters: campusFilters,
  messages: { duplicate: t('org.campus.duplicate') },
  sortBy: (a, b) => a.campusName.localeCompare(b.campusName),
  rowName: (r) => r.campusName,
})
