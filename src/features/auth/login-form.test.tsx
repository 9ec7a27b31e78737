// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { typeInto } from '../../test/type-into'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { LoginForm } from './login-form'

const REQUIRED = 'Email and password are required.'

function field(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  )
  const input = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`)
  return input
}

async function submit(container: HTMLElement): Promise<void> {
  const button = [...container.querySelectorAll('button')].find(
    (b) => b.textContent === 'Sign In as Admin',
  )
  if (!button) throw new Error('no submit button')
  await act(async () => button.click())
}

describe('LoginForm', () => {
  let rendered: Rendered
  const fetchSpy = vi.fn<typeof fetch>()
  const onSignedIn = vi.fn()

  beforeEach(async () => {
    localStorage.clear()
    vi.stubGlobal('fetch', fetchSpy)
    rendered = await renderWithProviders(
      <LoginForm onSignedIn={onSignedIn} onMustSetPassword={onSignedIn} />,
    )
  })

  afterEach(() => {
    rendered.unmount()
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('says both fields are required when they are empty, and sends nothing', async () => {
    expect(rendered.container.textContent).not.toContain(REQUIRED)
    await submit(rendered.container)
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(REQUIRED)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('treats fields holding only spaces as empty', async () => {
    await act(async () => {
      typeInto(field(rendered.container, 'Email Address'), '   ')
      typeInto(field(rendered.container, 'Password'), 'secret')
    })
    await submit(rendered.container)
    expect(rendered.container.textContent).toContain(REQUIRED)
    expect(field(rendered.container, 'Email Address').getAttribute('aria-invalid')).toBe('true')
    expect(field(rendered.container, 'Password').getAttribute('aria-invalid')).not.toBe('true')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
