// What the university and campus forms share: their type options, the rules of a name in
// Devanagari, a BS year, contacts, the logo, and the requirement of an address down to the local
// level.
import { fieldLimits } from '../../../common/field-limits.gen'
import { imageTypes, maxImageBytes } from '../../../common/file-signatures'
import * as v from 'valibot'
import { createElement } from 'react'
import type { ColumnDef, FieldDef } from '../../components/entity-view/entity-view'
import type { Json } from '../../offline/db'
import { chosen, optionalMatch, optionalNumberIn } from '../../components/entity-view/list-rules'
import { worded } from '../../components/entity-view/person-options'
import { inMegabytes } from '../../lib/format/file-size'
import { formatYear } from '../../lib/format/local-number'
import { officePhoneLength, officePhonePattern } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/organizations'

export const universityTypes = worded(
  (value) => t(`org.universityType.${value}`),
  ['public', 'private', 'deemedHealthAcademy'],
)
export const campusTypes = worded(
  (value) => t(`org.campusType.${value}`),
  ['constituent', 'private', 'community', 'central'],
)
export type CampusTypeValue = (typeof campusTypes)[number]['value']

/** "Phone is required", in the user's language. */
export const requiredWord = (label: string) => t('form.requiredField', { label })

/** A name in Devanagari, with the marks an institution's name may have. */
export const nameNeRule = optionalMatch(/^[\u0900-\u097F\s.,()/-]+$/u, t('org.invalid.devanagari'))

/**
 * A founding year in Bikram Sambat, 2000–2100 as the contract takes it: the years the calendar's
 * table had before it reached back for dates of birth (decision 0411).
 */
const bsYear = /^\d{4}$/
const { minimum: firstYear, maximum: lastYear } = fieldLimits.CampusCreate.establishedYearBs
const bsYearIssue = t('org.invalid.year', { min: formatYear(firstYear), max: formatYear(lastYear) })
export const requiredYearRule = (label: string) =>
  v.pipe(
    v.string(requiredWord(label)),
    v.trim(),
    v.nonEmpty(requiredWord(label)),
    v.regex(bsYear, bsYearIssue),
    v.check((year) => Number(year) >= firstYear && Number(year) <= lastYear, bsYearIssue),
  )
export const optionalYearRule = optionalNumberIn(
  bsYear,
  { min: firstYear, max: lastYear },
  bsYearIssue,
)

/** An office's phone and what its refusal says (its lengths). */
export const phonePattern = officePhonePattern
export const phoneIssue = t('org.invalid.phone', officePhoneLength)
export const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
export const websiteRule = optionalMatch(/^https?:\/\/\S+$/, t('org.invalid.website'))

/** The list's column of the logo: the image, small (kept by the service worker for offline use). */
export const logoColumn = {
  key: 'logo',
  label: t('org.field.logo'),
  cell: (row: Json) =>
    typeof row.logo === 'string' && row.logo
      ? createElement('img', { src: row.logo, alt: '', height: 28, loading: 'lazy' })
      : '',
  value: (row: Json) => (typeof row.logo === 'string' ? row.logo : ''),
} satisfies ColumnDef

/** The logo (decision 0330): a JPEG, PNG or WebP image of at most 1 MiB, never an SVG. */
export const logoField = {
  name: 'logo',
  label: t('org.field.logo'),
  kind: 'file',
  accept: imageTypes,
  maxBytes: maxImageBytes,
  description: t('org.field.logoHint', { mb: inMegabytes(maxImageBytes) }),
} as const satisfies FieldDef

/** The address's three units are required in the form, as the server requires them. */
export const addressRules = {
  provinceId: chosen(requiredWord(t('address.province'))),
  districtId: chosen(requiredWord(t('address.district'))),
  localLevelId: chosen(requiredWord(t('address.localLevel'))),
}
