// Typing into a select (decision 0400): Enter and Tab take the highlighted match, Enter never sends
// the form while a list is open, and typing into a chosen select replaces its choice. An audit found
// Enter saving a half-filled student, Tab throwing the typed text away and "None" becoming "NoneVis".
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose } from './support/offline'
import { inNepali } from './support/nepali'
import { fieldset } from './support/screen'

/** The student records the page sends (a save), counted from now. */
function studentPosts(page: Page) {
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/Student\b/i.test(request.url())) posts += 1
  })
  return () => posts
}

test('a select of the register form takes a typed choice by Enter or Tab, never saving the form, and typing replaces a choice', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const posts = studentPosts(page)
  const person = fieldset(page, 'Personal details')
  const first = person.getByRole('textbox', { name: 'First Name' })
  const save = page.getByRole('button', { name: 'Save' })
  await expect(save).toBeEnabled()
  await first.fill('Half')

  // Enter picks the one option left by what was typed; the form is not sent.
  const gender = person.getByRole('combobox', { name: 'Gender' })
  await gender.click()
  await page.keyboard.type('Fem')
  await expect(page.getByRole('option', { name: 'Female', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(gender).toHaveValue('Female')
  await expect(gender).toHaveAttribute('aria-expanded', 'false')
  await expect(gender).toBeFocused()
  // The form was not sent: what was typed before stays.
  await expect(first).toHaveValue('Half')

  // The batch, typed as a clerk reads it off a paper form: Enter takes "2082 Batch".
  const enrolment = fieldset(page, 'Enrolment')
  await choose(enrolment, 'Program', 'Bachelor of Business Studies')
  const batch = enrolment.getByRole('combobox', { name: 'Batch' })
  await batch.click()
  await page.keyboard.type('2082')
  await expect(page.getByRole('option', { name: '2082 Batch', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(batch).toHaveValue('2082 Batch')
  await expect(batch).toBeFocused()

  // Enter in an open list with nothing highlighted (just focused) does not send the form either.
  const year = enrolment.getByRole('combobox', { name: 'Fiscal Year of Enrolment' })
  await year.focus()
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(year).toBeFocused()

  // Tab keeps the typed match rather than throwing the text away.
  await page.keyboard.type('2082/8')
  await page.keyboard.press('Tab')
  await expect(year).toHaveValue('2082/83')
  await expect(year).not.toBeFocused()

  // Typing into a chosen select replaces its choice (by keyboard and by a press), showing the
  // options that match; Enter or Tab takes it.
  const disability = person.getByRole('combobox', { name: 'Disability' })
  await expect(disability).toHaveValue('None')
  await disability.focus()
  await page.keyboard.type('Vis')
  await expect(disability).toHaveValue('Vis')
  await expect(page.getByRole('option', { name: 'Visual', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(disability).toHaveValue('Visual')
  await gender.click()
  await page.keyboard.type('Mal')
  await page.keyboard.press('Tab')
  await expect(gender).toHaveValue('Male')
  // Text typed away (erased) and left: the choice stays as it was, no option taken for it.
  await gender.click()
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Tab')
  await expect(gender).toHaveValue('Male')

  // Nothing was sent, and the form kept all it was given.
  await expect(first).toHaveValue('Half')
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0)
  expect(posts()).toBe(0)
})

test.describe('on a tablet by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

  test('tapping a chosen select and typing replaces its choice', async ({ page }) => {
    await signInAs(page, 'collegeadmin', '/student-management/student-register')
    const address = fieldset(page, 'Permanent address')
    await choose(address, 'Province', 'Bagmati Province (बाग्मती प्रदेश)')
    const province = address.getByRole('combobox', { name: 'Province' })
    await province.tap()
    await page.keyboard.type('Kosh')
    await expect(province).toHaveValue('Kosh')
    await page.keyboard.press('Tab')
    await expect(province).toHaveValue('Koshi Province (कोशी प्रदेश)')
  })
})

test('in Nepali a select is typed to the same, in Devanagari; Devanagari digits find Latin ones', async ({
  page,
}) => {
  await inNepali(page, '/student-management/student-register', 'collegeadmin')
  const disability = page.getByRole('combobox', { name: 'अपाङ्गता' })
  await expect(disability).toHaveValue('छैन')
  await disability.click()
  await page.keyboard.type('दृष्टि')
  await expect(page.getByRole('option', { name: 'दृष्टिसम्बन्धी', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(disability).toHaveValue('दृष्टिसम्बन्धी')
  await expect(disability).toBeFocused()

  // A batch's name as the campus wrote it, typed on a Nepali keyboard.
  await page.goto('/student-management/identity-card-home')
  const batch = page.getByRole('combobox', { name: 'ब्याच' })
  await batch.click()
  await page.keyboard.type('२०८२')
  await expect(page.getByRole('option', { name: '2082 Batch' }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(batch).toHaveValue('2082 Batch')
})

test('the class chooser of identity cards is typed to as the form is: 2082 and Enter picks its batch', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/identity-card-home')
  const batch = page.getByRole('combobox', { name: 'Batch' })
  await batch.click()
  await page.keyboard.type('2082')
  await expect(page.getByRole('option', { name: '2082 Batch' }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(batch).toHaveValue('2082 Batch')
  await expect(page).toHaveURL(/batchId=/)
})
