import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { MAIL_DIR } from '../../../playwright.config'

/** The newest mail the test server wrote for an address (HEMIS_MAIL_DIR), waiting for it. */
export async function lastMailTo(address: string, dir = MAIL_DIR): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse()
        for (const name of names) {
          const text = await readFile(join(dir, name), 'utf8')
          if (text.includes(`To: ${address}`)) return (found = text)
        }
        return ''
      },
      { message: `a mail to ${address}` },
    )
    .not.toBe('')
  return found
}

/** The in-app path of the reset link in a mail, e.g. /reset-password/a%40b.c/TOKEN. */
export function resetPathIn(mail: string): string {
  const match = /https?:\/\/[^/\s]+(\/reset-password\/\S+)/.exec(mail.replace(/=\r?\n/g, ''))
  if (!match?.[1]) throw new Error('no reset link in the mail')
  return match[1]
}
