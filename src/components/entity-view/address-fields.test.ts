import { describe, expect, it } from 'vitest'
import type { Json } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import { unfitChoices } from '../entity-form/option-list'
import { addressFields } from './address-fields'
import type { FormValues } from './entity-view'

const rows: Partial<Record<ListName, Json[]>> = {
  province: [{ id: 1 }, { id: 7 }],
  district: [
    { id: 10, provinceId: 1 },
    { id: 70, provinceId: 7 },
  ],
  localLevel: [
    { id: 100, districtId: 10, wards: 40 },
    { id: 101, districtId: 10, wards: 12 },
  ],
}
const lookup = (entity: ListName, id: unknown) =>
  rows[entity]?.find((row) => String(row.id) === String(id))
const fields = addressFields('permanent', 'permanent')
const ctx = { user: null, lookup, mode: 'create' as const }

/** The form's values after the user changes some: each change the form makes sets off the next. */
function change(values: FormValues, typed: FormValues) {
  let previous = values
  let next: FormValues = { ...values, ...typed }
  for (let changes; (changes = unfitChoices(fields, next, previous, ctx));) {
    previous = next
    next = { ...next, ...changes } as FormValues
  }
  return next
}

describe('an address whose province changes', () => {
  const chosen = {
    permanentProvinceId: '1',
    permanentDistrictId: '10',
    permanentLocalLevelId: '100',
    permanentWard: '99',
  }

  it('clears the district, the local level and the ward, which would be left disabled', () => {
    expect(change(chosen, { permanentProvinceId: '7' })).toEqual({
      permanentProvinceId: '7',
      permanentDistrictId: null,
      permanentLocalLevelId: null,
      permanentWard: '',
    })
    expect(change(chosen, { permanentProvinceId: null })).toMatchObject({ permanentWard: '' })
  })

  it('keeps the ward when another local level of the district is picked, or the ward is typed', () => {
    expect(change(chosen, { permanentLocalLevelId: '101' })).toEqual({
      ...chosen,
      permanentLocalLevelId: '101',
    })
    expect(change(chosen, { permanentWard: '9' })).toEqual({ ...chosen, permanentWard: '9' })
  })
})
