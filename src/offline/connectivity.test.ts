// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { connectivity } from './connectivity'

afterEach(() => vi.restoreAllMocks())

it('stays offline when the browser goes offline while a probe is answered', async () => {
  let onLine = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine)
  let answer: (response: Response) => void = () => {}
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  )
  connectivity.start()
  // The probe of the start is on its way; the browser goes offline, then the answer comes.
  onLine = false
  window.dispatchEvent(new Event('offline'))
  expect(connectivity.get().online).toBe(false)
  answer(new Response('ok', { status: 200 }))
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(connectivity.get().online).toBe(false)

  // Back online: the next probe's answer says so.
  onLine = true
  window.dispatchEvent(new Event('online'))
  answer(new Response('ok', { status: 200 }))
  await vi.waitFor(() => expect(connectivity.get().online).toBe(true))
})
