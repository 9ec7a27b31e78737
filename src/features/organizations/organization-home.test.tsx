// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { session } from '../../lib/session/session-store'
import { appDb, type Json } from '../../offline/db'
import { scopeOf } from '../../offline/scope'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { userOf } from '../../test/session-users'
import { OrganizationHome } from './organization-home'

const user = {
  ...userOf('SuperAdmin', null, null),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}
const cached = (entity: string, rows: Json[]) =>
  appDb().records.bulkPut(
    rows.map((data) => ({
      scope: scopeOf(user),
      entity,
      key: String(data.id),
      id: Number(data.id),
      version: 1,
      data,
    })),
  )
const campus = (id: number, campusType: string, province: number, status = true) => ({
  id,
  campusName: `Campus ${id}`,
  campusType,
  province,
  status,
})

const rowsOf = (id: string) =>
  [...page.container.querySelectorAll(`[aria-labelledby="${id}"] tr`)].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent),
  )

let page: Rendered
beforeAll(async () => {
  // The lists are read from the device; the server is not there (the refresh fails quietly).
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
  session.signInSuccess(user)
  await cached('province', [
    { id: 1, name: 'Koshi Province (कोशी प्रदेश)' },
    { id: 3, name: 'Bagmati Province (बाग्मती प्रदेश)' },
  ])
  await cached('university', [{ id: 1, name: 'Tribhuvan University', status: true }])
  await cached('campus', [
    campus(78, 'constituent', 3),
    campus(79, 'constituent', 4),
    campus(84, 'private', 3),
    campus(90, 'community', 3, false),
  ])
  page = await renderWithProviders(<OrganizationHome go={() => {}} />)
  // Every cached list read (IndexedDB answers between renders): the totals count the campuses.
  for (let tries = 0; rowsOf('campuses-by-province').at(-1)?.[1] !== '3' && tries < 100; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
})
afterAll(() => {
  page.unmount()
  vi.unstubAllGlobals()
})

describe('the organization root page', () => {
  it('counts Active campuses by type, each type linking to its list', () => {
    expect(rowsOf('campuses-by-type')).toEqual([
      ['Type', 'Campuses'],
      ['Constituent', '2'],
      ['Private (affiliated)', '1'],
      ['Community', '0'],
      ['Central Department', '0'],
      ['Total', '3'],
    ])
    const link = page.container.querySelector('a[href$="/constituent-campus"]')
    expect(link?.textContent).toBe('Constituent')
  })

  it('counts by province, naming the provinces the device knows', () => {
    expect(rowsOf('campuses-by-province')).toEqual([
      ['Province', 'Campuses'],
      ['Koshi Province (कोशी प्रदेश)', '0'],
      ['Bagmati Province (बाग्मती प्रदेश)', '2'],
      ['Province 4', '1'],
      ['Total', '3'],
    ])
  })
})
