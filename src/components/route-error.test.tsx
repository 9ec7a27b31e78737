// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../api/api-error'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { RouteError } from './route-error'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())
const show = async (error: unknown, reset = vi.fn()) => {
  rendered = await renderWithProviders(<RouteError error={error} reset={reset} />)
  return { reset, alert: rendered.container.querySelector('[role="alert"]')!.textContent }
}

describe('a screen that failed', () => {
  it('says what the server said, with the request id to quote, and retries', async () => {
    const error = new ApiError(
      500,
      { title: 'Internal Server Error', detail: 'Try later.' },
      'req-42',
    )
    const { reset, alert } = await show(error)
    expect(alert).toContain('Try later.')
    expect(alert).toContain('req-42')
    const retry = [...rendered!.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Try again',
    )!
    await act(async () => retry.click())
    expect(reset).toHaveBeenCalled()
  })

  it('says plainly when the server could not be reached', async () => {
    const { alert } = await show(new NetworkError(new TypeError('Failed to fetch'), 'req-7'))
    expect(alert).toContain('The server could not be reached.')
  })

  it('never shows a crash’s internals', async () => {
    const { alert } = await show(new Error('TypeError at render (app.js:1:2)'))
    expect(alert).toContain('Something went wrong while showing this page.')
    expect(rendered!.container.textContent).not.toContain('app.js')
  })
})
