// The Teaching Staff Summary (decision 0230): a campus registers a woman Dalit PhD Lecturer, and the
// summary counts her in the Lecturer row's Female, Dalit and Permanent cells and in its total.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, outboxRows, unique } from './support/offline'
import { fieldset } from './support/screen'

const postTable = (page: Page) =>
  page.getByRole('table', { name: 'Teaching Staff Summary: Working staff by post' })

/** The Lecturer row's counts by column heading (0 for a post with nobody yet). */
async function lecturerCounts(page: Page) {
  await expect(postTable(page)).toBeVisible()
  const headings = await postTable(page).getByRole('columnheader').allInnerTexts()
  const row = postTable(page).getByRole('row', { name: /^Lecturer\b/ })
  if (!(await row.count())) return Object.fromEntries(headings.map((h) => [h, 0]))
  const cells = await row.getByRole('cell').allInnerTexts()
  return Object.fromEntries(
    headings.slice(1).map((h, i) => [h, Number(cells[i]!.replaceAll(',', ''))]),
  )
}

test('a teacher registered by her campus is counted in the Teaching Staff Summary', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/teaching-staff-summary')
  await expect(
    page.getByRole('heading', { name: 'Teaching Staff Summary', level: 1 }),
  ).toBeVisible()
  const before = await lecturerCounts(page)

  await page.goto('/employee-management/employee-list')
  await page.getByRole('link', { name: 'Register an employee' }).click()
  const last = unique('Bishwokarma').replace(' ', '')
  const person = fieldset(page, 'Personal details')
  await person.getByLabel('First Name').fill('Sarita')
  await person.getByLabel('Last Name').fill(last)
  await choose(person, 'Gender', 'Female')
  await choose(person, 'Ethnic Group', 'Dalit')
  await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2045-03-10')
  const appointment = fieldset(page, 'Appointment')
  await appointment.getByLabel('Employee Code').fill(unique('S').replace(' ', '-'))
  await choose(appointment, 'Post', 'Lecturer')
  // A new employee's appointment is permanent until changed.
  await expect(appointment.getByRole('combobox', { name: 'Appointment Type' })).toHaveValue(
    'Permanent',
  )
  await appointment
    .getByRole('textbox', { name: 'Date of Joining', exact: true })
    .fill('2075-04-01')
  await choose(fieldset(page, 'Highest qualification'), 'Highest Qualification', 'PhD')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(person.getByLabel('First Name')).toHaveValue('')
  // "Pending" can be hidden before the save is queued: wait for the outbox itself to be empty, so
  // leaving the page cannot cut the employee's POST short.
  await expect.poll(async () => (await outboxRows(page)).length).toBe(0)

  // Each look reloads the summary: a read made before the POST landed never changes by itself.
  await expect
    .poll(async () => {
      await page.goto('/teaching-staff-summary')
      return (await lecturerCounts(page)).Total
    })
    .toBe((before.Total ?? 0) + 1)
  const after = await lecturerCounts(page)
  const moved = Object.keys(after).filter((k) => after[k] !== before[k])
  expect(moved.sort()).toEqual(['Dalit', 'Female', 'Permanent', 'Total'])
  await expect(
    page.getByRole('table', { name: 'Teaching Staff Summary: Student–teacher ratio' }),
  ).toBeVisible()
})
