// The lists the filters offer. They are kept on the device with the figures, so the filters and
// the fiscal years' AD dates still read offline (until the reference cache in Dexie serves them).
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { CACHE_MS, persistMeta } from './dashboard-queries'

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
