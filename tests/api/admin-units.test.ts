// Nepal's administrative units are reference data in every database (no demo data needed): all 7
// provinces, 77 districts and 753 local levels, in English and Devanagari, each under its parent.
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/connect.ts'
import * as t from '../../server/db/schema.ts'
import { emptyDatabase, startApi, type Api } from './harness.ts'

let api: Api
let student: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  student = await api.as('student')
})
afterAll(() => api.close())

const get = (url: string, headers = student) => api.app.inject({ method: 'GET', url, headers })

describe('administrative units', () => {
  it('are all there, in both scripts, for any signed-in user', async () => {
    const provinces = (await get('/api/AdminUnit/Provinces')).json<
      { nameEn: string; nameNe: string }[]
    >()
    expect(provinces).toHaveLength(7)
    expect(provinces[0]).toMatchObject({ nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' })
    expect((await get('/api/AdminUnit/Districts')).json()).toHaveLength(77)
    const levels = (await get('/api/AdminUnit/LocalLevels')).json<
      { category: string; wards: number }[]
    >()
    expect(levels).toHaveLength(753)
    const inCategory = (c: string) => levels.filter((l) => l.category === c).length
    expect(['MC', 'SMC', 'M', 'RM'].map(inCategory)).toEqual([6, 11, 276, 460])
    expect(levels.every((l) => l.wards >= 1)).toBe(true)
  })

  it('narrow to one province’s districts and one district’s local levels', async () => {
    const bagmati = (await get('/api/AdminUnit/Districts?provinceId=3')).json<
      { id: number; nameEn: string; provinceId: number }[]
    >()
    expect(bagmati.map((d) => d.nameEn)).toContain('Kathmandu')
    expect(bagmati.every((d) => d.provinceId === 3)).toBe(true)
    const kathmandu = bagmati.find((d) => d.nameEn === 'Kathmandu')!
    const levels = (await get(`/api/AdminUnit/LocalLevels?districtId=${kathmandu.id}`)).json<
      { nameEn: string; nameNe: string }[]
    >()
    expect(levels.find((l) => l.nameEn === 'Kathmandu')).toMatchObject({ nameNe: 'काठमाण्डौं' })
    expect((await get('/api/AdminUnit/Districts?provinceId=9')).statusCode).toBe(400)
  })

  it('need a session, and exist without demo data', async () => {
    expect((await get('/api/AdminUnit/Provinces', {})).statusCode).toBe(401)
    const empty: Database = await emptyDatabase()
    try {
      const [row] = await empty.db.select({ n: count() }).from(t.localLevels)
      expect(row!.n).toBe(753)
    } finally {
      await empty.close()
    }
  })
})
