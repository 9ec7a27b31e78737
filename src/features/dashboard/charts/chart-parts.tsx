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
  // Its title names a record (a program, a district): data, not the interface's words.
  return <div title={title} translate="no" style={{ ...style, background: colorVar(color) }} />
}

/**
 * A group's name on an axis, cut to its room when long (marked so: the whole name is its title,
 * and in the table beside the chart). A record's name, written as it was entered.
 */
export function GroupName({
  name,
  className,
  row,
}: {
  name: string
  className?: string
  row?: number
}) {
  return (
    <span className={className} title={name} translate="no" data-full-text style={{ gridRow: row }}>
      {name}
    </span>
  )
}

/** The hover title of one figure: `Bachelor · Female: 1,234`. */
export const figureTitle = (group: string, series: string, value: number) =>
  `${group} · ${series}: ${formatCount(value)}`

/** The groups' names under columns or points, each centred under its own. */
export function Names({ names }: { names: string[] }) {
  return (
    <div className={classes.names}>
      {names.map((name, i) => (
        <GroupName key={i} name={name} />
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
