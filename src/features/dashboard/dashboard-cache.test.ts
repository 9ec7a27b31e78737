// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../lib/session/session-store'
import { clearDashboardCache, startDashboardCache } from './dashboard-cache'
import { CACHE_MS, persistMeta } from './dashboard-queries'

const figures = { generatedAt: '2026-11-22T10:00:00Z', total: 42 }
const saved = () => Object.keys(localStorage).filter((k) => k.startsWith('hemis.dashboard.'))

/** A client with one dashboard query and one ordinary query, as after loading the page. */
function clientWithFigures(userId: number) {
  const client = new QueryClient()
  client.setQueryDefaults(['/Dashboard/Summary'], { meta: persistMeta, gcTime: CACHE_MS })
  startDashboardCache(client, userId)
  client.setQueryData(['/Dashboard/Summary', {}, { userId }], figures)
  client.setQueryData(['/User/Me'], { secret: 'not for the device' })
  return client
}

describe('the dashboard cache on the device', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('brings back the last figures after a reload, and nothing else', () => {
    const before = clientWithFigures(7)
    vi.advanceTimersByTime(1000)
    expect(saved()).toEqual(['hemis.dashboard.7'])
    clearDashboardCacheInMemoryOnly(before)

    const after = new QueryClient()
    startDashboardCache(after, 7)
    expect(after.getQueryData(['/Dashboard/Summary', {}, { userId: 7 }])).toEqual(figures)
    expect(after.getQueryData(['/User/Me'])).toBeUndefined()
  })

  it('never shows one user’s figures to the next', () => {
    clientWithFigures(7)
    vi.advanceTimersByTime(1000)
    const next = new QueryClient()
    startDashboardCache(next, 8)
    expect(saved()).not.toContain('hemis.dashboard.7')
    expect(next.getQueryData(['/Dashboard/Summary', {}, { userId: 7 }])).toBeUndefined()
  })

  it('is emptied by signing out', () => {
    const client = clientWithFigures(9)
    vi.advanceTimersByTime(1000)
    session.signOut('user')
    expect(saved()).toEqual([])
    expect(client.getQueryData(['/Dashboard/Summary', {}, { userId: 9 }])).toBeUndefined()
  })
})

/** A reload forgets memory but keeps the device's copy. */
function clearDashboardCacheInMemoryOnly(client: QueryClient) {
  const copy = { ...localStorage }
  clearDashboardCache(client)
  for (const [key, value] of Object.entries(copy)) localStorage.setItem(key, value as string)
}
