import { expect, type Page } from '@playwright/test'

/** A paged list's count: "1,344 in all", or on a list of several pages its rows shown, "26–50 of 1,344". */
const COUNTED = /^(?:[\d,]+ in all|[\d,]+–[\d,]+ of [\d,]+)$/

/** The count beside a list's pager (a live region: read out as each page comes). */
export const listCount = (page: Page) =>
  page.locator('[aria-live="polite"]').filter({ hasText: COUNTED })

/** The whole list's total, once its count has come (it reads "Loading…" meanwhile). */
export async function listTotal(page: Page) {
  const count = listCount(page)
  await expect(count).toHaveText(COUNTED)
  const text = (await count.textContent({ timeout: 5_000 }))!
  return Number(
    text
      .replace(/ in all$/, '')
      .split(' of ')
      .at(-1)!
      .replaceAll(',', ''),
  )
}
