// The Student area by keyboard alone, as a screen reader user meets it: where focus goes after
// each action (never back to the document's start) and what is announced. axe checks names and
// roles on every route (accessibility.spec.ts); it cannot press keys.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { listCount, listTotal } from './support/list-count'
import { signInAs, startSession } from './support/demo-users'
import { choose, tokenOf, unique } from './support/offline'
import { fieldset } from './support/screen'
import { fillAddressAndEnrolment } from './support/student-form'
import { PNG } from './support/png'
import { newStudent } from './support/new-student'

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

  // A photo's clear button goes with the file: focus goes to the photo's box.
  await page.locator('input[type=file]').setInputFiles({
    name: 'kiran.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  const photoBox = page.getByRole('button', { name: 'Photo', exact: true })
  await expect(photoBox).toContainText('kiran.png')
  await page.getByRole('button', { name: 'Clear the chosen file' }).focus()
  await press(page, 'Enter')
  await expect(photoBox).toBeFocused()
  await expect(photoBox).not.toContainText('kiran.png')

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

test('the student list by keyboard: a search keeps focus and announces its count; a page turned keeps focus on its button and announces its rows', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const count = listCount(page)
  await expect(count).toHaveAttribute('aria-live', 'polite')
  // Other tests add to the register as this one runs: the whole list is compared as at least what
  // it was.
  const total = () => listTotal(page)
  const whole = await total()

  // Enter in the search box sends the words and leaves focus in the box (it was drawn anew).
  const box = page.getByRole('searchbox', { name: 'Search by name or number' })
  await box.fill('Adhikari')
  await press(page, 'Enter')
  await expect(page).toHaveURL(/q=Adhikari/)
  await expect(box).toBeFocused()
  await expect.poll(total).toBeLessThan(whole)
  expect(await total()).toBeGreaterThan(0)

  // Back to the whole list by keyboard, then the next page and the one before by their buttons:
  // focus stays on the button pressed, though both only look disabled while the page loads.
  await box.fill('')
  await press(page, 'Enter')
  await expect(page).not.toHaveURL(/q=/)
  await expect.poll(total).toBeGreaterThanOrEqual(whole)
  const next = page.getByRole('button', { name: 'Next page' })
  const previous = page.getByRole('button', { name: 'Previous page' })
  await expect(previous).toBeDisabled()
  await next.focus()
  await press(page, 'Enter')
  await expect(page).toHaveURL(/(?=.*[?&]after=)(?=.*[?&]page=2(&|$))/)
  await expect(previous).toBeEnabled()
  await expect(next).toBeFocused()
  // The count, read out as the page comes, says where in the list it is; the rows are numbered on.
  await expect(count).toHaveText(/^26–50 of /)
  await expect(page.locator('td[data-serial]').first()).toHaveText('26')
  await previous.focus()
  await press(page, 'Enter')
  await expect(page).toHaveURL(/(?=.*[?&]before=)(?=.*[?&]page=1(&|$))/)
  await expect(count).toHaveText(/^1–25 of /)
  await expect.poll(total).toBeGreaterThanOrEqual(whole)
  // The first page again: Previous is disabled there, so focus moves to Next, not the page's start.
  await expect(previous).toBeDisabled()
  await expect(next).toBeFocused()

  // The column the rows are in the order of says so; newest first is in no column's order.
  const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true })
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  // Its button turns the order, focus staying on it; the Sort select shows the same choice.
  const byName = nameHeader.getByRole('button', { name: 'Name' })
  const firstKey = () => page.locator('tbody tr[data-row-key]').first().getAttribute('data-row-key')
  const fromA = await firstKey()
  await byName.focus()
  await press(page, 'Enter')
  await expect(page).toHaveURL(/sort=-name/)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(byName).toBeFocused()
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Name, Z to A')
  await expect.poll(firstKey).not.toBe(fromA)
  await press(page, 'Enter')
  await expect(page).not.toHaveURL(/sort=/)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect.poll(firstKey).toBe(fromA)
  await choose(page, 'Sort', 'Newest first')
  await expect(page).toHaveURL(/sort=newest/)
  await expect(nameHeader).not.toHaveAttribute('aria-sort')
  await expect(page.getByRole('columnheader').and(page.locator('[aria-sort]'))).toHaveCount(0)
  // From the time added, the header goes back to the name order from A.
  await byName.click()
  await expect(page).not.toHaveURL(/sort=/)
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')

  // Export opens on its first choice (not on an unnamed placeholder), and Escape gives focus back.
  const exportButton = page.getByRole('button', { name: 'Export' })
  await exportButton.focus()
  await press(page, 'Enter')
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeFocused()
  await press(page, 'Escape')
  await expect(exportButton).toBeFocused()
  // Tab leaves an open menu, closing it, to where Tab goes from its button (WAI-ARIA's menu
  // button); Shift+Tab to the stop before it.
  const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
  await press(page, 'Tab')
  const afterExport = await focused()
  await press(page, 'Shift+Tab')
  await press(page, 'Shift+Tab')
  const beforeExport = await focused()
  for (const [key, reached] of [
    ['Tab', afterExport],
    ['Shift+Tab', beforeExport],
  ] as const) {
    await exportButton.focus()
    await press(page, 'Enter')
    await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeFocused()
    await press(page, key)
    await expect(page.getByRole('menu')).toBeHidden()
    expect(await focused()).toBe(reached)
  }

  // Where the table fits (a wide screen: at 1280 px it depends on the names listed), its box is no
  // tab stop. On a phone it scrolls sideways, and is one, a region named as its table.
  const table = page.getByRole('table').first()
  const scroller = table.locator('xpath=../..')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expect(scroller).not.toHaveAttribute('tabindex')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(scroller).toHaveAttribute('tabindex', '0')
  await expect(scroller).toHaveRole('region')
  await expect(scroller).toHaveAccessibleName((await table.getAttribute('aria-label'))!)
})

test("a student's verification by keyboard: a decision taken leaves focus on a heading, a box closed on its button, and an act without its reason says so on the reason's box", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const token = await tokenOf(page)
  const campus = { authorization: `Bearer ${token}` }
  const last = unique('Verify').replace(' ', '')
  const id = await newStudent(page, token, last)
  const path = `/student-management/student-verification/${id}`
  await page.goto(path)
  const heading = page.getByRole('heading', { level: 1, name: `Sita ${last}` })

  // Submit goes once pressed: focus goes to the page's heading, not the page's start.
  const submit = page.getByRole('button', { name: 'Submit for verification' })
  await submit.focus()
  await press(page, 'Enter')
  await expect(heading).toBeFocused()
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible()
  await expect(submit).toHaveCount(0)
  await expect(heading).toBeFocused()

  // The university: Return with reason opens its reason box with focus in it; Cancel closes it
  // back onto the button; the return taken (its button then gone) leaves focus on the heading.
  await signInAs(page, 'uniadmin', path)
  const returning = page.getByRole('button', { name: 'Return with reason' })
  await returning.focus()
  await press(page, 'Enter')
  const reason = page.getByRole('textbox', { name: 'Reason' })
  await expect(reason).toBeFocused()
  // Pressed without a reason, the return says on the box that one is required (tied to the box,
  // read with it) and focus goes back there; nothing is sent.
  await press(page, 'Tab')
  await expect(returning).toBeFocused()
  await press(page, 'Enter')
  await expect(reason).toBeFocused()
  await expect(reason).toHaveAccessibleDescription('A reason is required')
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible()
  await press(page, 'Tab')
  await press(page, 'Tab')
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await press(page, 'Enter')
  await expect(returning).toBeFocused()
  await press(page, 'Enter')
  await expect(reason).toBeFocused()
  await expect(reason).not.toHaveAccessibleDescription('A reason is required')
  await page.keyboard.type('The date of birth is wrong')
  await press(page, 'Tab')
  await expect(returning).toBeFocused()
  await press(page, 'Enter')
  await expect(heading).toBeFocused()
  await expect(
    page.getByText('Returned by the university: The date of birth is wrong'),
  ).toBeVisible()

  // Submitted again (by the API), it is verified by keyboard: focus again on the heading.
  const again = await page.request.post(`/api/Student/${id}/Submit`, { headers: campus })
  expect(again.status()).toBe(200)
  await page.reload()
  const verify = page.getByRole('button', { name: 'Verify', exact: true })
  await verify.focus()
  await press(page, 'Enter')
  await expect(heading).toBeFocused()
  await expect(verify).toHaveCount(0)
  // The history says the return's reason once, and no "Reason … → (empty)" of the resubmission.
  const history = page.getByRole('heading', { name: 'History', exact: true }).locator('..')
  await expect(history).toContainText('The date of birth is wrong')
  await expect(history.getByText('The date of birth is wrong')).toHaveCount(1)

  // A change request approved goes with its buttons: focus goes to the list's heading.
  const asked = await page.request.post(`/api/Student/${id}/ChangeRequest`, {
    headers: campus,
    data: { fields: { phone: '9841000001' }, reason: 'The phone was left out' },
  })
  expect(asked.ok()).toBe(true)
  await page.reload()
  const approve = page.getByRole('button', { name: 'Approve' })
  await approve.focus()
  await press(page, 'Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Change requests' })).toBeFocused()
  await expect(page.getByText('Approved', { exact: true })).toBeVisible()
  await expect(approve).toHaveCount(0)

  // The campus: Request a change opens the form at its heading; sent without a reason, it says so
  // on the reason's box and focus goes there; Cancel returns focus to Request a change.
  await signInAs(page, 'collegeadmin', path)
  const requestChange = page.getByRole('button', { name: 'Request a change' })
  await requestChange.focus()
  await press(page, 'Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Propose a change' })).toBeFocused()
  await page.getByLabel('Phone', { exact: true }).fill('9841000002')
  // (Send waits, disabled, for the lists the form reads.)
  const send = page.getByRole('button', { name: 'Send the change request' })
  await expect(send).toBeEnabled()
  await send.focus()
  await press(page, 'Enter')
  await expect(page.getByRole('textbox', { name: 'Reason' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'A reason is required',
  )
  await page.getByRole('button', { name: 'Cancel', exact: true }).focus()
  await press(page, 'Enter')
  await expect(requestChange).toBeFocused()
})

test("a student's documents and identity card by keyboard: a document removed, a file cleared and a card issued leave focus in place", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const token = await tokenOf(page)
  const id = await newStudent(page, token, unique('Papers').replace(' ', ''))
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
  const uploaded = await page.request.post(
    `/api/Student/${id}/Document?kind=transcript&name=Marksheet.pdf`,
    { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' }, data: pdf },
  )
  expect(uploaded.ok(), await uploaded.text()).toBe(true)

  // Remove goes with its row: focus goes to the list's heading, and the toast says what went.
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  const documents = page.getByRole('region', { name: 'Documents' })
  const remove = documents.getByRole('button', { name: 'Remove Marksheet.pdf' })
  await remove.focus()
  await press(page, 'Enter')
  await expect(documents.getByRole('heading', { name: 'Documents', exact: true })).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: 'removed' })).toHaveText(
    'Marksheet.pdf removed.',
  )
  await expect(remove).toHaveCount(0)

  // A chosen file's clear button is named, and goes with the file: focus goes to the file's box.
  await documents.locator('input[type=file]').setInputFiles({
    name: 'Notes.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  const clear = documents.getByRole('button', { name: 'Clear the chosen file' })
  await clear.focus()
  await press(page, 'Enter')
  await expect(clear).toHaveCount(0)
  await expect(documents.getByRole('button', { name: 'File', exact: true })).toBeFocused()

  // A card issued: its button (busy meanwhile) keeps focus, now to replace the card.
  await page.goto(`/student-management/student-card/${id}`)
  await page.getByRole('textbox', { name: 'Valid until', exact: true }).fill('2085-03-15')
  await page.getByRole('button', { name: 'Issue a card' }).focus()
  await press(page, 'Enter')
  await expect(
    page.getByRole('button', { name: 'Replace the card (lost or damaged)' }),
  ).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: 'Cards issued' })).toHaveText(
    'Cards issued: 1',
  )
})
