// Nepali on screen: opening the app in it, and finding the interface's words left in English.
import { expect, type Page } from '@playwright/test'
import { signInAs, type DemoAccount } from './demo-users'

/** Opens the app in Nepali as a signed-in demo account (the device's stored choice). */
export async function inNepali(page: Page, path: string, account: DemoAccount = 'superadmin') {
  await signInAs(page, account, '/api/health')
  await page.evaluate(() => localStorage.setItem('hemis.locale', 'ne'))
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
}

// Words that stay in Latin letters in the Nepali interface: the product's name, formats and the
// abbreviations Nepal's education uses as they are; names that come from the demo data.
const kept = new Set([
  'PDF',
  'CSV',
  'Excel',
  // The demo campus's name, in the heading of a letter it prints.
  'Ratna',
  'Rajyalaxmi',
  'Campus',
  // The demo account's own name.
  'Super',
  'Administrator',
  'HEMIS',
  'YYYY',
  'JPEG',
  'PNG',
  'WebP',
  'SEE',
  'SLC',
  'GPA',
  'README',
  // A database table's name, typed as it is (the audit trail's example).
  'faculties',
])

/** The interface's own words on the page (not the records it shows) that are not Nepali. */
export async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // A name marked translate="no" is a record's, written as it was entered.
    const skipped =
      'td, th[scope="row"], [role="option"], [role="listbox"], [lang="en"], [aria-hidden="true"], [translate="no"]'
    const chrome =
      'h1, h2, h3, h4, label, button, th, legend, nav a, [role="alert"], .mantine-InputWrapper-description, .mantine-Alert-title'
    const shown = [...document.querySelectorAll<HTMLElement>(chrome)]
      // Records are data: a table's cells and row headers and a select's options are not the
      // interface's words; the switch names English in English; hidden helpers are not read.
      .filter((el) => !el.closest(skipped))
      .map((el) => {
        if (!el.querySelector('[translate="no"]')) return el.innerText
        const words = el.cloneNode(true) as HTMLElement
        for (const name of words.querySelectorAll('[translate="no"]')) name.remove()
        return words.textContent ?? ''
      })
    const attributes = [
      ...document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]'),
    ]
      .filter((el) => !el.closest(skipped))
      .flatMap((el) => [
        el.getAttribute('placeholder'),
        el.getAttribute('aria-label'),
        el.getAttribute('title'),
      ])
    return [...shown, ...attributes].filter((s): s is string => !!s)
  })
  return texts.filter((text) => {
    const rawKey =
      /\b[a-z]+\.[a-z][a-zA-Z]*(\.[a-zA-Z]+)*\b/.test(text) && !/\.(np|com|local)\b/.test(text)
    const words = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !kept.has(w))
    return rawKey || words.length > 0
  })
}
