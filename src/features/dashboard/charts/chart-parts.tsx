import type { CSSProperties } from 'react'
import { formatCount } from '../format'
import { colorVar, percentOf } from './chart-scale'
import classes from './charts.module.css'

/** The value axis of columns and lines: a dashed level at each tick, its figure on the left. */
export function Levels({ ticks, top }: { ticks: number[]; top: number }) {
  return ticks.map((tick) => (
    <div key={tick} className={classes.level} style={{ bottom: percentOf(tick, top) }}>
      <span>{formatCount(tick)}</span>
    </div>
  ))
}

/** One bar or segment, its figure in a hover title (the table beside holds them all). */
export function Bar({
  color,
  title,
  style,
}: {
  color: string
  title: string
  style: CSSProperties
}) {
  return <div title={title} style={{ ...style, background: colorVar(color) }} />
}

/** The hover title of one figure: `Bachelor · Female: 1,234`. */
export const figureTitle = (group: string, series: string, value: number) =>
  `${group} · ${series}: ${formatCount(value)}`

/** The groups' names under columns or points, each centred under its own. */
export function Names({ names }: { names: string[] }) {
  return (
    <div className={classes.names}>
      {names.map((name, i) => (
        <span key={i} title={name}>
          {name}
        </span>
      ))}
    </div>
  )
}

/** Which colour is which series (or slice); left out when one series needs no key. */
export function Legend({ series }: { series: readonly { label: string; color: string }[] }) {
  if (series.length < 2) return null
  return (
    <div className={classes.legend}>
      {series.map((s) => (
        <span key={s.label}>
          <span className={classes.swatch} style={{ background: colorVar(s.color) }} />
          {s.label}
        </span>
      ))}
    </div>
  )
}
