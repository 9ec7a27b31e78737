import { Fragment } from 'react'
import { formatCount } from '../format'
import { Bar, figureTitle, GroupName, Legend, Levels, Names } from './chart-parts'
import { figureOf, figuresOf, percentOf, valueScale, type Series } from './chart-scale'
import classes from './charts.module.css'

type Props<R> = {
  rows: R[]
  /** A group's name, on its axis and in its bars' titles. */
  nameOf: (row: R) => string
  series: readonly Series<R>[]
  /** One bar per group with the series stacked in it, instead of a bar per series side by side. */
  stacked?: boolean
  /** Groups as rows with bars across (long names, many groups), instead of columns. */
  across?: boolean
}

/**
 * Groups' figures as bars, in the height its frame gives it: columns, or rows when `across`.
 * Example: `<BarChart rows={ages} nameOf={(r) => r.ageGroup} series={genderSeries} stacked />`
 */
export function BarChart<R>({ rows, nameOf, series, stacked = false, across = false }: Props<R>) {
  const names = rows.map(nameOf)
  const sums = rows.map((row) => series.reduce((n, s) => n + figureOf(row, s), 0))
  const { top, ticks } = valueScale(...(stacked ? sums : figuresOf(rows, series)))
  const length = across ? 'width' : 'height'
  /** The bars of one group: a stack sized to its sum, or one bar per series. */
  const barsOf = (row: R, i: number) => {
    const bars = series.map((s) => (
      <Bar
        key={s.name}
        color={s.color}
        title={figureTitle(names[i]!, s.label, figureOf(row, s))}
        style={{
          [length]: percentOf(figureOf(row, s), stacked ? sums[i] || 1 : top),
          // Side by side across a row: each series a line of the row's height.
          flex: across && !stacked ? 1 : undefined,
        }}
      />
    ))
    return stacked ? (
      <div
        className={classes.stack}
        style={{ [length]: percentOf(sums[i]!, top), flexDirection: across ? 'row' : undefined }}
      >
        {bars}
      </div>
    ) : (
      bars
    )
  }
  return (
    <div className={classes.chart} data-chart="bars">
      {across ? (
        <div
          className={classes.rows}
          style={{
            gridTemplateColumns: 'fit-content(40%) 1fr',
            gridTemplateRows: `repeat(${rows.length}, 1fr) auto`,
          }}
        >
          <div
            className={classes.across}
            style={{ gridColumn: 2, gridRow: `1 / ${rows.length + 1}` }}
          >
            {ticks.map((tick) => (
              <div key={tick} className={classes.mark} style={{ left: percentOf(tick, top) }} />
            ))}
          </div>
          {rows.map((row, i) => (
            <Fragment key={i}>
              <GroupName className={classes.rowName} row={i + 1} name={names[i]!} />
              <div
                className={classes.rowBar}
                style={{ gridColumn: 2, gridRow: i + 1, flexDirection: stacked ? 'row' : 'column' }}
              >
                {barsOf(row, i)}
              </div>
            </Fragment>
          ))}
          <div className={classes.markName} style={{ gridColumn: 2 }}>
            {ticks.map((tick) => (
              <span key={tick} style={{ left: percentOf(tick, top) }}>
                {formatCount(tick)}
              </span>
            ))}
          </div>
        </div>
      ) : (
        <>
          <div className={classes.plot}>
            <Levels ticks={ticks} top={top} />
            <div className={classes.columns}>
              {rows.map((row, i) => (
                <div key={i} className={classes.column}>
                  {barsOf(row, i)}
                </div>
              ))}
            </div>
          </div>
          <Names names={names} />
        </>
      )}
      <Legend series={series} />
    </div>
  )
}
