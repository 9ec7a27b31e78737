import { colorVar, figureOf, figuresOf, percentOf, valueScale, type Series } from './chart-scale'
import { figureTitle, Legend, Levels, Names } from './chart-parts'
import classes from './charts.module.css'

/**
 * Figures over an ordered axis (fiscal years) as a line per series, in the height its frame gives.
 * The lines are drawn in an SVG stretched to the plot (its strokes keep their width); the points
 * are dots placed in percentages, so they stay round.
 */
export function LineChart<R>({
  rows,
  nameOf,
  series,
}: {
  rows: R[]
  nameOf: (row: R) => string
  series: readonly Series<R>[]
}) {
  const { top, ticks } = valueScale(...figuresOf(rows, series))
  const names = rows.map(nameOf)
  const x = (i: number) => ((i + 0.5) / rows.length) * 100
  return (
    <div className={classes.chart} data-chart="lines">
      <div className={classes.plot}>
        <Levels ticks={ticks} top={top} />
        <svg className={classes.lines} viewBox="0 0 100 100" preserveAspectRatio="none">
          {series.map((s) => (
            <polyline
              key={s.name}
              points={rows
                .map((row, i) => `${x(i)},${100 - (figureOf(row, s) / top) * 100}`)
                .join(' ')}
              fill="none"
              stroke={colorVar(s.color)}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {series.map((s) =>
          rows.map((row, i) => (
            <span
              key={`${s.name}-${i}`}
              className={classes.dot}
              title={figureTitle(names[i]!, s.label, figureOf(row, s))}
              style={{
                left: `${x(i)}%`,
                bottom: percentOf(figureOf(row, s), top),
                background: colorVar(s.color),
              }}
            />
          )),
        )}
      </div>
      <Names names={names} />
      <Legend series={series} />
    </div>
  )
}
