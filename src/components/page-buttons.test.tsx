// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n/t'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { PageButtons } from './page-buttons'
import { inNepali } from '../test/nepali'

let rendered: Rendered | undefined
afterEach(() => {
  rendered?.unmount()
  i18n.activate('en')
  localStorage.clear()
})

/** Each page button: what it shows, and the name a screen reader gives it. */
async function pages() {
  rendered = await renderWithProviders(<PageButtons total={12} value={3} onChange={() => {}} />)
  return (
    [...rendered.container.querySelectorAll('button')]
      // The arrows (previous, next) show an icon.
      .filter((button) => !button.querySelector('svg'))
      .map((button) => ({
        shown: button.textContent,
        name: button.getAttribute('aria-label'),
        current: button.getAttribute('aria-current') === 'page',
      }))
  )
}

describe('the page buttons', () => {
  it('show each page number, named as a page', async () => {
    const shown = await pages()
    expect(shown).toContainEqual({ shown: '3', name: 'Page 3', current: true })
    expect(shown).toContainEqual({ shown: '12', name: 'Page 12', current: false })
  })

  it('write the page numbers in Nepali in the chosen digits', async () => {
    inNepali()
    expect(await pages()).toContainEqual({ shown: '३', name: 'पृष्ठ ३', current: true })
    rendered?.unmount()
    // A Nepali user who chose Latin digits (decision 0328).
    localStorage.setItem('hemis.digits', 'latin')
    expect(await pages()).toContainEqual({ shown: '3', name: 'पृष्ठ 3', current: true })
  })

  it('name the arrows in the chosen language', async () => {
    inNepali()
    await pages()
    const arrows = [...rendered!.container.querySelectorAll('button')].filter((b) =>
      b.querySelector('svg'),
    )
    expect(arrows.map((arrow) => arrow.getAttribute('aria-label'))).toEqual([
      'अघिल्लो पृष्ठ',
      'अर्को पृष्ठ',
    ])
  })
})
