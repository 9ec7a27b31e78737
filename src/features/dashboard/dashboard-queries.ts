// Query options of every dashboard call. Keys are `[path, params, { userId }]`: the path prefix
// still invalidates, and the user id keeps one account's figures away from another's.
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import type { RoleLevel } from '../../lib/session/role'
import type { DashboardSearch } from './dashboard-search'
import { reportParams } from './report-params'

/** Marks queries the dashboard cache keeps on the device (see dashboard-cache.ts). */
export const persistMeta = { persistOnDevice: true } as const
/** Kept in memory as long as on the device, so the persisted copy is never dropped early. */
export const CACHE_MS = 7 * 24 * 3600_000

function data<T>(answer: { data?: T }): T {
  if (answer.data === undefined) throw new Error('The answer had no body')
  return answer.data
}

function options<T>(path: string, params: object, userId: number, fetch: () => Promise<T>) {
  return queryOptions({
    queryKey: [path, params, { userId }] as const,
    queryFn: fetch,
    meta: persistMeta,
    gcTime: CACHE_MS,
  })
}

/** The report calls of spec §7 and the headline summary, for the filters in the URL. */
export function reportQueries(search: DashboardSearch, level: RoleLevel, userId: number) {
  const p = reportParams(search)
  // The university view has no university filter: the caller's own scope decides.
  const uniAges = { ...p.ages, university: undefined }
  return {
    summary: options('/Dashboard/Summary', p.summary, userId, async () =>
      data(await api.GET('/Dashboard/Summary', { params: { query: p.summary } })),
    ),
    ages:
      level === 'commission'
        ? options('/Dashboard/Report/GetStudentsByAgeGroupForUgc', p.ages, userId, async () =>
            data(
              await api.GET('/Dashboard/Report/GetStudentsByAgeGroupForUgc', {
                params: { query: p.ages },
              }),
            ),
          )
        : options('/Dashboard/Report/GetStudentsByAgeGroupForUni', uniAges, userId, async () =>
            data(
              await api.GET('/Dashboard/Report/GetStudentsByAgeGroupForUni', {
                params: { query: uniAges },
              }),
            ),
          ),
    gender: options('/Dashboard/College/GetGraduationByGender', p.graduation, userId, async () =>
      data(
        await api.GET('/Dashboard/College/GetGraduationByGender', {
          params: { query: p.graduation },
        }),
      ),
    ),
    ethnicity: options(
      '/Dashboard/College/GetGraduationByEthnicity',
      p.graduation,
      userId,
      async () =>
        data(
          await api.GET('/Dashboard/College/GetGraduationByEthnicity', {
            params: { query: p.graduation },
          }),
        ),
    ),
    dropout: options('/Dashboard/GetStudentsDropOutReport', p.dropout, userId, async () =>
      data(await api.GET('/Dashboard/GetStudentsDropOutReport', { params: { query: p.dropout } })),
    ),
    graduationSeries: options(
      '/Graduation/GetGraduationOfFiscalYear',
      p.graduationSeries,
      userId,
      async () =>
        data(
          await api.GET('/Graduation/GetGraduationOfFiscalYear', {
            params: { query: p.graduationSeries },
          }),
        ),
    ),
    dropoutSeries: options('/DropOut/GetDropoutOfFiscalYear', {}, userId, async () =>
      data(await api.GET('/DropOut/GetDropoutOfFiscalYear')),
    ),
  }
}

export const myEnrolmentQuery = (userId: number) =>
  options('/Dashboard/MyEnrolment', {}, userId, async () =>
    data(await api.GET('/Dashboard/MyEnrolment')),
  )

/** The staff summaries of the HEMIS Reports menu, for the university and campus filters. */
export function staffSummaryQuery(
  type: 'teaching' | 'non-teaching',
  search: { university?: number; campus?: number },
  userId: number,
) {
  const path =
    type === 'teaching' ? '/Report/TeachingStaffSummary' : '/Report/NonTeachingStaffSummary'
  const query = { universityId: search.university, campusId: search.campus }
  return options(path, query, userId, async () => data(await api.GET(path, { params: { query } })))
}

/** The pass rate of one fiscal year (and the one before), for the university and campus filters. */
export function passRateQuery(
  search: { fiscalYear: number; university?: number; campus?: number },
  userId: number,
) {
  const query = {
    fiscalYearId: search.fiscalYear,
    universityId: search.university,
    campusId: search.campus,
  }
  return options('/Report/PassRate', query, userId, async () =>
    data(await api.GET('/Report/PassRate', { params: { query } })),
  )
}
