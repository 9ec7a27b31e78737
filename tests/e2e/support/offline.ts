import { expect, type Page } from '@playwright/test'

/** The signed-in user's token, read from the stored session, for checking the server directly. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('root') ?? '{}') as {
      user?: { tokenString?: string }
    }
    return root.user?.tokenString ?? ''
  })
}

/** GET an API list as the signed-in user (the server's truth, not the app's cache). */
export async function serverList<T>(page: Page, token: string, path: string): Promise<T[]> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  const body = (await response.json()) as T[] | { items: T[] }
  return Array.isArray(body) ? body : body.items
}

/** The header's pending count, as the user reads it. */
export const pendingCount = (page: Page) => page.getByTestId('pending-count')

export async function expectOnline(page: Page, online: boolean) {
  await expect(page.getByTestId('connectivity')).toHaveText(online ? 'Online' : 'Offline')
}

/**
 * Picks an option of a Mantine select by its label (a pattern where the label is part of another's:
 * `/^Year$/` beside "Fiscal Year of Enrolment"), inside `scope` (the page or a dialog). A click that
 * lands while the screen is still settling (a page just opened, a loaded machine) can leave the
 * dropdown shut: it is opened again until the option shows, never toggled shut once it is open.
 */
export async function choose(
  scope: Page | ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option: string,
) {
  const page = 'page' in scope ? scope.page() : scope
  const combobox = scope.getByRole('combobox', { name: label })
  const wanted = page.getByRole('option', { name: option, exact: true })
  // Opened and clicked in one retry: a dropdown that closes between seeing the option and clicking
  // it (the form drawn again when a list arrives) is opened again, never waited on for ever. A
  // click that chose the option but took longer than its timeout (a busy CI machine) is not
  // repeated: clicking a chosen option again takes the choice away.
  await expect(async () => {
    if ((await combobox.inputValue()) === option) return
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click()
    await wanted.click({ timeout: 3_000 })
  }).toPass()
}

export const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 8)}`

/** The outbox as stored (for failure messages). */
export async function outboxRows(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('hemis')
        open.onerror = () => reject(new Error('cannot open hemis'))
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll()
          request.onsuccess = () => resolve(request.result as unknown[])
        }
      }),
  )
}

/** Whether this device keeps a copy of record `key` of `entity` (for any user). */
export async function deviceKeeps(page: Page, entity: string, key: string): Promise<boolean> {
  return page.evaluate(
    ([entity, key]) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('hemis')
        open.onerror = () => reject(new Error('cannot open hemis'))
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').getAllKeys()
          request.onsuccess = () =>
            resolve(
              (request.result as [string, string, string][]).some(
                ([, e, k]) => e === entity && k === key,
              ),
            )
        }
      }),
    [entity, key] as const,
  )
}
