import type { components } from '../../../../common/schema.gen'
import type { EnrolmentStatus } from './count-search'

export type CountReport = components['schemas']['StudentCountReport']
type Group = CountReport['groups'][number]

/** One table row: a group with its students by gender (of the chosen status) and by status. */
export type CountRow = {
  key: string
  group: Group
  male: number
  female: number
  other: number
  total: number
  byStatus: Record<EnrolmentStatus, number>
}

const zero = (): Record<EnrolmentStatus, number> => ({
  active: 0,
  onLeave: 0,
  droppedOut: 0,
  graduated: 0,
  transferred: 0,
})

/**
 * The report's cells summed into one row a group, in the server's order of groups: gender columns
 * count the chosen status only (all without one), status columns count every gender.
 * `rowsOf(report, 'active')`.
 */
export function rowsOf(report: CountReport, status?: EnrolmentStatus): CountRow[] {
  const rows = new Map<number | null, CountRow>()
  for (const group of report.groups)
    rows.set(group.id, {
      key: String(group.id),
      group,
      male: 0,
      female: 0,
      other: 0,
      total: 0,
      byStatus: zero(),
    })
  for (const cell of report.cells) {
    const row = rows.get(cell.groupId)
    if (!row) continue
    row.byStatus[cell.status] += cell.count
    if (status && cell.status !== status) continue
    row[cell.gender] += cell.count
    row.total += cell.count
  }
  return [...rows.values()]
}

/** The sum of rows, as the table's footer: `sumOf(rows, group)`. */
export function sumOf(rows: readonly CountRow[], group: Group, key = 'total'): CountRow {
  const byStatus = zero()
  for (const r of rows)
    for (const s of Object.keys(byStatus) as EnrolmentStatus[]) byStatus[s] += r.byStatus[s]
  return {
    key,
    group,
    male: rows.reduce((n, r) => n + r.male, 0),
    female: rows.reduce((n, r) => n + r.female, 0),
    other: rows.reduce((n, r) => n + r.other, 0),
    total: rows.reduce((n, r) => n + r.total, 0),
    byStatus,
  }
}

/** Districts' rows summed per province, in the provinces' order: the by-district chart's bars. */
export function provincesOf(rows: readonly CountRow[]): CountRow[] {
  const provinces = new Map<number | null, CountRow[]>()
  for (const r of rows) {
    const id = r.group.provinceId ?? null
    provinces.set(id, [...(provinces.get(id) ?? []), r])
  }
  return [...provinces.entries()].map(([id, list]) =>
    sumOf(
      list,
      {
        id,
        name: list[0]!.group.provinceName ?? null,
        nameNe: list[0]!.group.provinceNameNe ?? null,
      },
      `province-${id}`,
    ),
  )
}
