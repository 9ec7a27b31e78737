import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dashboardSearch } from './dashboard-search'
import { allowedSearch, filtersFor, reportParams } from './report-params'

describe('dashboard filters', () => {
  it('offer each role only the filters its scope leaves open', () => {
    expect(filtersFor('commission')).toContain('university')
    expect(filtersFor('university')).not.toContain('university')
    expect(filtersFor('university')).toContain('campus')
    expect(filtersFor('college')).toEqual(['fiscalYear', 'faculty', 'level', 'program'])
    expect(filtersFor('student')).toEqual([])
  })

  it('drop filters from a shared link that the role may not use', () => {
    const search = { fiscalYear: 3, university: 2, campus: 79, level: 4 }
    expect(allowedSearch(search, 'college')).toEqual({ fiscalYear: 3, level: 4 })
    expect(allowedSearch(search, 'commission')).toEqual(search)
  })

  it('read the URL leniently: a bad value drops only that filter', () => {
    const parsed = v.parse(dashboardSearch, {
      fiscalYear: 3,
      university: 'abc',
      campusType: 'nowhere',
      level: -1,
      program: 7,
    })
    expect(parsed).toEqual({
      fiscalYear: 3,
      university: undefined,
      campusType: undefined,
      faculty: undefined,
      level: undefined,
      program: 7,
      campus: undefined,
    })
  })

  it('map to the legacy calls’ own parameter names', () => {
    const p = reportParams({ fiscalYear: 3, university: 2, level: 4, campus: 79 })
    expect(p.ages).toMatchObject({ fiscalyearid: 3, university: 2, levelid: 4 })
    expect(p.graduation).toMatchObject({ fiscalyearid: 3, universityId: 2 })
    expect(p.dropout).toEqual({ campusId: 79, fiscalyearid: 3, uniId: 2, LevelId: 4 })
    expect(p.graduationSeries).toEqual({ campusId: 79 })
  })
})
