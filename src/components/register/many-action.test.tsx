// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CachedRecord } from '../../offline/db'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { typeInto } from '../../test/type-into'
import type { EntityView } from '../entity-view/entity-view'
import { EntityTable } from '../entity-table/entity-table'
import { ManyActionBar, useManyChoice, type ManyAction, type ManyActions } from './many-action'

const view = {
  title: 'Students',
  activeFlag: false,
  columns: [{ key: 'name', label: 'Name' }],
  rowName: (r: CachedRecord['data']) => String(r.name),
} as unknown as EntityView

const row = (key: string, state: string): CachedRecord => ({
  scope: '1@78',
  entity: 'student',
  key,
  id: Number(key),
  version: 1,
  data: { name: `Student ${key}`, state },
})

const pages = [
  [row('1', 'submitted'), row('2', 'submitted'), row('3', 'verified')],
  [row('4', 'submitted')],
]

/** A register's page with the bar: its page turned, its filter changed, a row verified elsewhere. */
function Harness({
  run,
  total = null,
  gather = async () => new Map(),
  blocked = null,
  giveBack,
}: {
  run: ManyAction['run']
  total?: number | null
  gather?: () => Promise<ReadonlyMap<string, string>>
  blocked?: string | null
  /** A second action, asking a reason. */
  giveBack?: ManyAction['run']
}) {
  const [page, setPage] = useState(0)
  const [filter, setFilter] = useState('a')
  const [verifiedElsewhere, setVerified] = useState(false)
  const rows = pages[page]!.map((r) =>
    verifiedElsewhere && r.key === '1' ? { ...r, data: { ...r.data, state: 'verified' } } : r,
  )
  const verify: ManyAction = { label: (n) => `Verify ${n}`, question: (n) => `Verify ${n}?`, run }
  const many: ManyActions = {
    hint: 'Tick the submitted',
    takes: (r) => (r.data.state === 'submitted' ? true : ''),
    blocked,
    actions: giveBack
      ? [
          verify,
          {
            label: (n) => `Return ${n}`,
            question: (n) => `Return ${n}?`,
            reason: 'Reason',
            run: giveBack,
          },
        ]
      : [verify],
  }
  const picked = useManyChoice(many, filter, rows, (r) => view.rowName(r.data), total)
  return (
    <>
      <button onClick={() => setPage(1 - page)}>turn</button>
      <button onClick={() => setFilter(filter + 'x')}>refilter</button>
      <button onClick={() => setFilter('a')}>unfilter</button>
      <button onClick={() => setVerified(true)}>elsewhere</button>
      <ManyActionBar many={many} picked={picked} gather={gather} done={() => {}} />
      <EntityTable
        view={view}
        rows={rows}
        first={0}
        marks={new Map()}
        lookup={() => undefined}
        pager={null}
        choice={picked.choice}
      />
    </>
  )
}

const press = (r: Rendered, name: string) =>
  act(async () => {
    const button = [...r.container.querySelectorAll('button')].find((b) => b.textContent === name)
    button!.click()
  })
const box = (r: Rendered, label: string) =>
  r.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)
const tick = (r: Rendered, label: string) => act(async () => box(r, label)!.click())
const status = (r: Rendered) => r.container.querySelector('[role="status"]')?.textContent

describe('rows ticked for an action on many (decision 0421)', () => {
  let rendered: Rendered | undefined
  afterEach(() => rendered?.unmount())

  it('offers a box only on rows the action takes, and ticks the page at once', async () => {
    rendered = await renderWithProviders(<Harness run={vi.fn()} />)
    expect(status(rendered)).toBe('Tick the submitted')
    expect(box(rendered, 'Choose Student 1')).not.toBeNull()
    expect(box(rendered, 'Choose Student 3')).toBeNull()
    await tick(rendered, 'Choose every row of this page')
    expect(status(rendered)).toBe('2 chosen')
    await tick(rendered, 'Choose every row of this page')
    expect(status(rendered)).toBe('Tick the submitted')
  })

  it('keeps the choice across pages, and starts afresh on a new filter', async () => {
    rendered = await renderWithProviders(<Harness run={vi.fn()} />)
    await tick(rendered, 'Choose Student 1')
    await press(rendered, 'turn')
    await tick(rendered, 'Choose Student 4')
    expect(status(rendered)).toBe('2 chosen')
    await press(rendered, 'refilter')
    expect(status(rendered)).toBe('Tick the submitted')
    // Coming back to the first filter does not bring back what was ticked there.
    await press(rendered, 'unfilter')
    expect(status(rendered)).toBe('Tick the submitted')
  })

  it('drops a row the action no longer takes (verified elsewhere) from the choice', async () => {
    rendered = await renderWithProviders(<Harness run={vi.fn()} />)
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'elsewhere')
    expect(status(rendered)).toBe('1 chosen')
  })

  it('asks before it runs, runs on the chosen by name, then clears the choice', async () => {
    const run = vi.fn<ManyAction['run']>(async () => true)
    rendered = await renderWithProviders(<Harness run={run} />)
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'Verify 2')
    expect(rendered.container.textContent).toContain('Verify 2?')
    expect(run).not.toHaveBeenCalled()
    await press(rendered, 'Verify 2')
    expect(run).toHaveBeenCalledWith(
      new Map([
        ['1', 'Student 1'],
        ['2', 'Student 2'],
      ]),
      undefined,
    )
    expect(status(rendered)).toBe('Tick the submitted')
    expect(document.activeElement?.getAttribute('role')).toBe('status')
  })

  it('keeps the choice and the question when the action did not run', async () => {
    rendered = await renderWithProviders(<Harness run={async () => false} />)
    await tick(rendered, 'Choose Student 2')
    await press(rendered, 'Verify 1')
    await press(rendered, 'Verify 1')
    expect(status(rendered)).toBe('1 chosen')
    expect(rendered.container.textContent).toContain('Verify 1?')
  })

  it('chooses every one that matches once the page is ticked, read whole when asked', async () => {
    const run = vi.fn<ManyAction['run']>(async () => true)
    const every = new Map([
      ['1', 'Student 1'],
      ['2', 'Student 2'],
      ['9', 'Student 9'],
    ])
    const gather = vi.fn(async () => every)
    rendered = await renderWithProviders(<Harness run={run} total={40} gather={gather} />)
    expect(rendered.container.textContent).not.toContain('Choose all 40 that match')
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'Choose all 40 that match')
    expect(status(rendered)).toBe('All 40 that match are chosen')
    // The label counts what matches; the question, read whole, what the action takes of them.
    await press(rendered, 'Verify 40')
    expect(gather).toHaveBeenCalledOnce()
    expect(rendered.container.textContent).toContain('Verify 3?')
    await press(rendered, 'Verify 3')
    expect(run).toHaveBeenCalledWith(every, undefined)
  })

  it('goes back to the rows ticked when one is unticked', async () => {
    rendered = await renderWithProviders(<Harness run={vi.fn()} total={40} />)
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'Choose all 40 that match')
    await tick(rendered, 'Choose Student 2')
    expect(status(rendered)).toBe('1 chosen')
  })

  it('says so when none that match can be taken, and runs nothing', async () => {
    const run = vi.fn<ManyAction['run']>()
    rendered = await renderWithProviders(<Harness run={run} total={40} />)
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'Choose all 40 that match')
    await press(rendered, 'Verify 40')
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(
      'None of those that match can be taken by this action.',
    )
    expect(run).not.toHaveBeenCalled()
  })

  it('asks about the rows ticked as they are: none left, no question', async () => {
    const run = vi.fn<ManyAction['run']>(async () => true)
    rendered = await renderWithProviders(<Harness run={run} />)
    await tick(rendered, 'Choose every row of this page')
    await press(rendered, 'Verify 2')
    await tick(rendered, 'Choose Student 1')
    expect(rendered.container.textContent).toContain('Verify 1?')
    await tick(rendered, 'Choose Student 2')
    expect(rendered.container.textContent).not.toContain('?')
    expect(run).not.toHaveBeenCalled()
  })

  it('does not run while it cannot (offline, for an online action), and says why', async () => {
    const run = vi.fn<ManyAction['run']>(async () => true)
    rendered = await renderWithProviders(<Harness run={run} blocked="Needs a connection" />)
    await tick(rendered, 'Choose Student 1')
    const button = [...rendered.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Verify 1',
    )!
    expect(button.disabled).toBe(true)
    expect(rendered.container.textContent).toContain('Needs a connection')
  })

  it('says a failure it could not even try, keeping the question and the choice', async () => {
    const run = vi.fn<ManyAction['run']>(async () => {
      throw new Error('The device refused to store it')
    })
    rendered = await renderWithProviders(<Harness run={run} />)
    await tick(rendered, 'Choose Student 1')
    await press(rendered, 'Verify 1')
    await press(rendered, 'Verify 1')
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The device refused to store it',
    )
    expect(rendered.container.textContent).toContain('Verify 1?')
    expect(status(rendered)).toBe('1 chosen')
  })

  it('asks a reason with the question of an action that needs one, and runs it with the reason', async () => {
    const run = vi.fn<ManyAction['run']>(async () => true)
    const giveBack = vi.fn<ManyAction['run']>(async () => true)
    rendered = await renderWithProviders(<Harness run={run} giveBack={giveBack} />)
    await tick(rendered, 'Choose Student 2')
    await press(rendered, 'Return 1')
    expect(rendered.container.textContent).toContain('Return 1?')
    const reason = rendered.container.querySelector('textarea')!
    expect(document.activeElement).toBe(reason)
    // None given: said on the box, nothing run.
    await press(rendered, 'Return 1')
    expect(giveBack).not.toHaveBeenCalled()
    expect(rendered.container.textContent).toContain('A reason is required')
    await act(async () => typeInto(reason, '  The photo is missing '))
    await press(rendered, 'Return 1')
    expect(giveBack).toHaveBeenCalledWith(new Map([['2', 'Student 2']]), 'The photo is missing')
    expect(run).not.toHaveBeenCalled()
    expect(status(rendered)).toBe('Tick the submitted')
  })

  it('forgets the reason typed when the question is cancelled', async () => {
    rendered = await renderWithProviders(<Harness run={vi.fn()} giveBack={vi.fn()} />)
    await tick(rendered, 'Choose Student 2')
    await press(rendered, 'Return 1')
    await act(async () => typeInto(rendered!.container.querySelector('textarea')!, 'Wrong batch'))
    await press(rendered, 'Cancel')
    expect(rendered.container.querySelector('textarea')).toBeNull()
    await press(rendered, 'Return 1')
    expect(rendered.container.querySelector('textarea')!.value).toBe('')
  })
})
