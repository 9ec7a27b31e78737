// The arithmetic of the dashboard's charts, kept apart from their drawing so it is tested alone.

/** The keys of a row that hold numbers. */
type NumberKey<R> = { [K in keyof R]-?: R[K] extends number ? K : never }[keyof R] & string

/** A series drawn in a chart: the row's figure it reads, its words and its Mantine colour (`blue.7`). */
export type Series<R> = { name: NumberKey<R>; label: string; color: string }

/** The figure of `series` in `row` (a number by `NumberKey`, which TypeScript cannot follow). */
export const figureOf = <R>(row: R, series: Series<R>) => row[series.name] as number

/** Every figure of the rows' series, as a chart's value axis must hold them. */
export const figuresOf = <R>(rows: R[], series: readonly Series<R>[]) =>
  rows.flatMap((row) => series.map((s) => figureOf(row, s)))

/**
 * The value axis for `figures`: a round top at or above the largest and four or five round steps
 * below it (1, 2 or 5 times a power of ten), as a reader would draw it by hand.
 * Example: `valueScale(1234)` → `{ top: 1500, ticks: [0, 500, 1000, 1500] }`.
 */
export function valueScale(...figures: number[]) {
  const max = Math.max(0, ...figures)
  if (!(max > 0)) return { top: 1, ticks: [0, 1] }
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!
  // Counts are whole: a step under one would label the axis 0.25, 0.5 … for a total of 1.
  const whole = Math.max(1, step)
  const top = Math.ceil(max / whole) * whole
  const ticks = Array.from({ length: top / whole + 1 }, (_, i) => i * whole)
  return { top, ticks }
}

/** `value` as a percentage of `top`, for a CSS length. */
export const percentOf = (value: number, top: number) => `${(value / top) * 100}%`

/** A Mantine colour (`blue.7`) as its CSS variable, which follows the light or dark scheme. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`
