// The commission reads the student register and writes none of it (issue 12, decision 0359): its
// SuperAdmin has the Student menu, lists every campus's students and is told, where a form would
// be, that its role cannot add one (the server refuses it too: tests/api/students.test.ts). A
// Student reads their own record and no other (decision 0360).
import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, tokenOf } from './support/offline'

test('the commission lists every campus’s students and is given no form to add one', async ({
  page,
}) => {
  await signInAs(page, 'superadmin', '/student-management/student-list')
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Register a student' })).toHaveCount(0)

  await page.goto('/student-management/student-register')
  await expect(
    page.getByText('Your role can read this list but not add to it or change it.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})

test("a university's staff are told each student's campus, choose by it, and tell one campus's batches from another's", async ({
  page,
}) => {
  await signInAs(page, 'uniadmin', '/student-management/student-list')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Campus' })).toBeVisible()
  // The campus filter narrows the list to one campus, each row saying it.
  await choose(page, 'Campus', 'Ratna Rajyalaxmi Campus')
  await expect(page).toHaveURL(/campusId=78/)
  await expect(table.getByRole('row').nth(1)).toContainText('Ratna Rajyalaxmi Campus')
  // A batch is named with its campus, and only the campus chosen's are offered.
  await page.getByRole('combobox', { name: 'Batch' }).click()
  const batches = page.getByRole('option')
  await expect(batches.first()).toContainText(' · Ratna Rajyalaxmi Campus')
  for (const label of await batches.allTextContents())
    expect(label).toMatch(/ · Ratna Rajyalaxmi Campus$/)
  await page.keyboard.press('Escape')

  // A campus's own staff are not told their own campus on every row.
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Campus' })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Campus' })).toHaveCount(0)

  // At a student's own page, a staff member is told whose page it is; nothing is asked and refused.
  const refused: string[] = []
  page.on('response', (answer) => {
    if (answer.status() === 403) refused.push(answer.url())
  })
  await page.goto('/my-record')
  await expect(page.getByText(/^This page is a student's own record/)).toBeVisible()
  expect(refused).toEqual([])
})

test('a Student opens their own record, read-only with its address and program, and no other', async ({
  page,
}) => {
  await signInAs(page, 'student', '/home')
  // Nothing the page asks for is refused: a campus's lists are not a Student's to read.
  const refused: string[] = []
  page.on('response', (answer) => {
    if (answer.status() === 403) refused.push(answer.url())
  })
  await page.getByRole('link', { name: 'My record' }).click()
  await expect(page).toHaveURL(/\/my-record$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sita Sharma' })).toBeVisible()
  // The address and program by name, from the lists the record names (readable to them now).
  const token = await tokenOf(page)
  const mine = await page.request.get('/api/Dashboard/MyEnrolment', {
    headers: { authorization: `Bearer ${token}` },
  })
  const { studentId, programName } = (await mine.json()) as {
    studentId: number
    programName: string
  }
  const get = async (path: string) =>
    (
      await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  const { permanentDistrictId } = (await get(`/Student/${studentId}`)) as {
    permanentDistrictId: number
  }
  const districts = (await get('/AdminUnit/Districts')) as { id: number; nameEn: string }[]
  const district = districts.find((d) => d.id === permanentDistrictId)!.nameEn
  const permanent = page.getByRole('region', { name: 'Permanent address' })
  await expect(permanent.getByText(new RegExp(`^${district} \\(`))).toBeVisible()
  const enrolment = page.getByRole('region', { name: 'Enrolment' })
  await expect(enrolment.getByText(programName, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Academic history' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
  // The badge's state is said in words the student understands.
  const { verificationState } = (await get(`/Student/${studentId}`)) as {
    verificationState: string
  }
  const meaning: Record<string, RegExp> = {
    draft: /^Draft: your campus has not yet sent this record to the university/,
    submitted: /^Submitted: the record is with the university/,
    returned: /^Returned: the university sent the record back/,
    verified: /^Verified: the university has verified this record/,
  }
  await expect(page.getByText(meaning[verificationState]!)).toBeVisible()
  expect(refused).toEqual([])
  // Another student's page is not theirs to open: the app sends them home.
  await page.goto(`/student-management/student-information-detail?student=${studentId + 1}`)
  await expect(page).toHaveURL(/\/$/)
})
