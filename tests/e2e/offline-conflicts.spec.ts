import { expect } from '@playwright/test'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, pendingCount, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { rowOf } from './support/screen'

type Row = Record<string, unknown>

offlineTest(
  'an offline create of a faculty whose name exists is shown in the conflicts screen, not dropped',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/other-setup/faculty-management')
    await waitForServiceWorkerControl(page)
    const token = await tokenOf(page)
    const name = unique('Faculty of Twins')
    const created = await page.request.post('/api/Faculty', {
      headers: { authorization: `Bearer ${token}` },
      data: { facultyName: name, facultyType: 'general', shortName: 'TW' },
    })
    expect(created.status()).toBe(201)

    await context.setOffline(true)
    await expectOnline(page, false)
    await page.getByLabel('Faculty Name').fill(name.toUpperCase())
    await choose(page, 'Faculty Type', 'Technical')
    await page.getByLabel('Short Name').fill('TW2')
    await page.getByRole('button', { name: 'Save' }).click()
    // Case-sensitive, since a string's hasText ignores case and would also match the server's row.
    const mine = rowOf(page, new RegExp(name.toUpperCase()))
    await expect(mine).toContainText('Pending')

    await context.setOffline(false)
    await expect(page.getByText('Faculty already exists!').first()).toBeVisible()
    await expect(mine).toContainText('Conflict')
    await page.getByRole('link', { name: /to resolve/ }).click()
    const card = page.getByRole('article', { name: `Faculty: ${name.toUpperCase()}` })
    await expect(card).toContainText('Faculty already exists!')
    await expect(card.getByText('Mine', { exact: true })).toBeVisible()
    await expect(card.getByText('The record it duplicates (on the server)')).toBeVisible()
    await expect(card).toContainText(name)
    // Nothing reached the server twice, nothing was dropped: one faculty, and the edit waits here.
    const found = await serverList<Row>(page, token, '/Faculty/GetAllFaculties')
    expect(
      found.filter((f) => String(f.facultyName).toLowerCase() === name.toLowerCase()),
    ).toHaveLength(1)
  },
)

offlineTest(
  'a stale level edit: keep mine, take theirs, and edit and retry each end the server in the chosen state; an edit of another field is no conflict',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/other-setup/level-management')
    await waitForServiceWorkerControl(page)
    const token = await tokenOf(page)
    // The second session: the same account signed in elsewhere, editing through the API.
    const other = await (
      await page.request.post('/api/User/Login', {
        data: { email: 'uniadmin@hemis.local', password: 'Demo@12345' },
      })
    ).json()
    const name = unique('Level of Dispute')
    const created = await page.request.post('/api/Level', {
      headers: { authorization: `Bearer ${token}` },
      data: { levelName: name, code: 'LD' },
    })
    const id = ((await created.json()) as { id: number }).id
    const serverLevel = async () =>
      (await (
        await page.request.get(`/api/level/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as Row
    const theyEdit = async (data: Row) => {
      const current = await serverLevel()
      const answer = await page.request.patch(`/api/Level/${id}`, {
        headers: {
          authorization: `Bearer ${other.tokenString}`,
          'if-match': `"${String(current.version)}"`,
        },
        data,
      })
      expect(answer.status()).toBe(200)
    }
    /** Offline, I set the Details; the other session saves `theirs` meanwhile; back online. */
    const iEditOfflineWhile = async (remarks: string, theirs: Row) => {
      await page.goto('/other-setup/level-management')
      await expect(rowOf(page, name)).toBeVisible()
      await context.setOffline(true)
      await expectOnline(page, false)
      await page.getByRole('button', { name: `Edit ${name}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Level' })
      await dialog.getByLabel('Details').fill(remarks)
      await dialog.getByRole('button', { name: 'Update' }).click()
      await theyEdit(theirs)
      await context.setOffline(false)
    }
    const iEditOfflineAndConflict = async (remarks: string) => {
      await iEditOfflineWhile(remarks, { remarks: `theirs before ${remarks}` })
      await expect(rowOf(page, name)).toContainText('Conflict')
      await page.getByRole('link', { name: /to resolve/ }).click()
      const card = page.getByRole('article', { name: `Level: ${name}` })
      await expect(card).toContainText('Edited by someone else')
      // The field both changed, before the edit, mine and theirs, marked as the one to decide.
      const details = card
        .getByRole('table', { name: 'What this edit changes' })
        .getByRole('row', { name: /Details/ })
      await expect(details).toContainText('changed on both sides')
      await expect(details.getByRole('cell').nth(1)).toHaveText(remarks)
      await expect(details.getByRole('cell').nth(2)).toHaveText(`theirs before ${remarks}`)
      return card
    }

    let card = await iEditOfflineAndConflict('mine 1')
    await card.getByRole('button', { name: 'Keep mine' }).click()
    await expect(pendingCount(page)).toHaveText('0')
    await expect.poll(async () => (await serverLevel()).remarks).toBe('mine 1')

    card = await iEditOfflineAndConflict('mine 2')
    await card.getByRole('button', { name: 'Take theirs' }).click()
    await expect(page.getByText('No conflicts.')).toBeVisible()
    expect((await serverLevel()).remarks).toBe('theirs before mine 2')

    card = await iEditOfflineAndConflict('mine 3')
    await card.getByRole('button', { name: 'Edit and retry' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Level' })
    await dialog.getByLabel('Details').fill('merged 3')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('No conflicts.')).toBeVisible()
    await expect.poll(async () => (await serverLevel()).remarks).toBe('merged 3')

    // They change another field (the code) while my Details wait: no conflict, both kept (0377).
    await iEditOfflineWhile('mine 4', { code: 'LX' })
    await expect(pendingCount(page)).toHaveText('0')
    await expect
      .poll(async () => {
        const level = await serverLevel()
        return [level.remarks, level.code]
      })
      .toEqual(['mine 4', 'LX'])
    await expect(rowOf(page, name)).toContainText('LX')
    await expect(rowOf(page, name)).not.toContainText('Conflict')
  },
)
