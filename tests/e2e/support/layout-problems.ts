// What the width sweep (tests/e2e/every-width.spec.ts) counts as broken layout, measured in the page.
// It runs in the browser (page.evaluate), so it may use nothing from outside its own body.

/**
 * Problems of the page as laid out now: the page scrolling sideways, the user menu (when
 * `signedIn`) out of reach, controls too small for a finger (on a touch screen), and text that is
 * cut off:
 * an element that hides what overflows it (a badge's ellipsis, a button's label) or a cell,
 * button, badge or menu item whose content spills out of it. A deliberate ellipsis is marked
 * `data-full-text` and shows its whole text on hover and focus (a title or a tooltip).
 */
export async function layoutProblems(signedIn: boolean): Promise<string[]> {
  // Two frames: a resize just made is laid out and painted.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  const problems: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`)
  }
  if (signedIn) {
    // The header's menu button, titled "<name> (<role>)" (its name, as tests/e2e/support/screen.ts
    // finds it, ends the same way).
    const menu = [...document.querySelectorAll('header button[title]')].find((b) =>
      /\([^()]+\)$/.test(b.getAttribute('title') ?? ''),
    )
    const box = menu?.getBoundingClientRect()
    if (!box?.width || box.left < 0 || box.right > root.clientWidth + 1)
      problems.push('the user menu is out of reach')
  }
  const name = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : ''
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> "${text}"`
  }
  // Where the pointer is a finger, every control is a target of at least 44×44 px (a text field,
  // a link standing alone: 44 px high). Checkboxes and radios are exempt: their label is part of
  // the target; so is a link in a sentence or a cell (WCAG 2.5.8's inline exception).
  if (matchMedia('(pointer: coarse)').matches) {
    const controls =
      'button, [role="button"], [role="menuitem"], [role="tab"], select, textarea, ' +
      'input:not([type="checkbox"], [type="radio"], [type="hidden"]), ' +
      'a[data-standalone], [data-link-list] a'
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      // A password's text box sits inside the bordered box that is the target.
      const box = (el.closest('.mantine-Input-input') ?? el).getBoundingClientRect()
      if (box.width <= 1 || el.closest('[aria-hidden="true"]')) continue
      const wide = el.matches('input, select, textarea, a') || box.width >= 43.5
      if (box.height < 43.5 || !wide)
        problems.push(
          `too small to touch (${Math.round(box.width)}×${Math.round(box.height)}): ${name(el)}`,
        )
    }
  }
  // A cell of one word (a code, a number, a date) is never broken across lines: "BBS-101" split
  // at its hyphen reads as two codes.
  for (const cell of document.querySelectorAll<HTMLElement>('td')) {
    const text = cell.textContent?.trim() ?? ''
    if (!text || /\s/.test(text) || cell.closest('[aria-hidden="true"], [hidden]')) continue
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node)
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
      if (tops.size > 1) {
        problems.push(`broken across lines: ${name(cell)}`)
        break
      }
    }
  }
  const spillsMatter = 'td, th, button, a, [role="menuitem"], .mantine-Badge-root, label'
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    // Reading the sizes first keeps it cheap: one layout, and a style lookup only for the few.
    if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 1) continue
    if (el.closest('[data-full-text], [aria-hidden="true"], [hidden]')) continue
    if (el.getClientRects().length === 0) continue
    const overflow = getComputedStyle(el).overflowX
    // A scroller (a wide table's container) shows the rest on scrolling.
    if (overflow === 'auto' || overflow === 'scroll') continue
    if (overflow === 'hidden' || overflow === 'clip') {
      if (el.textContent?.trim()) problems.push(`cut off: ${name(el)}`)
    } else if (el.matches(spillsMatter)) {
      problems.push(`spills out: ${name(el)}`)
    }
  }
  return problems
}
