// A form's unsaved draft (decision 0391): what a campus typed is kept on the device as it is typed,
// so a page left, a reload or a tab closed loses none of it, and it is given back with a notice.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs, startSession } from './support/demo-users'
import { choose, tokenOf, unique } from './support/offline'
import { fieldset } from './support/screen'
import { newStudent } from './support/new-student'
import { kept } from './support/drafts'

test('a student half entered is given back after the page is left and after a reload, until discarded', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const person = fieldset(page, 'Personal details')
  const first = person.getByRole('textbox', { name: 'First Name' })
  const last = unique('Draft').replace(' ', '')
  await first.fill('Asha')
  await person.getByRole('textbox', { name: 'Last Name' }).fill(last)
  await choose(person, 'Gender', 'Female')

  // Left by a link, straight after typing: the register's page, then back.
  await page.getByRole('link', { name: 'Back to the student list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible()
  await page.goBack()
  const notice = page.getByRole('status').filter({ hasText: 'Restored what was typed here' })
  await expect(notice).toBeVisible()
  await expect(first).toHaveValue('Asha')
  await expect(person.getByRole('textbox', { name: 'Last Name' })).toHaveValue(last)
  await expect(person.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female')

  // A reload (the tab closed and opened again) keeps a change once typing has paused.
  await first.fill('Asmita')
  await expect.poll(() => kept(page, 'student:create')).toMatchObject({ firstName: 'Asmita' })
  await page.reload()
  await expect(notice).toBeVisible()
  await expect(first).toHaveValue('Asmita')

  // Discarded: the form is empty, focus where it begins, and a reload brings nothing back.
  await notice.getByRole('button', { name: 'Discard it' }).click()
  await expect(notice).toHaveCount(0)
  await expect(first).toHaveValue('')
  await expect(first).toBeFocused()
  await expect.poll(() => kept(page, 'student:create')).toBeNull()
})

test("a record's edit typed and not saved is kept on its page, and Edit goes on with it", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const id = await newStudent(page, await tokenOf(page), unique('Edit').replace(' ', ''))
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  const phone = fieldset(page, 'Contact and guardian').getByLabel('Phone', { exact: true })
  await phone.fill('9841000123')
  await expect.poll(() => kept(page, `student:edit:${id}`)).toEqual({ phone: '9841000123' })
  await page.reload()

  // The page says an edit is kept; Edit opens the form with it, and Cancel lets it go.
  const keptNote = page.getByText(/^Changes typed on .* are kept, not saved/)
  await expect(keptNote).toBeVisible()
  await page.getByRole('button', { name: 'Edit' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Restored what was typed' }),
  ).toBeVisible()
  await expect(phone).toHaveValue('9841000123')
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(keptNote).toHaveCount(0)
  expect(await kept(page, `student:edit:${id}`)).toBeNull()
})
