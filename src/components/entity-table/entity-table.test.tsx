// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import type { CachedRecord } from '../../offline/db'
import { chooseLatinDigits } from '../../test/latin-digits'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { nameOf } from '../entity-view/list-rules'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import { EntityTable } from './entity-table'
import { MemoryPager } from './memory-pager'

const view = {
  title: 'Departments',
  activeFlag: false,
  columns: [
    { key: 'departmentName', label: 'Name' },
    { key: 'facultyId', label: 'Faculty', cell: nameOf('faculty', 'facultyId') },
  ],
  rowName: (r: CachedRecord['data']) => String(r.departmentName),
} as unknown as EntityView

const row = (key: string, facultyId: number | null): CachedRecord => ({
  scope: '1@78',
  entity: 'department',
  key,
  id: Number(key),
  version: 1,
  data: { departmentName: `Dept ${key}`, facultyId },
})

const none: Lookup = () => undefined
const found: Lookup = (_entity, id) => (id === 3 ? { facultyName: 'Science' } : undefined)

const cells = (rendered: Rendered) =>
  [...rendered.container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent),
  )

describe('a list table while the lists its cells name records from are read', () => {
  let rendered: Rendered | undefined
  afterEach(() => rendered?.unmount())

  const table = (lookup: Lookup, listsPending: boolean) =>
    renderWithProviders(
      <EntityTable
        view={view}
        rows={[row('1', 3), row('2', null)]}
        first={0}
        marks={new Map()}
        lookup={lookup}
        pager={null}
        listsPending={listsPending}
      />,
    )

  it('shows Loading… for a record named by id, and nothing for a value left blank', async () => {
    rendered = await table(none, true)
    expect(cells(rendered)).toEqual([
      ['Dept 1', 'Loading…'],
      ['Dept 2', ''],
    ])
  })

  it('shows the name once found, and a blank (not Loading…) once every list is read', async () => {
    rendered = await table(found, true)
    expect(cells(rendered)[0]).toEqual(['Dept 1', 'Science'])
    rendered.unmount()
    rendered = await table(none, false)
    expect(cells(rendered)[0]).toEqual(['Dept 1', ''])
  })
})

describe('a list table in Nepali', () => {
  let rendered: Rendered | undefined
  afterEach(() => {
    rendered?.unmount()
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  const serials = (r: Rendered) =>
    [...r.container.querySelectorAll('td[data-serial]')].map((td) => td.textContent)
  const table = () =>
    renderWithProviders(
      <EntityTable
        view={view}
        rows={[row('1', 3), row('2', null)]}
        first={25}
        marks={new Map()}
        lookup={none}
        pager={<MemoryPager count={300} page={2} pageSize={25} onPage={() => {}} />}
      />,
    )
  const pageSize = (r: Rendered) =>
    r.container.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]')?.value

  it('numbers its rows and its page size in the chosen digits, as its count', async () => {
    i18n.activate('ne')
    rendered = await table()
    expect(serials(rendered)).toEqual(['२६', '२७'])
    expect(pageSize(rendered)).toBe('२५')
    rendered.unmount()
    chooseLatinDigits()
    rendered = await table()
    expect(serials(rendered)).toEqual(['26', '27'])
    expect(pageSize(rendered)).toBe('25')
  })
})

describe("a register's table, ordered by its name column", () => {
  let rendered: Rendered | undefined
  afterEach(() => rendered?.unmount())

  const table = (order: 'ascending' | 'descending' | undefined, onPress: () => void) =>
    renderWithProviders(
      <EntityTable
        view={view}
        rows={[row('1', 3)]}
        first={0}
        marks={new Map()}
        lookup={none}
        pager={null}
        sort={{ column: 'departmentName', order, onPress }}
      />,
    )
  const headers = (r: Rendered) => [...r.container.querySelectorAll('th')].slice(1)

  it("is a button in its header, which says the rows' order while they are in it", async () => {
    const onPress = vi.fn()
    for (const order of ['ascending', 'descending', undefined] as const) {
      rendered = await table(order, onPress)
      const [name, faculty] = headers(rendered)
      expect(name!.getAttribute('aria-sort')).toBe(order ?? null)
      expect(faculty!.hasAttribute('aria-sort')).toBe(false)
      expect(faculty!.querySelector('button')).toBeNull()
      const button = name!.querySelector('button')!
      // Named by the column alone: the arrow is for the eye.
      expect(button.textContent).toMatch(/^Name[▲▼↕]$/)
      expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe(
        { ascending: '▲', descending: '▼', none: '↕' }[order ?? 'none'],
      )
      button.click()
      rendered.unmount()
      rendered = undefined
    }
    expect(onPress).toHaveBeenCalledTimes(3)
  })
})

describe('an empty list table', () => {
  let rendered: Rendered | undefined
  afterEach(() => rendered?.unmount())

  const table = (filtered?: boolean) =>
    renderWithProviders(
      <EntityTable
        view={view}
        rows={[]}
        first={0}
        marks={new Map()}
        lookup={none}
        pager={null}
        filtered={filtered}
      />,
    )

  it('says the list has no records yet when nothing narrows it', async () => {
    rendered = await table()
    expect(rendered.container.textContent).toContain('No records yet.')
  })

  it('says nothing matches when a filter or a search narrows it (not that the list is empty)', async () => {
    rendered = await table(true)
    expect(rendered.container.textContent).toContain(
      'No records match the chosen filters or search.',
    )
    expect(rendered.container.textContent).not.toContain('No records yet.')
  })
})
