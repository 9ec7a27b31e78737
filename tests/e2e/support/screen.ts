import { expect, type Page, type Request } from '@playwright/test'

/** A table row by any text in it (a name, a code): a string ignores case, a RegExp need not. */
export const rowOf = (page: Page, text: string | RegExp) =>
  page.getByRole('row').filter({ hasText: text })

/** A form section by its legend ("Personal details"). */
export const fieldset = (page: Page, legend: string) => page.getByRole('group', { name: legend })

/** Searches a register as a user does: the words in the search box, then Enter. */
export async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search by name or number' })
  await box.fill(text)
  await box.press('Enter')
}

/**
 * Client-side navigation, as a click on a link does, without reloading the app (a reload parses
 * the whole app again: seconds on two cores). Resolves once the page's requests are done (none in
 * flight for `quietMs`, as `networkidle` waits after a load) and a heading is shown. A heading
 * alone could be the page before: routes that share a component keep its elements.
 */
export async function openInApp(page: Page, href: string, quietMs = 300) {
  const inFlight = new Set<Request>()
  let last = Date.now()
  const started = (r: Request) => {
    inFlight.add(r)
    last = Date.now()
  }
  const ended = (r: Request) => {
    inFlight.delete(r)
    last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, href)
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - last >= quietMs, {
        message: `${href}: requests settled`,
        intervals: [50],
      })
      .toBe(true)
    await expect(page.locator('h1').first(), href).toBeVisible()
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** The app's main menu. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

const hrefsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))

/** The links of the main menu and its dropdowns, as rendered for the signed-in role (English). */
export async function menuLinks(page: Page): Promise<string[]> {
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  const found = await hrefsOf(page, 'nav[aria-label="Main"] a')
  for (const dropdown of ['HEMIS Reports', 'Links']) {
    const button = mainNav(page).getByRole('button', { name: dropdown })
    if ((await button.count()) === 0) continue
    await button.click()
    // Read once it is open: reading at once could find no menu yet, and lose its links.
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem').first()).toBeVisible()
    found.push(...(await hrefsOf(page, '[role="menu"] a')))
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
  }
  return found
}

/** The header's user menu button, named "<full name> (<role>)" at every width, in either language. */
export const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /\([^()]+\)$/ })

/**
 * Each element's box, spacing, colours, borders and type under `root`, as laid out now: compared
 * before and after all of Mantine's styles have come, a difference is a component drawn without
 * its own (decisions 0342, 0349). `sizes: false` leaves out width and height, for a page whose
 * text (times, counts) may change between two looks.
 */
export const looksOf = (page: Page, { root = 'body', sizes = true } = {}) =>
  page.evaluate(
    ({ root, sizes }) =>
      [...document.querySelectorAll(`${root} *`)].map((element) => {
        const style = getComputedStyle(element)
        const shown = ['display', 'position', 'margin', 'padding', 'color', 'background-color']
          .concat(['border', 'border-radius', 'font-size', 'font-weight', 'line-height', 'gap'])
          .concat(['box-shadow', 'text-align', 'cursor', 'overflow'])
          .concat(sizes ? ['width', 'height'] : [])
          .map((property) => style.getPropertyValue(property))
        // Less the ids React makes for a render (Mantine's responsive classes, `__m__-_r_41_`).
        const classes = (element.getAttribute('class') ?? '').replace(/__m__-[\w-]+/g, '__m__')
        return `${element.tagName} ${classes}: ${shown.join(' ')}`
      }),
    { root, sizes },
  )
