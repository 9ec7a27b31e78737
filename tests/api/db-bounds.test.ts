// The database's own checks hold the bounds the contract and the forms use (issue 12's leftover):
// a BS year within the calendar's table, a campus's location within Nepal's box. Each value is
// written straight to the database in a transaction rolled back, so only its checks judge it.
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bsMaxYear, bsMinYear } from '../../common/bikram-sambat.ts'
import { fieldLimits } from '../../common/field-limits.gen.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

/** Whether the database keeps `set` on the first row of `table` (23514: a check refused it). */
async function keeps(table: 'universities' | 'campuses', set: SQL): Promise<boolean> {
  try {
    await api.db.transaction(async (tx) => {
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${set} where id = (select min(id) from ${sql.identifier(table)})`,
      )
      tx.rollback()
    })
  } catch (error) {
    if (error instanceof TransactionRollbackError) return true
    if ((error as { cause?: { code?: string } }).cause?.code === '23514') return false
    throw error
  }
  throw new Error('the transaction was not rolled back')
}

describe("the database's checks and the contract agree", () => {
  it("a BS year of establishment: the contract's years, within the calendar's table, no other", async () => {
    const { minimum, maximum } = fieldLimits.CampusCreate.establishedYearBs
    expect(fieldLimits.UniversityCreate.establishedYearBs).toEqual({ minimum, maximum })
    // The table reaches further back, for dates of birth (decision 0411); a founding year does not.
    expect(minimum).toBeGreaterThanOrEqual(bsMinYear)
    expect(maximum).toBe(bsMaxYear)
    for (const table of ['universities', 'campuses'] as const) {
      const year = (value: number) => keeps(table, sql`established_year_bs = ${value}`)
      expect(await year(minimum)).toBe(true)
      expect(await year(maximum)).toBe(true)
      expect(await year(minimum - 1)).toBe(false)
      expect(await year(maximum + 1)).toBe(false)
    }
  })

  it("a campus's location: within the contract's box, both or neither", async () => {
    const { latitude, longitude } = fieldLimits.CampusCreate
    const at = (lat: number | null, lon: number | null) =>
      keeps('campuses', sql`latitude = ${lat}, longitude = ${lon}`)
    expect(await at(latitude.minimum, longitude.minimum)).toBe(true)
    expect(await at(latitude.maximum, longitude.maximum)).toBe(true)
    expect(await at(null, null)).toBe(true)
    expect(await at(latitude.minimum - 0.01, longitude.minimum)).toBe(false)
    expect(await at(latitude.maximum, longitude.maximum + 0.01)).toBe(false)
    expect(await at(latitude.minimum, null)).toBe(false)
  })
})
