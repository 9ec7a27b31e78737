// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../../../test/render-with-providers'
import { BarChart } from './bar-chart'
import { DonutChart } from './donut-chart'
import { LineChart } from './line-chart'

const rows = [
  { name: 'Bachelor', male: 600, female: 400 },
  { name: 'Master', male: 100, female: 50 },
]
const series = [
  { name: 'male', label: 'Male', color: 'blue.7' },
  { name: 'female', label: 'Female', color: 'pink.7' },
] as const

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

/** Each figure's title and its bar's length, in drawing order. */
const bars = (container: HTMLElement, length: 'height' | 'width') =>
  [...container.querySelectorAll<HTMLElement>('[title*=": "]')].map((bar) => [
    bar.title,
    bar.style[length],
  ])

it('stacks the series of each group in a column its sum high, on a round axis', async () => {
  rendered = await renderWithProviders(
    <BarChart rows={rows} nameOf={(r) => r.name} series={series} stacked />,
  )
  const { container } = rendered
  // The axis tops at 1,000 (the largest sum); each segment is its share of its column.
  expect(
    [...container.querySelectorAll('[style*="bottom"] span')].map((s) => s.textContent),
  ).toEqual(['0', '500', '1,000'])
  const stacks = [...container.querySelectorAll<HTMLElement>('[data-chart] [style*="height"]')]
    .filter((e) => !e.title)
    .map((e) => e.style.height)
  expect(stacks).toEqual(['100%', '15%'])
  expect(bars(container, 'height')).toEqual([
    ['Bachelor · Male: 600', '60%'],
    ['Bachelor · Female: 400', '40%'],
    ['Master · Male: 100', '66.66666666666666%'],
    ['Master · Female: 50', '33.33333333333333%'],
  ])
  expect(container.textContent).toContain('MaleFemale')
})

it('draws groups across as rows, each series its own bar over the axis', async () => {
  rendered = await renderWithProviders(
    <BarChart rows={rows} nameOf={(r) => r.name} series={series} across />,
  )
  expect(bars(rendered.container, 'width')).toEqual([
    ['Bachelor · Male: 600', '100%'],
    ['Bachelor · Female: 400', '66.66666666666666%'],
    ['Master · Male: 100', '16.666666666666664%'],
    ['Master · Female: 50', '8.333333333333332%'],
  ])
})

it('places each point of a line at its figure over the axis', async () => {
  rendered = await renderWithProviders(
    <LineChart rows={rows} nameOf={(r) => r.name} series={series} />,
  )
  const points = [...rendered.container.querySelectorAll<HTMLElement>('span[title]')]
  expect(points.map((p) => [p.title, p.style.left, p.style.bottom])).toContainEqual([
    'Master · Female: 50',
    '75%',
    '8.333333333333332%',
  ])
  expect(rendered.container.querySelectorAll('polyline')).toHaveLength(2)
})

it('rings a whole in slices of their share, the whole in the middle', async () => {
  rendered = await renderWithProviders(
    <DonutChart
      total={4}
      slices={[
        { label: 'Male', value: 3, color: 'blue.7' },
        { label: 'Female', value: 1, color: 'pink.7' },
        { label: 'Other', value: 0, color: 'teal.7' },
      ]}
    />,
  )
  const slices = [...rendered.container.querySelectorAll('circle title')]
  // No slice for nothing; the ring behind shows where there is none.
  expect(slices.map((s) => s.textContent)).toEqual(['Male: 3', 'Female: 1'])
  expect(rendered.container.querySelector('text')?.textContent).toBe('4')
})
