// The lists the filters offer. They are kept on the device with the figures, so the filters and
// the fiscal years' AD dates still read offline (until the reference cache in Dexie serves them).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { api } from '../../api/client'
import { CACHE_MS, persistMeta } from './dashboard-queries'
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

/** The lists behind the filters a page offers; lists it does not offer are not fetched. */
export function useOptionLists(userId: number, allowed: readonly string[]): OptionLists {
  const o = filterOptionQueries(userId)
  const list = <T>(query: UseQueryResult<T[]>) => query.data ?? []
  return {
    fiscalYears: list(useQuery({ ...o.fiscalYears, enabled: allowed.includes('fiscalYear') })),
    universities: list(useQuery({ ...o.universities, enabled: allowed.includes('university') })),
    faculties: list(useQuery({ ...o.faculties, enabled: allowed.includes('faculty') })),
    levels: list(useQuery({ ...o.levels, enabled: allowed.includes('level') })),
    programs: list(useQuery({ ...o.programs, enabled: allowed.includes('program') })),
    campuses: list(useQuery({ ...o.campuses, enabled: allowed.includes('campus') })),
  }
}
