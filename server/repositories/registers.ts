// What the registers paged on the server (students, employees) share: each row belongs to one campus
// and carries its university, so scope is one indexed comparison; the two keyset orders; and the
// check of an address against Nepal's administrative units.
import { eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { isCommission } from '../../common/access.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { eachTime, type Keyset, type Once } from './crud.ts'
import { invalid } from './references.ts'
import { categorySql } from './report-sql.ts'

type Values = Record<string, unknown>
type RegisterColumns = {
  universityId: PgColumn
  campusId: PgColumn
  firstName: PgColumn
  lastName: PgColumn
  nameNe: PgColumn
}

/**
 * A campus sees its own rows, a university its campuses', the commission all (index-friendly).
 * `registerScope(t.students)` is the rule for every read and write of the student register.
 */
export const registerScope =
  (table: Pick<RegisterColumns, 'universityId' | 'campusId'>) =>
  (caller: Caller): SQL | undefined => {
    if (isCommission(caller.role)) return undefined
    if (caller.role === 'UniAdmin') return eq(table.universityId, caller.universityId ?? -1)
    return eq(table.campusId, caller.campusId ?? -1)
  }

/**
 * The list order: last name, first name, in any letter case, by code point as the device orders
 * them (the id breaks ties): the name indexes' own expressions (decision 0427).
 */
export const byName = (table: RegisterColumns) => [
  sql`(lower(${table.lastName}) collate "C")`,
  sql`(lower(${table.firstName}) collate "C")`,
]

/**
 * The orders of a register, by the contract's `sort`: `name` (the default) and `newest` (`-name`
 * and `oldest` read them from their end); `searchedNe`, the order of a page a search in Devanagari
 * narrows. A Latin search keeps the name order: its alternatives are each read in it (decision
 * 0427).
 */
export const registerOrders = (table: RegisterColumns) =>
  ({
    name: { keys: byName(table) },
    searchedNe: { keys: [byNameNe(table.nameNe)] },
    newest: { keys: [], descending: true },
  }) satisfies Record<string, Keyset>

/**
 * The order of a page a search in Devanagari narrows: the Devanagari name in Nepali collation
 * (decision 0329), as the device orders it offline (`Intl.Collator('ne')`). The rows it orders all
 * have a Devanagari name: the search matched it.
 */
export const byNameNe = (nameNe: SQL | PgColumn) => sql`coalesce(${nameNe}, '') collate "nepali"`

/** A list's orders: `searchedNe` where rows have a Devanagari name. */
export type RegisterOrders = {
  name: Keyset
  newest: Keyset
  searchedNe?: Keyset
}

/**
 * An address: the district is one of the province, the local level one of the district, the ward
 * within its wards; each needs the one above it. Returns the district's English name. `which` is
 * the fields' prefix; '' reads an institution's own `provinceId`, `districtId` …
 */
export async function checkAddress(
  tx: Tx,
  values: Values,
  which: 'permanent' | 'temporary' | '',
  once: Once = eachTime,
) {
  const field = (name: string) =>
    which ? `${which}${name}` : name[0]!.toLowerCase() + name.slice(1)
  const provinceId = values[field('ProvinceId')] as number | null | undefined
  const districtId = values[field('DistrictId')] as number | null | undefined
  const localLevelId = values[field('LocalLevelId')] as number | null | undefined
  const ward = values[field('Ward')] as number | null | undefined
  // A chunk of an import reads each address it names once (decision 0334).
  return once(
    `${which} address ${String([provinceId, districtId, localLevelId, ward])}`,
    async () => {
      if (provinceId != null) {
        const [province] = await tx
          .select({ id: t.provinces.id })
          .from(t.provinces)
          .where(eq(t.provinces.id, provinceId))
        if (!province) throw invalid(field('ProvinceId'), 'is not a province')
      }
      let districtName: string | undefined
      if (districtId != null) {
        if (provinceId == null) throw invalid(field('DistrictId'), 'needs its province')
        const [district] = await tx.select().from(t.districts).where(eq(t.districts.id, districtId))
        if (!district || district.provinceId !== provinceId) {
          throw invalid(field('DistrictId'), 'is not a district of the province')
        }
        districtName = district.nameEn
      }
      if (localLevelId != null) {
        if (districtId == null) throw invalid(field('LocalLevelId'), 'needs its district')
        const [local] = await tx
          .select()
          .from(t.localLevels)
          .where(eq(t.localLevels.id, localLevelId))
        if (!local || local.districtId !== districtId) {
          throw invalid(field('LocalLevelId'), 'is not a local level of the district')
        }
        if (ward != null && ward > local.wards) {
          throw invalid(field('Ward'), `must be 1 to ${local.wards} (the local level's wards)`)
        }
      } else if (ward != null) {
        throw invalid(field('Ward'), 'needs its local level')
      }
      return districtName
    },
  )
}

/** The person's ethnic group is of the commission's `category`, as the summaries count it. */
export const categoryFilter = (ethnicGroupId: PgColumn, category: string) =>
  sql`${categorySql(sql`(select g.ethnic_group_name from ethnic_groups g where g.id = ${ethnicGroupId})`)} = ${category}`
