// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { imageTypes, maxImageBytes } from '../../../common/file-signatures'
import type { CachedRecord } from '../../offline/db'
import type { EntityView } from '../entity-view/entity-view'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { EntityForm } from './entity-form'
import { facultyTestView } from './faculty-test-view'
import { PNG } from '../../test/png'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

const filled = { facultyName: 'Faculty of Music', shortName: 'FOMu' }

const faculty = facultyTestView

function form(
  lists: ReadonlyMap<string, CachedRecord[]>,
  onSubmit: () => Promise<void>,
  view: EntityView = faculty,
) {
  return (
    <EntityForm
      view={view}
      mode="create"
      initialValues={filled}
      lists={lists}
      lookup={() => undefined}
      submitLabel="Save"
      onSubmit={onSubmit}
    />
  )
}

const submit = (container: HTMLElement) =>
  act(async () => {
    container.querySelector('form')!.requestSubmit()
    await Promise.resolve()
  })

it('saves once however often Save is pressed while the save runs', async () => {
  let saves = 0
  let finish = () => {}
  const onSubmit = () => {
    saves++
    return new Promise<void>((resolve) => (finish = resolve))
  }
  rendered = await renderWithProviders(form(new Map(), onSubmit))
  const { container } = rendered
  await submit(container)
  await submit(container)
  await submit(container)
  expect(saves).toBe(1)
  expect(container.querySelector('button[type="submit"]')!.hasAttribute('data-loading')).toBe(true)
  await act(async () => finish())
  await submit(container)
  expect(saves).toBe(2)
})

it('saves nothing until the lists its rules read are on the device', async () => {
  let saves = 0
  const onSubmit = async () => {
    saves++
  }
  // A view that looks up universities: until that list is read, a rule may disable a field that
  // would then be sent as cleared (a student's term before its program's type is known).
  const view = { ...faculty, lookups: ['university' as const] }
  rendered = await renderWithProviders(form(new Map(), onSubmit, view))
  await submit(rendered.container)
  expect(saves).toBe(0)
  rendered.unmount()
  rendered = await renderWithProviders(form(new Map([['university', []]]), onSubmit, view))
  await submit(rendered.container)
  expect(saves).toBe(1)
})

it("shows the server's refusal on its field and focuses it", async () => {
  // jsdom lays nothing out: the field is scrolled to in a browser.
  if (!('scrollIntoView' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {} })
  }
  const view = faculty
  const withErrors = (serverErrors?: Record<string, string>) => (
    <EntityForm
      view={view}
      mode="create"
      initialValues={filled}
      lists={new Map()}
      lookup={() => undefined}
      submitLabel="Save"
      onSubmit={() => false}
      serverErrors={serverErrors}
    />
  )
  rendered = await renderWithProviders(withErrors())
  const name = () => rendered!.container.querySelector<HTMLInputElement>('input')!
  expect(name().getAttribute('aria-invalid')).not.toBe('true')
  rendered.unmount()
  rendered = await renderWithProviders(
    withErrors({ facultyName: 'Faculty Name Faculty of Music already exists!' }),
  )
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(name().getAttribute('aria-invalid')).toBe('true')
  expect(rendered.container.textContent).toContain('Faculty Name Faculty of Music already exists!')
  expect(document.activeElement).toBe(name())
  // The value stays as typed: a refused record is corrected, not typed again.
  expect(name().value).toBe('Faculty of Music')
})

it('says at once what is wrong with a photo as it is chosen, as Save would', async () => {
  const view = {
    ...faculty,
    fields: [
      ...faculty.fields,
      {
        name: 'photo',
        label: 'Photo',
        kind: 'file' as const,
        accept: imageTypes,
        maxBytes: maxImageBytes,
      },
    ],
  }
  rendered = await renderWithProviders(form(new Map(), async () => {}, view))
  const { container } = rendered
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
  const said = () => container.querySelector('.mantine-FileInput-error')?.textContent ?? ''
  /** Chooses `file`, and waits for the field to say `says` (its bytes are read first). */
  const choose = async (file: File, says: RegExp) => {
    act(() => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true })
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      expect(said()).toMatch(says)
    })
  }

  await choose(
    new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    /^Choose a JPEG, PNG or WebP image$/,
  )
  await choose(
    new File([new Uint8Array(maxImageBytes + 1)], 'me.png', { type: 'image/png' }),
    /^The file must be at most 1,024 KB$/,
  )
  await choose(
    new File(['not an image'], 'me.png', { type: 'image/png' }),
    /^This file is not the image its name says/,
  )
  await choose(new File([PNG], 'me.png', { type: 'image/png' }), /^$/)
})
