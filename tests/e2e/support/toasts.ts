import type { Page } from '@playwright/test'

/**
 * Records every toast from now on, as it shows (each is gone after its 5 s); returns a reader of
 * their texts so far: `const toasts = await recordToasts(page)` … `expect(await toasts())`.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>()
    const toasts: string[] = []
    Object.assign(window, { toasts })
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root'))
        if (!seen.has(toast)) {
          seen.add(toast)
          toasts.push(toast.textContent ?? '')
        }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)
}
