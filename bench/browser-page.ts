// What the benchmarks that drive the built app in Chromium share: a session put in the page as the
// app keeps it (no sign-in screen to time), and the page's long tasks (a "freeze": over 50 ms by the
// browser's own rule), kept where the benchmark can read and reset them.
import type { Page } from '@playwright/test'

/**
 * Signs `email` in through the API and leaves the session where the app reads it, from the page
 * `at` of the app's origin (the sign-in page unless said; a page that runs no app code, such as
 * the favicon, leaves nothing of the app cached).
 */
export async function signIn(page: Page, baseUrl: string, email: string, at = `${baseUrl}/login`) {
  const login = await page.request.post(`${baseUrl}/api/User/Login`, {
    data: { email, password: 'Demo@12345' },
  })
  if (!login.ok()) throw new Error(`sign-in of ${email}: ${login.status()}`)
  const user: unknown = await login.json()
  await page.goto(at)
  await page.evaluate(
    (u) => localStorage.setItem('root', JSON.stringify({ version: 1, user: u })),
    user,
  )
}

/** An init script: every long task of the page from its start. */
export const watchLongTasks = () => {
  const w = window as unknown as { longTasks: number[] }
  w.longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

export const forgetLongTasks = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { longTasks: number[] }).longTasks = []))

/** The longest task since the last `forgetLongTasks` (0: none over 50 ms). */
export async function longestTask(page: Page) {
  // A task still running when the step's end was seen is reported when it ends.
  await page.waitForTimeout(100)
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  return Math.max(0, ...tasks)
}
