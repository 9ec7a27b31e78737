// A university's own staff (issue 14, decision 0323): its admin registers an employee of the central
// office (no campus asked), gives her a sign-in account from University Employee Users, and she sets
// her password from the mailed link and signs in with the university role and no more.
import { expect } from '@playwright/test'
import { signInAs } from './support/demo-users'
import { lastMailTo, resetPathIn } from './support/mailbox'
import { choose, serverList, tokenOf, unique } from './support/offline'
import { fieldset, rowOf, searchFor } from './support/screen'
import { test } from './support/test'
import { PNG } from './support/png'

test('a university registers its office employee and gives her an account that signs in as UniAdmin', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'uniadmin', '/employee-management/uni-employee')
  await expect(page.getByRole('heading', { name: 'University Employees' })).toBeVisible()
  await page.getByRole('link', { name: 'Register an employee' }).click()
  const appointment = fieldset(page, 'Appointment')
  await expect(appointment.getByRole('combobox', { name: 'Post' })).toBeVisible()
  // The employer is the university's office: neither campus nor university is asked.
  await expect(appointment.getByRole('combobox', { name: 'Campus' })).toHaveCount(0)

  const last = unique('Gurung').replace(' ', '')
  const email = `${last.toLowerCase()}@office.example.test`
  const person = fieldset(page, 'Personal details')
  await person.getByLabel('First Name').fill('Maya')
  await person.getByLabel('Last Name').fill(last)
  await choose(person, 'Gender', 'Female')
  await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2040-02-12')
  await person.getByLabel('Citizenship No.').fill(`27-01-${last.slice(-5)}`)
  // Her photo goes with the record, as a student's does.
  await person.locator('input[type=file]').setInputFiles({
    name: 'maya.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await fieldset(page, 'Contact').getByLabel('Email').fill(email)
  await appointment.getByLabel('Employee Code').fill(unique('UO').replace(' ', '-'))
  await choose(appointment, 'Post', 'Lecturer')
  await appointment
    .getByRole('textbox', { name: 'Date of Joining', exact: true })
    .fill('2070-04-01')
  // A share of a full-time post above 1 is refused before anything is sent.
  await appointment.getByLabel('Share of a full-time post').fill('1.5')
  await choose(fieldset(page, 'Highest qualification'), 'Highest Qualification', 'Master')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a share above 0 and at most 1')).toBeVisible()
  await appointment.getByLabel('Share of a full-time post').fill('0.5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(person.getByLabel('First Name')).toHaveValue('')

  const token = await tokenOf(page)
  // Saved with its photo: the record, then its photo, leave the outbox in turn.
  await expect
    .poll(async () => {
      const [found] = await serverList<{ photo: unknown }>(page, token, `/Employee?q=${last}`)
      return !!found?.photo
    })
    .toBe(true)
  const [stored] = await serverList<Record<string, unknown>>(page, token, `/Employee?q=${last}`)
  expect(stored).toMatchObject({
    universityId: 1,
    campusId: null,
    fte: 0.5,
    account: null,
    photo: { type: 'image/png', size: PNG.length },
  })

  // Listed as the office's, and on its page the employer is the university.
  await page.goto(`/employee-management/uni-employee?q=${last}`)
  await expect(rowOf(page, last)).toContainText('Tribhuvan University')
  await rowOf(page, last).getByRole('link').click()
  await expect(page.getByRole('img', { name: `Photo: Maya ${last}` })).toBeVisible()
  // Her appointment history: this appointment, at the university's office.
  const appointments = page.getByRole('region', { name: 'Appointment history' })
  await expect(appointments.getByRole('row').nth(1)).toContainText('Tribhuvan University')
  await expect(appointments).toContainText('No sign-in account')

  // University Employee Users: give her an account (the role offered is the university's).
  await page.goto('/employee-management/uni-employee-user')
  await expect(page.getByRole('heading', { name: 'University Employee Users' })).toBeVisible()
  await searchFor(page, last)
  await rowOf(page, last)
    .getByRole('button', { name: `Give account: Maya ${last}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `A sign-in account for Maya ${last}` })
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
  await dialog.getByRole('combobox', { name: 'Role' }).click()
  await expect(page.getByRole('option')).toHaveText(['UniAdmin'])
  await page.getByRole('option', { name: 'UniAdmin', exact: true }).click()
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, last)).toContainText('invited, the password is not set yet')

  // She sets her password from the mail, in a browser of her own, and signs in as the university.
  const theirs = await browser.newContext()
  const her = await theirs.newPage()
  await her.goto(resetPathIn(await lastMailTo(email)))
  await her.getByLabel('New Password').fill('Office#Maya2083')
  await her.getByLabel('Confirm Password').fill('Office#Maya2083')
  await her.getByRole('button', { name: 'Reset Password' }).click()
  await expect(her.getByText(/successfully reset/)).toBeVisible()
  await her.goto('/login')
  await her.getByLabel('Email Address').fill(email)
  await her.getByRole('textbox', { name: 'Password', exact: true }).fill('Office#Maya2083')
  await her.getByRole('button', { name: 'Sign In as Admin' }).click()
  await expect(her.getByRole('button', { name: /\(UniAdmin\)/ })).toBeVisible()
  // No more than the university: the commission's staff are not hers to read.
  const status = await her.evaluate(`(async () => {
    const token = JSON.parse(localStorage.getItem('root') ?? '{}').user?.tokenString
    const answer = await fetch('/api/Employee?level=commission', {
      headers: { Authorization: 'Bearer ' + token },
    })
    return [answer.status, (await answer.json()).total]
  })()`)
  expect(status).toEqual([200, 0])
  await theirs.close()
})
