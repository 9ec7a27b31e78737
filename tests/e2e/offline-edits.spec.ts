import { expect, type Page } from '@playwright/test'
import { signInAs } from './support/demo-users'
import {
  choose,
  expectOnline,
  outboxRows,
  pendingCount,
  serverList,
  tokenOf,
  unique,
} from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { rowOf } from './support/screen'

type Row = Record<string, unknown>

async function saveFaculty(page: Page, name: string) {
  await page.getByLabel('Faculty Name').fill(name)
  await choose(page, 'Faculty Type', 'General')
  await page.getByLabel('Short Name').fill('OFF')
  await page.getByRole('button', { name: 'Save' }).click()
}

offlineTest(
  'offline create and edit of a faculty, a level and a subject survive a reload and sync exactly once',
  async ({ page, context }) => {
    await signInAs(page, 'uniadmin', '/program-management/subject-management')
    await waitForServiceWorkerControl(page)
    // Online once, so the lists and the dropdown options are cached.
    await expect(page.getByRole('table')).toContainText('Compulsory')
    await page.goto('/other-setup/level-management')
    await expect(page.getByRole('table')).toBeVisible()
    await page.goto('/other-setup/faculty-management')
    await expect(page.getByRole('table')).toBeVisible()
    await expectOnline(page, true)

    await context.setOffline(true)
    await expectOnline(page, false)

    const faculty = unique('Faculty of Offline Studies')
    await saveFaculty(page, faculty)
    await expect(rowOf(page, faculty)).toContainText('Pending')
    await page.getByRole('button', { name: `Edit ${faculty}` }).click()
    const facultyDialog = page.getByRole('dialog', { name: 'Update Faculty Management' })
    await facultyDialog.getByLabel('Alias').fill('edited offline')
    await facultyDialog.getByRole('button', { name: 'Update' }).click()
    await expect(rowOf(page, faculty)).toContainText('edited offline')

    await page.getByRole('link', { name: 'Level Management' }).first().click()
    const level = unique('Level Offline')
    await page.getByLabel('Level Name').fill(level)
    await page.getByLabel('Code').fill('LOFF')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(rowOf(page, level)).toContainText('Pending')
    await page.getByRole('button', { name: `Edit ${level}` }).click()
    const levelDialog = page.getByRole('dialog', { name: 'Edit Level' })
    await levelDialog.getByLabel('Details').fill('edited offline')
    await levelDialog.getByRole('button', { name: 'Update' }).click()
    await expect(rowOf(page, level)).toContainText('edited offline')

    await page.goto('/program-management/subject-management')
    const subject = unique('Subject Offline')
    const form = page.getByRole('region', { name: 'Add Subject' })
    await choose(form, 'Program', 'Bachelor of Business Studies')
    await form.getByLabel('Subject Name').fill(subject)
    await choose(form, 'Subject Type', 'Compulsory')
    await form.getByLabel('Short Name').fill('SOFF')
    await form.getByLabel('Code').fill(unique('SO').replace(' ', ''))
    await choose(form, 'Year', 'First Year')
    await form.getByRole('button', { name: 'Save' }).click()
    await choose(page.getByRole('search'), 'Program', 'Bachelor of Business Studies')
    await expect(rowOf(page, subject)).toContainText('Pending')
    await page.getByRole('button', { name: `Edit ${subject}` }).click()
    const subjectDialog = page.getByRole('dialog', { name: 'Edit Subject' })
    await expect(subjectDialog.getByRole('combobox', { name: 'Program' })).toBeDisabled()
    await subjectDialog.getByLabel('Alias').fill('edited offline')
    await subjectDialog.getByRole('button', { name: 'Update' }).click()
    await expect(rowOf(page, subject)).toContainText('edited offline')

    // Still offline: a reload comes from the installed shell and the edits are still pending.
    await page.reload()
    await expect(pendingCount(page)).toHaveText('6')
    await expect(rowOf(page, subject)).toContainText('Pending')
    await page.goto('/other-setup/faculty-management')
    await expect(rowOf(page, faculty)).toContainText('Pending')

    await context.setOffline(false)
    await expectOnline(page, true)
    await expect(pendingCount(page))
      .toHaveText('0')
      .catch(async (e) => {
        console.log(JSON.stringify(await outboxRows(page), null, 1))
        throw e
      })
    await expect(rowOf(page, faculty)).not.toContainText('Pending')

    const token = await tokenOf(page)
    const faculties = await serverList<Row>(page, token, '/Faculty/GetAllFaculties')
    expect(faculties.filter((f) => f.facultyName === faculty)).toMatchObject([
      { alias: 'edited offline' },
    ])
    const levels = await serverList<Row>(page, token, '/Level/GetAllLevels')
    expect(levels.filter((l) => l.levelName === level)).toMatchObject([
      { remarks: 'edited offline' },
    ])
    const subjects = await serverList<Row>(
      page,
      token,
      `/Subject/GetAllSubjects?search=${encodeURIComponent(subject)}`,
    )
    expect(subjects).toMatchObject([
      { subjectName: subject, alias: 'edited offline', year: 1, semester: null },
    ])
  },
)
