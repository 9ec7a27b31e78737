import type { Page } from '@playwright/test'

/** A table row by any text in it (a name, a code). */
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

/** A form section by its legend ("Personal details"). */
export const fieldset = (page: Page, legend: string) => page.getByRole('group', { name: legend })

/** Searches a register as a user does: the words in the search box, then Enter. */
export async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search by name or number' })
  await box.fill(text)
  await box.press('Enter')
}
