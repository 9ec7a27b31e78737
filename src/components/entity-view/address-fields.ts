// An address in Nepal: province → district → local level → ward, from the administrative units
// cached on the device (so the selects work offline). Students, staff and campuses share it.
import { t } from '../../lib/i18n/kit'
import type { Json } from '../../offline/db'
import { bothNames } from '../names/local-name'
import type { FieldDef, FormValues, Lookup } from './entity-view'
import { text } from './list-rules'

const same = (a: unknown, b: unknown) => text(a) !== '' && text(a) === text(b)

/**
 * A province's, district's or local level's name in both scripts, the chosen language's first
 * (`bothNames`); a row cached before it carried both names, its `name`.
 */
export const unitName = (row: Json) =>
  bothNames(text(row.nameEn), text(row.nameNe)) || text(row.name)

/** A field of an address: `permanentWard`, or with no prefix (a campus's own) `ward`. */
const named = <const P extends string, const N extends string>(prefix: P, name: N) =>
  (prefix ? `${prefix}${name}` : name[0]!.toLowerCase() + name.slice(1)) as P extends ''
    ? Uncapitalize<N>
    : `${P}${N}`

/**
 * The four fields of one address, named `<prefix>ProvinceId`, `<prefix>DistrictId`,
 * `<prefix>LocalLevelId` and `<prefix>Ward` (`provinceId` … `ward` with the prefix ''): each
 * select offers only what lies within the choice above it, and a choice that stops fitting is
 * cleared by the form, as is the ward once no local level is chosen (it is then disabled:
 * `unfitChoices`). Example: `addressFields('permanent', 'permanent')`.
 */
export function addressFields<const P extends string>(prefix: P, section: string) {
  const province = named(prefix, 'ProvinceId')
  const district = named(prefix, 'DistrictId')
  const localLevel = named(prefix, 'LocalLevelId')
  const label = unitName
  return [
    {
      name: province,
      label: t('address.province'),
      kind: 'select',
      valueType: 'int',
      section,
      options: { entity: 'province', label },
    },
    {
      name: district,
      label: t('address.district'),
      kind: 'select',
      valueType: 'int',
      section,
      options: {
        entity: 'district',
        label,
        where: (row, { values }) => same(row.provinceId, values[province]),
      },
      disabled: (values) => !values[province],
    },
    {
      name: localLevel,
      label: t('address.localLevel'),
      kind: 'select',
      valueType: 'int',
      section,
      options: {
        entity: 'localLevel',
        label,
        where: (row, { values }) => same(row.districtId, values[district]),
      },
      disabled: (values) => !values[district],
    },
    {
      name: named(prefix, 'Ward'),
      label: t('address.ward'),
      kind: 'number',
      valueType: 'int',
      section,
      disabled: (values) => !values[localLevel],
    },
  ] as const satisfies readonly FieldDef[]
}

/** "Ward must be 1 to 32" when the ward is beyond the chosen local level's wards. */
export function wardIssue(prefix: string, values: FormValues, lookup: Lookup) {
  const field = named(prefix, 'Ward')
  const ward = Number(values[field])
  const wards = Number(lookup('localLevel', values[named(prefix, 'LocalLevelId')])?.wards)
  if (!values[field] || !wards || (ward >= 1 && ward <= wards)) return {}
  return { [field]: t('address.wardRange', { first: 1, n: wards }) }
}
