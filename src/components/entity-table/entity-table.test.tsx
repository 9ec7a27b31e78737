// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { CachedRecord } from '../../offline/db'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { nameOf } from '../entity-view/list-rules'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import { EntityTable } from './entity-table'

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
