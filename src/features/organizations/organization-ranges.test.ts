// The ranges the university and campus forms' messages state are the ones they check, each from
// one constant the contract agrees with.
import { describe, expect, it } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { fieldErrors } from '../../lib/forms/field-errors'
import { campusView } from './campus-view'
import { bounds } from './map/map-projection'
import { universityView } from './university-view'

const issue = (schema: typeof campusView.schema, field: string, value: string) =>
  fieldErrors(schema, { [field]: value })?.[field]

describe('an organization form’s ranges', () => {
  it("a campus's location: the contract's box, named in the message", () => {
    const { latitude, longitude } = fieldLimits.CampusCreate
    expect(bounds).toEqual({
      south: latitude.minimum,
      north: latitude.maximum,
      west: longitude.minimum,
      east: longitude.maximum,
    })
    expect(issue(campusView.schema, 'latitude', '26.3')).toBeUndefined()
    expect(issue(campusView.schema, 'latitude', '26.2')).toBe(
      'Latitude must be within Nepal (26.3 to 30.5)',
    )
    expect(issue(campusView.schema, 'longitude', '88.4')).toBe(
      'Longitude must be within Nepal (80.0 to 88.3)',
    )
  })

  it("a year of establishment: the calendar's table, as the contract's range", () => {
    const { minimum, maximum } = fieldLimits.CampusCreate.establishedYearBs
    expect(fieldLimits.UniversityCreate.establishedYearBs).toEqual({ minimum, maximum })
    for (const schema of [campusView.schema, universityView.schema]) {
      for (const ok of [String(minimum), String(maximum)])
        expect(issue(schema, 'establishedYearBs', ok)).toBeUndefined()
      for (const bad of [String(minimum - 1), String(maximum + 1), '20x1'])
        expect(issue(schema, 'establishedYearBs', bad)).toBe('Enter a BS year from 2000 to 2100')
    }
  })

  it("a phone: an office's lengths, named in the message", () => {
    for (const schema of [campusView.schema, universityView.schema]) {
      expect(issue(schema, 'phone', '98410')).toBe('Enter a phone number of 6 to 20 digits')
      expect(issue(schema, 'phone', '984100')).toBeUndefined()
    }
  })
})
