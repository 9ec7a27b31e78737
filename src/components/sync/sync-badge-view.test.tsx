// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { idleSyncStatus } from '../../offline/sync-status'
import { chooseLatinDigits } from '../../test/latin-digits'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { SyncBadgeView } from './sync-badge-view'
import type { SyncState } from './use-sync-state'

const state = (pending: number | null, parked = 0): SyncState => ({
  online: true,
  status: idleSyncStatus,
  outbox: [],
  pending,
  parked,
  lastSync: null,
})

let rendered: Rendered | undefined
afterEach(() => {
  rendered?.unmount()
  i18n.activate('en')
  vi.unstubAllGlobals()
})

/** The badge's pending count as shown, and the compact control's count and name. */
async function counts(s: SyncState) {
  rendered = await renderWithProviders(<SyncBadgeView state={s} />)
  const compact = rendered.container.querySelector('button[aria-label]')
  return {
    shown: rendered.container.querySelector('[data-testid="pending-count"]')?.textContent,
    compact: compact?.textContent,
    name: compact?.getAttribute('aria-label'),
  }
}

describe("the header's sync badge", () => {
  it('counts what waits in the chosen digits in Nepali, as every other count', async () => {
    i18n.activate('ne')
    const shown = await counts(state(12, 3))
    expect(shown.shown).toBe('१२')
    expect(shown.compact).toBe('१२· ३ !')
    expect(shown.name).toMatch(/, १२ /)
    expect(rendered!.container.textContent).toContain('३')
    rendered!.unmount()
    chooseLatinDigits()
    expect((await counts(state(12))).shown).toBe('12')
  })

  it('says on the compact control itself what waits on the person: edits to resolve, a sign-in', async () => {
    const parked = await counts(state(0, 1))
    expect(parked.compact).toBe('0· 1 !')
    expect(parked.name).toBe('Sync and conflicts: Online, 0 pending, 1 to resolve')
    rendered!.unmount()
    const signIn = await counts({ ...state(2), status: { ...idleSyncStatus, needsSignIn: true } })
    expect(signIn.compact).toBe('2!')
    expect(signIn.name).toBe(
      'Sync and conflicts: Online, 2 pending, Sign in again to send your edits',
    )
    rendered!.unmount()
    const calm = await counts(state(2))
    expect(calm.compact).toBe('2')
    expect(calm.name).toBe('Sync and conflicts: Online, 2 pending')
  })

  it('reads "…" until the outbox has been read, and plain digits in English', async () => {
    expect((await counts(state(null))).shown).toBe('…')
    rendered!.unmount()
    expect((await counts(state(0))).shown).toBe('0')
  })
})
