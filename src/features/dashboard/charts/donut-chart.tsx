import { formatCount } from '../format'
import { colorVar } from './chart-scale'
import { Legend } from './chart-parts'
import classes from './charts.module.css'

type Slice = { label: string; value: number; color: string }

/**
 * Shares of a whole as a ring, the whole written in its middle: each slice a stroke of one circle,
 * dashed to its length and turned to where the slice before it ended.
 */
export function DonutChart({
  slices,
  total,
  size = 132,
  thickness = 24,
}: {
  slices: Slice[]
  total: number
  size?: number
  thickness?: number
}) {
  const centre = size / 2
  const radius = (size - thickness) / 2
  const round = 2 * Math.PI * radius
  const whole = slices.reduce((n, s) => n + s.value, 0)
  const lengths = slices.map((slice) => (whole ? (slice.value / whole) * round : 0))
  /** Where a slice starts along the ring: the lengths of those before it. */
  const startOf = (i: number) => lengths.slice(0, i).reduce((n, l) => n + l, 0)
  return (
    <div className={classes.chart} data-chart="donut">
      <svg className={classes.donut} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={thickness}
        />
        {slices.map((slice, i) => {
          const length = lengths[i]!
          return length > 0 ? (
            <circle
              key={slice.label}
              cx={centre}
              cy={centre}
              r={radius}
              fill="none"
              stroke={colorVar(slice.color)}
              strokeWidth={thickness}
              strokeDasharray={`${length} ${round - length}`}
              strokeDashoffset={-startOf(i)}
              transform={`rotate(-90 ${centre} ${centre})`}
            >
              <title>{`${slice.label}: ${formatCount(slice.value)}`}</title>
            </circle>
          ) : null
        })}
        <text x={centre} y={centre} textAnchor="middle" dominantBaseline="central">
          {formatCount(total)}
        </text>
      </svg>
      <Legend series={slices} />
    </div>
  )
}
