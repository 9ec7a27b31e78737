// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { ReportCard } from './report-card'

type Report = { generatedAt: string; total: number }

function Card({ load }: { load: () => Promise<Report> }) {
  return (
    <ReportCard
      title="Dropouts"
      options={{ queryKey: ['report', load], queryFn: load }}
      isEmpty={(d) => d.total === 0}
    >
      {(d) => <p>Total {d.total}</p>}
    </ReportCard>
  )
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

describe('a report card', () => {
  let rendered: Rendered | undefined
  afterEach(() => rendered?.unmount())

  it('shows skeletons while loading, then the figures with their time', async () => {
    let resolve: (r: Report) => void = () => {}
    rendered = await renderWithProviders(
      <Card load={() => new Promise<Report>((r) => (resolve = r))} />,
    )
    expect(rendered.container.querySelector('[aria-busy="true"]')).not.toBeNull()
    await act(async () => resolve({ generatedAt: '2026-11-22T10:00:00Z', total: 12 }))
    await settle()
    expect(rendered.container.textContent).toContain('Total 12')
    expect(rendered.container.textContent).toMatch(/As of 2083-08-06/)
  })

  it('says so in words when there are no figures', async () => {
    rendered = await renderWithProviders(
      <Card load={async () => ({ generatedAt: '2026-11-22T10:00:00Z', total: 0 })} />,
    )
    await settle()
    expect(rendered.container.textContent).toContain('No figures for these filters.')
  })

  it('offers a retry after a failure, which loads again', async () => {
    const load = vi
      .fn<() => Promise<Report>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ generatedAt: '2026-11-22T10:00:00Z', total: 3 })
    rendered = await renderWithProviders(<Card load={load} />)
    await settle()
    expect(rendered.container.textContent).toContain('These figures could not be loaded.')
    const retry = [...rendered.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Retry',
    )
    await act(async () => retry?.click())
    await settle()
    expect(rendered.container.textContent).toContain('Total 3')
  })
})
