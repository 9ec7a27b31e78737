// The chart drawings load on demand: @mantine/charts and recharts are most of the dashboard's
// code, so the tables, filters and headline numbers show first and the charts follow.
import { lazy } from 'react'

export const GenderBarChart = lazy(() =>
  import('./charts/gender-bar-chart').then((m) => ({ default: m.GenderBarChart })),
) as typeof import('./charts/gender-bar-chart').GenderBarChart
export const GenderDonut = lazy(() =>
  import('./charts/gender-donut').then((m) => ({ default: m.GenderDonut })),
)
export const EthnicityChart = lazy(() =>
  import('./charts/ethnicity-chart').then((m) => ({ default: m.EthnicityChart })),
)
export const DropoutChart = lazy(() =>
  import('./charts/dropout-chart').then((m) => ({ default: m.DropoutChart })),
)
export const FiscalYearSeriesChart = lazy(() =>
  import('./charts/fiscal-year-series-chart').then((m) => ({ default: m.FiscalYearSeriesChart })),
)
export const CountChart = lazy(() =>
  import('./charts/count-chart').then((m) => ({ default: m.CountChart })),
)
