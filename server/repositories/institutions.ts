// What the university and campus registers need beyond the generic repository (decision 0206): who
// sees which, the address in Nepal's administrative units with the older text columns derived from
// it, the campus's place on the map, and a university's own campuses for its UniAdmin.
import { eq, sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import { registrationFormatIssues } from '../../common/registration-format.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { invalid } from './references.ts'
import { checkAddress } from './registers.ts'

type Values = Record<string, unknown>

/** Commission roles see every university; everyone else their own. */
export const universityScope = (caller: Caller): SQL | undefined =>
  isCommission(caller.role) ? undefined : eq(t.universities.id, caller.universityId ?? -1)

/** Commission roles see every campus, a university its own campuses, a campus only itself. */
export function campusScope(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return eq(t.campuses.universityId, caller.universityId ?? -1)
  return eq(t.campuses.id, caller.campusId ?? -1)
}

/** The commission changes every campus, a UniAdmin their university's; nobody else any. */
export function campusWriteScope(caller: Caller): SQL | undefined {
  if (isCommission(caller.role)) return undefined
  if (caller.role === 'UniAdmin') return eq(t.campuses.universityId, caller.universityId ?? -1)
  return sql`false`
}

/** The words of a local level's category, as its English name is written in full. */
const categoryWords: Record<(typeof t.localLevelCategories)[number], string> = {
  MC: 'Metropolitan City',
  SMC: 'Sub-Metropolitan City',
  M: 'Municipality',
  RM: 'Rural Municipality',
}

const units = ['provinceId', 'districtId', 'localLevelId'] as const

/**
 * Checks an institution's address (province → district → local level → ward, the three units
 * together) and returns the older text columns derived from it: `province`, `district`,
 * `localLevel` ("Kirtipur Municipality") and `address` ("Kirtipur Municipality-10, Kathmandu").
 * A new record needs one; an older record whose text the backfill could not match (`current`
 * without units) keeps its text until an address in units is sent.
 */
export async function placeOf(tx: Tx, values: Values, current?: Values) {
  const missing = units.find((unit) => values[unit] == null)
  const legacy = current !== undefined && units.every((unit) => current[unit] == null)
  if (legacy && units.every((unit) => values[unit] == null)) {
    if (values.ward != null) throw invalid('ward', 'needs its local level')
    return {}
  }
  if (missing) throw invalid(missing, 'is required: the address goes down to the local level')
  const districtName = await checkAddress(tx, values, '')
  const [local] = await tx
    .select({ nameEn: t.localLevels.nameEn, category: t.localLevels.category })
    .from(t.localLevels)
    .where(eq(t.localLevels.id, Number(values.localLevelId)))
  const localLevel = `${local!.nameEn} ${categoryWords[local!.category]}`
  const ward = values.ward == null ? '' : `-${Number(values.ward)}`
  return {
    province: Number(values.provinceId),
    district: districtName!,
    localLevel,
    address: `${localLevel}${ward}, ${districtName!}`,
  }
}

/** A university has no text column of its local level (its address names it). */
const withoutLocalLevel = ({ localLevel: _campusesOnly, ...place }: Values) => place

/** The AD year a Bikram Sambat year begins in (Baisakh 1 falls in mid-April). */
export const adYearOf = (bsYear: number) => bsYear - 57

/** A university as stored: its address's text and its AD year derived, its code its short name by default. */
/** What is wrong with a university's registration-number mask or its example (decision 0357). */
const formatProblems = {
  mask: 'is not a mask of # (a digit), @ (a letter), * (either) and ? (may be left out), at most 60 characters and 8 optional places',
  missing: 'is required beside a registration format: a number of that form',
  unfit: 'is not of the registration format',
}

export async function universityRules(
  values: Values,
  { tx, current }: { tx: Tx; current?: Values },
) {
  const [field, issue] = Object.entries(registrationFormatIssues(values))[0] ?? []
  if (field) throw invalid(field, formatProblems[issue!])
  return {
    ...values,
    ...withoutLocalLevel(await placeOf(tx, values, current)),
    code: values.code ?? values.shortName,
    establishedYear: adYearOf(Number(values.establishedYearBs)),
  }
}

/**
 * A campus as stored: a UniAdmin names no other university than their own (400, where the generic
 * repository would quietly put the campus in theirs), a map location comes as a pair, and the
 * address's text is derived. The contract keeps the location inside Nepal's bounding box.
 */
export async function campusRules(
  values: Values,
  { tx, caller, current, sent }: { tx: Tx; caller: Caller; current?: Values; sent: Values },
) {
  if (
    !isCommission(caller.role) &&
    sent.universityId != null &&
    sent.universityId !== caller.universityId
  ) {
    throw invalid('universityId', 'is not your university: you register campuses of your own')
  }
  if ((values.latitude == null) !== (values.longitude == null)) {
    const lacking = values.latitude == null ? 'latitude' : 'longitude'
    throw invalid(lacking, 'is required with the other coordinate of the location')
  }
  return { ...values, ...(await placeOf(tx, values, current)) }
}
