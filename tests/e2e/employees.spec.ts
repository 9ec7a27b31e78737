// The staff register (issue 14), on the kit's second edition: a campus registers a teacher offline,
// she syncs once and is found in Teaching Staff, not in Non-Teaching Staff; her page opens.
import { expect } from '@playwright/test'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { fieldset, rowOf, searchFor } from './support/screen'
import { listCount } from './support/list-count'

offlineTest(
  'offline, a campus registers a teacher; she syncs once and is listed under Teaching Staff',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/employee-management/employee-list')
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('heading', { name: 'Employee List' })).toBeVisible()
    await expect(listCount(page)).toBeVisible()
    // The form's dropdowns are cached on its first visit.
    await page.getByRole('link', { name: 'Register an employee' }).click()
    await expect(
      fieldset(page, 'Appointment').getByRole('combobox', { name: 'Post' }),
    ).toBeVisible()
    await expectOnline(page, true)

    await context.setOffline(true)
    await expectOnline(page, false)
    const last = unique('Tamang').replace(' ', '')
    const code = unique('T').replace(' ', '-')
    const person = fieldset(page, 'Personal details')
    await person.getByLabel('First Name').fill('Sarita')
    await person.getByLabel('Last Name').fill(last)
    await person.getByLabel('Full Name (Devanagari)').fill('सरिता तामाङ')
    await choose(person, 'Gender', 'Female')
    await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2045-03-10')
    const appointment = fieldset(page, 'Appointment')
    await appointment.getByLabel('Employee Code').fill(code)
    // A teacher: the posts offered are teaching posts; joining too soon after birth is refused.
    await choose(appointment, 'Post', 'Lecturer')
    await appointment
      .getByRole('textbox', { name: 'Date of Joining', exact: true })
      .fill('2055-01-01')
    await choose(fieldset(page, 'Highest qualification'), 'Highest Qualification', 'PhD')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Joining must be at least 16 years after birth')).toBeVisible()
    await appointment
      .getByRole('textbox', { name: 'Date of Joining', exact: true })
      .fill('2075-04-01')
    await appointment.getByLabel('Teaching Load (hours a week)').fill('18')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(person.getByLabel('First Name')).toHaveValue('')

    await page.getByRole('link', { name: 'Back to the employee list' }).click()
    await expect(rowOf(page, last)).toContainText('Pending')
    await context.setOffline(false)
    await expectOnline(page, true)
    await expect(page.getByText(/Offline:/)).toBeHidden()
    await searchFor(page, last)
    await expect(rowOf(page, last)).toBeVisible()
    await expect(rowOf(page, last)).not.toContainText('Pending')

    // Exactly once on the server, with the AD dates of the BS dates typed.
    const token = await tokenOf(page)
    const found = await serverList<Record<string, unknown>>(page, token, `/Employee?q=${last}`)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({
      employeeCode: code,
      staffType: 'teaching',
      qualification: 'phd',
      teachingLoad: 18,
      dateOfBirth: '1988-06-24',
      joinedOn: '2018-07-17',
    })

    await page.goto(`/employee-management/teaching-staff?q=${last}`)
    await expect(page.getByRole('heading', { name: 'Teaching Staff' })).toBeVisible()
    await expect(rowOf(page, last)).toBeVisible()
    await page.goto(`/employee-management/non-teaching-staff?q=${last}`)
    await expect(page.getByRole('heading', { name: 'Non-Teaching Staff' })).toBeVisible()
    await expect(page.getByText('0 in all')).toBeVisible()
    await page.goto(`/employee-management/teaching-staff?q=${last}`)
    await rowOf(page, last).getByRole('link').click()
    await expect(page).toHaveURL(/teacher-detail\?employee=\d+/)
    await expect(page.getByText('सरिता तामाङ')).toBeVisible()

    // Her appointment letter is kept with her record (decision 0254), as a student's documents are.
    const documents = page.getByRole('region', { name: 'Documents' })
    await choose(documents, 'Kind of document', 'Other document')
    await documents.locator('input[type=file]').setInputFiles({
      name: 'appointment-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    })
    await documents.getByRole('button', { name: 'Add document' }).click()
    await expect(
      documents.getByRole('button', { name: 'Download appointment-letter.pdf' }),
    ).toBeVisible()
  },
)
