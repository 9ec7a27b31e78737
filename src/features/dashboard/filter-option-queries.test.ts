import { expect, it } from 'vitest'
import { optionQueriesFor } from './filter-option-queries'
import { filtersFor } from './report-params'

const paths = (level: Parameters<typeof filtersFor>[0]) =>
  optionQueriesFor(7, filtersFor(level)).map((options) => options.queryKey[0])

it('prefetches the lists behind the filters a role has, and the fiscal years every report names', () => {
  expect(paths('college')).toEqual([
    '/FiscalYear',
    '/Faculty/GetAllFaculties',
    '/Level/GetAllLevels',
    '/ProgramMgmt/GetAllPrograms',
  ])
  expect(paths('university')).toEqual([
    '/FiscalYear',
    '/Faculty/GetAllFaculties',
    '/Level/GetAllLevels',
    '/ProgramMgmt/GetAllPrograms',
    '/Campus/GetCampusForSelection',
  ])
  expect(paths('commission')).toHaveLength(6)
  expect(optionQueriesFor(7, []).map((options) => options.queryKey)).toEqual([
    ['/FiscalYear', {}, { userId: 7 }],
  ])
})
