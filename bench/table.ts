// Prints rows of figures as an aligned text table (and returns it, for docs/performance.md).
export type Row = Record<string, string | number>

export function printTable(title: string, rows: Row[]) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const cell = (v: string | number | undefined) =>
    v === undefined ? '' : typeof v === 'number' ? formatNumber(v) : v
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)))
  const line = (values: string[]) =>
    '| ' + values.map((v, i) => v.padEnd(widths[i]!)).join(' | ') + ' |'
  const text = [
    line(columns),
    '| ' + widths.map((w) => '-'.repeat(w)).join(' | ') + ' |',
    ...rows.map((r) => line(columns.map((c) => cell(r[c])))),
  ].join('\n')
  console.log(`\n### ${title}\n\n${text}\n`)
  return text
}

const formatNumber = (v: number) =>
  Number.isInteger(v) ? v.toLocaleString('en') : v.toFixed(v < 10 ? 2 : 1)

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The `q` quantile of `values` by nearest rank (`quantile(times, 0.95)`: the 95th percentile). */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]!
}
