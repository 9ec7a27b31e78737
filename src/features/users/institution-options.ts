import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'

/** Universities and campuses to place an account in (the server keeps each caller to their reach). */
export const universitiesQuery = queryOptions({
  queryKey: ['/University/GetAllUniversities'],
  queryFn: async () => (await api.GET('/University/GetAllUniversities')).data ?? [],
  staleTime: 5 * 60_000,
})

export const campusesQuery = queryOptions({
  queryKey: ['/Campus/GetCampusForSelection'],
  queryFn: async () => (await api.GET('/Campus/GetCampusForSelection')).data ?? [],
  staleTime: 5 * 60_000,
})
