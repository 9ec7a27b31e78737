// The audit trail's export (issue 16): what the filters keep, every page, out to CSV with the
// changes old → new, as the commission reads them on the page.
import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { tokenOf } from './support/offline'

test('the commission exports the audit trail it filtered, every page', async ({ page }) => {
  await signInAs(page, 'ugcadmin', '/user-management/audit')
  const token = await tokenOf(page)
  const name = `Audited Group ${Math.random().toString(36).slice(2, 8)}`
  // Over one page of the export's reads (100 entries): 105 ethnic groups the commission adds.
  for (let i = 0; i < 105; i++) {
    const created = await page.request.post('/api/EthinicGroup', {
      headers: { authorization: `Bearer ${token}` },
      data: { ethnicGroupName: `${name} ${i}` },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
  await page.getByRole('textbox', { name: 'Table' }).fill('ethnic_groups')
  await expect(page.getByRole('row').filter({ hasText: `${name} 104` })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
  const text = (await readFile(await (await download).path())).toString('utf8')
  const lines = text.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toContain('Operation')
  const ours = lines.filter((line) => line.includes(name))
  expect(ours).toHaveLength(105)
  expect(ours[0]).toContain('createEthnicGroup')
  expect(ours[0]).toMatch(/ethnic_groups #\d+ \(insert\)/)
  expect(ours.some((line) => line.includes(`ethnic_group_name: — → ${name} 0`))).toBe(true)
  expect(lines.filter((line) => line && !line.includes('ethnic_groups #')).length).toBe(1)
})
