import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Role } from '../../lib/session/role'
import type { Json } from '../../offline/db'
import { userOf } from '../../test/session-users'
import { optionsOf } from '../entity-form/option-list'
import { tableFor, type Lookup } from './entity-view'
import { classPart, optionalNumberIn } from './list-rules'

it('takes a number typed in its form and range, or nothing; refuses the rest with its message', () => {
  const latitude = optionalNumberIn(/^\d{2}(\.\d+)?$/, { min: 26.3, max: 30.5 }, 'Not in Nepal')
  const refusal = (typed: unknown) => v.safeParse(latitude, typed).issues?.[0]?.message
  for (const ok of ['', null, undefined, '26.3', ' 27.7 ', '30.5'])
    expect(refusal(ok)).toBeUndefined()
  for (const bad of ['26.2', '30.51', '2.7', 'north']) expect(refusal(bad)).toBe('Not in Nepal')
})

describe('a class part (batch, section) as a filter or a class screen offers it', () => {
  const campuses: Record<number, Json> = {
    78: { id: 78, campusName: 'Ratna Rajyalaxmi Campus' },
    79: { id: 79, campusName: 'Patan Multiple Campus' },
  }
  const lookup: Lookup = (entity, id) =>
    entity === 'campusOption' ? campuses[Number(id)] : undefined
  const batch = (id: number, campusId: number, programId: number | null, batchYear: number) => ({
    id,
    scope: 's',
    entity: 'batch',
    key: String(id),
    version: 1,
    data: { id, campusId, programId, batchYear, batchName: `${batchYear} Batch`, status: true },
  })
  const lists = new Map([
    [
      'batch',
      [
        batch(1, 78, 2, 2079),
        batch(10, 79, 2, 2083),
        batch(11, 78, 2, 2083),
        batch(12, 78, 5, 2083),
      ],
    ],
  ])
  const offered = (role: Role, values: Record<string, string | null>) =>
    optionsOf(classPart('batch'), lists, { user: userOf(role, 1, 78), values, lookup })

  it("names each batch with its campus for a university's staff, the newest intake first", () => {
    expect(offered('UniAdmin', { programId: '2' })).toEqual([
      { value: '11', label: '2083 Batch · Ratna Rajyalaxmi Campus' },
      { value: '10', label: '2083 Batch · Patan Multiple Campus' },
      { value: '1', label: '2079 Batch · Ratna Rajyalaxmi Campus' },
    ])
  })

  it("keeps the program's and the campus's batches once chosen; a campus's staff read the name alone", () => {
    expect(offered('UniAdmin', { programId: '2', campusId: '79' }).map((o) => o.value)).toEqual([
      '10',
    ])
    expect(offered('CollegeAdmin', { programId: null }).map((o) => o.label)).toEqual([
      '2083 Batch',
      '2083 Batch',
      '2083 Batch',
      '2079 Batch',
    ])
  })
})

it('shows a column only to the roles it names, on screen and in exports alike', () => {
  const view = {
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'campusId', label: 'Campus', shownTo: ['UniAdmin'] as Role[] },
    ],
  }
  expect(tableFor(view, 'UniAdmin').columns.map((c) => c.key)).toEqual(['name', 'campusId'])
  expect(tableFor(view, 'CollegeAdmin').columns.map((c) => c.key)).toEqual(['name'])
  expect(tableFor(view, null).columns.map((c) => c.key)).toEqual(['name'])
})
