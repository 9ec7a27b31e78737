// The lists the filters offer. They are kept on the device with the figures, so the filters and
// the fiscal years' AD dates still read offline (until the reference cache in Dexie serves them).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { api } from '../../api/client'
import { CACHE_MS, persistMeta } from './dashboard-queries'
import type { FilterName } from './dashboard-search'
import type { OptionLists } from './filter-options'

function list<T>(path: string, userId: number, fetch: () => Promise<{ data?: T }>) {
  return queryOptions({
    queryKey: [path, {}, { userId }] as const,
    queryFn: async () => (await fetch()).data ?? ([] as T),
    meta: persistMeta,
    gcTime: CACHE_MS,
    staleTime: 10 * 60_000,
  })
}

export const filterOptionQueries = (userId: number) => ({
  fiscalYears: list('/FiscalYear', userId, () => api.GET('/FiscalYear')),
  universities: list('/University/GetAllUniversities', userId, () =>
    api.GET('/University/GetAllUniversities'),
  ),
  faculties: list('/Faculty/GetAllFaculties', userId, () => api.GET('/Faculty/GetAllFaculties')),
  levels: list('/Level/GetAllLevels', userId, () => api.GET('/Level/GetAllLevels')),
  programs: list('/ProgramMgmt/GetAllPrograms', userId, () =>
    api.GET('/ProgramMgmt/GetAllPrograms'),
  ),
  campuses: list('/Campus/GetCampusForSelection', userId, () =>
    api.GET('/Campus/GetCampusForSelection'),
  ),
})

const NONE: never[] = []

/**
 * The fiscal years, for their AD dates beside a BS name (empty until they come). Their arrival
 * re-renders every report table that names a year, so it is drawn in a render React may pause
 * (as a report's own answer is, in `ReportCard`).
 */
export const useFiscalYears = (userId: number) =>
  useDeferredValue(useQuery(filterOptionQueries(userId).fiscalYears).data ?? NONE)

/** The list behind each filter that has one (a campus type is one of a fixed few). */
const listOfFilter: Partial<Record<FilterName, keyof OptionLists>> = {
  fiscalYear: 'fiscalYears',
  university: 'universities',
  faculty: 'faculties',
  level: 'levels',
  program: 'programs',
  campus: 'campuses',
}

const offered = (allowed: readonly FilterName[], list: keyof OptionLists) =>
  allowed.some((name) => listOfFilter[name] === list)

/** The lists a page with these filters reads (the fiscal years always: its reports name years). */
export function optionQueriesFor(userId: number, allowed: readonly FilterName[]) {
  const o = filterOptionQueries(userId)
  return (Object.keys(o) as (keyof OptionLists)[])
    .filter((list) => list === 'fiscalYears' || offered(allowed, list))
    .map((list) => o[list])
}

/** The lists behind the filters a page offers; lists it does not offer are not fetched. */
export function useOptionLists(userId: number, allowed: readonly FilterName[]): OptionLists {
  const o = filterOptionQueries(userId)
  const list = <T>(query: UseQueryResult<T[]>) => query.data ?? []
  const enabled = (name: keyof OptionLists) => offered(allowed, name)
  return {
    fiscalYears: list(useQuery({ ...o.fiscalYears, enabled: enabled('fiscalYears') })),
    universities: list(useQuery({ ...o.universities, enabled: enabled('universities') })),
    faculties: list(useQuery({ ...o.faculties, enabled: enabled('faculties') })),
    levels: list(useQuery({ ...o.levels, enabled: enabled('levels') })),
    programs: list(useQuery({ ...o.programs, enabled: enabled('programs') })),
    campuses: list(useQuery({ ...o.campuses, enabled: enabled('campuses') })),
  }
}
