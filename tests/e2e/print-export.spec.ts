// A list printed or saved as PDF (issues 13 and 17; decision 0324), in Nepali: the Export menu lays
// the whole filtered list out for A4 (title, filters, day printed, count, the table's header on
// every page, page numbers), the browser saves it as a PDF, and the Devanagari reads back from it.
import { expect } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { inNepali } from './support/nepali'
import { test } from './support/test'

/** The text of every page of a PDF, a string a page (pdf.js, as a reader's copy and paste). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages
}

test('in Nepali, the Employee List is printed to PDF with its filter, its header on every page, page numbers and Devanagari names', async ({
  page,
}) => {
  // The print dialog is the browser's: here it only records that it was asked for.
  await page.addInitScript(
    'window.print = () => { window.__printed = (window.__printed ?? 0) + 1 }',
  )
  await inNepali(page, '/employee-management/employee-list?status=working', 'collegeadmin')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('button', { name: 'निर्यात' }).click()
  await page.getByRole('menuitem', { name: 'पीडीएफ (छाप्नुहोस् वा सुरक्षित गर्नुहोस्)' }).click()
  const sheet = page.locator('section.hemis-print')
  await expect(sheet).toBeAttached()
  await expect.poll(() => page.evaluate('window.__printed')).toBe(1)
  // Off paper the printed list is not shown; the screen stays as it was.
  await expect(sheet).toBeHidden()
  const rows = await sheet.locator('tbody tr').count()
  expect(rows).toBeGreaterThan(0)

  const pdf = await page.pdf({ preferCSSPageSize: true })
  const pages = await pagesOf(pdf)
  // pdf.js reads a shaped cluster back without a vowel sign drawn before its consonant (ि) or a
  // reph (र् above the next letter), with spaces and marks of its own between glyphs: words compare
  // as their Devanagari letters and signs and their Latin letters, digits and punctuation only.
  const readable = (s: string) =>
    s.replace(/र्(?=[\u0915-\u0939])/g, '').replace(/[^\u0900-\u093E\u0940-\u097F!-~·]/g, '')
  const text = readable(pages.join(' '))
  // The title, the filter in words, the day printed and the count, in Nepali and its digits.
  expect(text).toContain(readable('कर्मचारी सूची'))
  expect(text).toContain(readable('अवस्था: कार्यरत'))
  // The day printed in BS and, beside it, AD (pdf.js reads ई back as इ).
  expect(text).toMatch(
    new RegExp(readable('छापिएको मिति वि.सं.') + '[०-९]{4}-[०-९]{2}-[०-९]{2}\\([इई].सं.[०-९]{4}-'),
  )
  // The count after the date (its word, पङ्क्ति, is a conjunct pdf.js reads back only in part).
  const count = rows.toLocaleString('en-IN').replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!)
  expect(text).toMatch(new RegExp(`\\)·${count}पङ्`))
  // Every Devanagari name of the printed table is on paper.
  const names = await sheet.locator('tbody tr td:nth-child(3)').allTextContents()
  for (const name of names.filter(Boolean)) expect(text).toContain(readable(name))
  // More than a page: each has the table's header, and its number and the count at its foot.
  expect(pages.length).toBeGreaterThan(1)
  for (const [i, p] of pages.entries()) {
    expect(readable(p)).toContain(readable('नाम (देवनागरी)'))
    expect(p).toContain(`${i + 1} / ${pages.length}`)
  }
})
