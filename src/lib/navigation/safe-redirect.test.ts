import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

const origin = 'https://hemis.example'

describe('safeRedirect', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(safeRedirect('/other-setup/level-management?page=2#top', origin)).toBe(
      '/other-setup/level-management?page=2#top',
    )
  })

  it.each([
    ['missing', undefined],
    ['another origin', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['script', 'javascript:alert(1)'],
    ['relative', 'profile'],
    ['a loop back to login', '/login?redirect=/'],
  ])('falls back to / for %s', (_, value) => {
    expect(safeRedirect(value, origin)).toBe('/')
  })
})
