// Fiscal years follow the Bikram Sambat calendar of src/lib/bikram-sambat.ts: the seed's rows, and
// every create or update, are checked against it; at most one fiscal year is current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fiscalYear, fiscalYearStart, nextFiscalYear } from '../../common/bikram-sambat.ts'
import { fiscalYearBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type FiscalYear = ReturnType<typeof fiscalYear> & { id: number; isCurrent: boolean }
let api: Api
let ugc: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  ugc = await api.as('ugcadmin')
})
afterAll(() => api.close())

const list = async () =>
  (await api.app.inject({ method: 'GET', url: '/api/FiscalYear' })).json<FiscalYear[]>()
const post = (payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/FiscalYear', headers: ugc, payload })

describe('fiscal years', () => {
  it('the seeded years carry the calendar’s BS and AD dates, newest first', async () => {
    const years = await list()
    expect(years.map((y) => y.name)).toEqual([
      '2083/84',
      '2082/83',
      '2081/82',
      '2080/81',
      '2079/80',
    ])
    for (const year of years) {
      const { startDateBs, endDateBs, startDate, endDate } = fiscalYear(fiscalYearStart(year.name))
      expect(year, year.name).toMatchObject({ startDateBs, endDateBs, startDate, endDate })
    }
  })

  it('the next fiscal year made by the shared module is accepted as it is', async () => {
    const { name, startDateBs, endDateBs, startDate, endDate } = nextFiscalYear('2083/84')
    const res = await post({ name, startDateBs, endDateBs, startDate, endDate })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ name: '2084/85', startDate: '2027-07-17', isCurrent: false })
  })

  it('dates that are not the year’s own answer 400 naming each field, and write nothing', async () => {
    const before = (await list()).length
    const year = fiscalYear(2090)
    const res = await post(
      fiscalYearBody(2090, { startDate: '2033-07-01', endDateBs: '2091-03-30' }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'endDateBs', message: `must be ${year.endDateBs} for 2090/91` },
      { field: 'startDate', message: `must be ${year.startDate} for 2090/91` },
    ])
    const badName = await post(fiscalYearBody(2091, { name: '2091/93' }))
    expect(badName.statusCode).toBe(400)
    expect(badName.json().errors[0].field).toBe('name')
    expect((await list()).length).toBe(before)
  })

  it('making a year current clears the flag, and moves the version, of the one that was', async () => {
    const [previous] = (await list()).filter((y) => y.isCurrent)
    const res = await post(fiscalYearBody(2085, { isCurrent: true }))
    expect(res.statusCode).toBe(201)
    const years = await list()
    expect(years.filter((y) => y.isCurrent).map((y) => y.name)).toEqual(['2085/86'])
    const was = years.find((y) => y.id === previous!.id) as FiscalYear & { version: number }
    expect(was.version).toBeGreaterThan((previous as FiscalYear & { version: number }).version)
  })
})
