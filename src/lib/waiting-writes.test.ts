// @vitest-environment jsdom
// A language or digits chosen reloads the app: the forms open then open again on what was typed,
// with no notice of a draft given back (decision 0410); a reload the person makes is told.
import { expect, it, vi } from 'vitest'

it('carries the drafts open as the app reloads itself over that reload, each once', async () => {
  sessionStorage.clear()
  const before = await import('./waiting-writes')
  before.openDrafts.add({ name: 'student:create', write: () => undefined })
  before.carryOpenDrafts()
  // The reload: the app's modules load again, in the same tab.
  vi.resetModules()
  const after = await import('./waiting-writes')
  expect(after.carriedOver('faculty:create')).toBe(false)
  expect(after.carriedOver('student:create')).toBe(true)
  // Opened again later in that page, the form is one the person came back to.
  expect(after.carriedOver('student:create')).toBe(false)
  // The person's own reload after it carries nothing.
  vi.resetModules()
  expect((await import('./waiting-writes')).carriedOver('student:create')).toBe(false)
})
