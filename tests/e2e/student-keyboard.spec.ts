// The Student area by keyboard alone, as a screen reader user meets it: where focus goes after
// each action (never back to the document's start) and what is announced. axe checks names and
// roles on every route (accessibility.spec.ts); it cannot press keys.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, unique } from './support/offline'
import { fieldset } from './support/screen'
import { fillAddressAndEnrolment } from './support/student-form'

/** Presses `key` on what has focus (as a user does), not on an element the test picks. */
const press = (page: Page, key: string) => page.keyboard.press(key)

test('the register form by keyboard: first invalid field, date grid, repeated rows, the save and an edit', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const person = fieldset(page, 'Personal details')
  const first = person.getByRole('textbox', { name: 'First Name' })
  const save = page.getByRole('button', { name: 'Save' })

  // A refused save takes focus to the first field at fault, its message tied to it. (Save waits,
  // disabled, for the lists the form reads.)
  await expect(save).toBeEnabled()
  await save.focus()
  await press(page, 'Enter')
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await expect(first).toHaveAccessibleDescription('First name is required')

  // The month grid: one day is the tab stop, arrows move it (across a month's edge), Enter picks it
  // and focus is back on the button that opened it.
  const dob = person.getByRole('textbox', { name: 'Date of Birth', exact: true })
  await dob.fill('2061-02-01')
  const opener = person.getByRole('button', { name: 'Pick a date for Date of Birth' })
  await opener.focus()
  await press(page, 'Enter')
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('button', { name: '2061-02-01' })).toBeFocused()
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1)
  await press(page, 'ArrowLeft')
  await expect(grid).toHaveAccessibleName('Baisakh 2061')
  await expect(grid.getByRole('button', { name: '2061-01-31' })).toBeFocused()
  await press(page, 'ArrowDown')
  await press(page, 'ArrowRight')
  await expect(grid.getByRole('button', { name: '2061-02-08' })).toBeFocused()
  await press(page, 'Enter')
  await expect(grid).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(dob).toHaveValue('2061-02-08')

  // A repeated group: Add takes focus into the new row, Remove (gone with its row) back to Add.
  const qualifications = fieldset(page, 'Previous qualifications')
  const add = qualifications.getByRole('button', { name: 'Add: Qualification' })
  await add.focus()
  await press(page, 'Enter')
  await expect(
    qualifications
      .getByRole('group', { name: 'Qualification 1' })
      .getByRole('combobox', { name: 'Level' }),
  ).toBeFocused()
  await qualifications.getByRole('button', { name: 'Remove: Qualification 1' }).focus()
  await press(page, 'Enter')
  await expect(qualifications.getByRole('group', { name: 'Qualification 1' })).toHaveCount(0)
  await expect(add).toBeFocused()

  // Saved: the form clears for the next student with focus on its first field, and the live
  // region (there before the save) says who was saved.
  const last = unique('Keyboard').replace(' ', '')
  await first.fill('Kiran')
  await person.getByRole('textbox', { name: 'Last Name' }).fill(last)
  await choose(person, 'Gender', 'Female')
  await fillAddressAndEnrolment(page, 'Bachelor of Business Studies', unique('K').replace(' ', ''))
  await save.focus()
  await press(page, 'Enter')
  await expect(first).toHaveValue('')
  await expect(first).toBeFocused()
  const status = page.getByRole('status').filter({ hasText: 'Saved.' })
  await expect(status).toHaveText(`Saved. Open the new student’s record: Kiran ${last}`)

  // The record's page: Edit opens the form at its heading, Cancel and Update return to Edit,
  // which after an update is described as saved.
  await status.getByRole('link').click()
  const edit = page.getByRole('button', { name: 'Edit', exact: true })
  await expect(edit).toBeEnabled()
  await edit.focus()
  await press(page, 'Enter')
  await expect(page.getByRole('heading', { name: 'Edit Student', level: 2 })).toBeFocused()
  await page.getByRole('button', { name: 'Cancel' }).focus()
  await press(page, 'Enter')
  await expect(edit).toBeFocused()
  await press(page, 'Enter')
  await page.getByRole('textbox', { name: 'Middle Name' }).fill('K')
  const update = page.getByRole('button', { name: 'Update' })
  await expect(update).toBeEnabled()
  await update.focus()
  await press(page, 'Enter')
  await expect(edit).toBeFocused()
  await expect(edit).toHaveAccessibleDescription('Changes saved.')
})

test('the student list by keyboard: a search keeps focus and announces its count; a page turned keeps focus on its button', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const count = page.getByText(/ in all$/)
  await expect(count).toHaveAttribute('aria-live', 'polite')
  // The whole register (other tests add to it): counted once the page has come.
  await expect(count).toHaveText(/^[\d,]+ in all$/)
  const whole = (await count.textContent())!

  // Enter in the search box sends the words and leaves focus in the box (it was drawn anew).
  const box = page.getByRole('searchbox', { name: 'Search by name or number' })
  await box.fill('Adhikari')
  await press(page, 'Enter')
  await expect(page).toHaveURL(/q=Adhikari/)
  await expect(box).toBeFocused()
  await expect(count).not.toHaveText(whole)
  const found = Number((await count.textContent())!.split(' ')[0]!.replaceAll(',', ''))
  expect(found).toBeGreaterThan(0)

  // Back to the whole list by keyboard, then the next page and the one before by their buttons:
  // focus stays on the button pressed, though both only look disabled while the page loads.
  await box.fill('')
  await press(page, 'Enter')
  await expect(count).toHaveText(whole)
  const next = page.getByRole('button', { name: 'Next page' })
  const previous = page.getByRole('button', { name: 'Previous page' })
  await expect(previous).toBeDisabled()
  await next.focus()
  await press(page, 'Enter')
  await expect(page).toHaveURL(/after=/)
  await expect(previous).toBeEnabled()
  await expect(next).toBeFocused()
  await previous.focus()
  await press(page, 'Enter')
  await expect(page).toHaveURL(/before=/)
  await expect(count).toHaveText(whole)
  // The first page again: Previous is disabled there, so focus moves to Next, not the page's start.
  await expect(previous).toBeDisabled()
  await expect(next).toBeFocused()
})
