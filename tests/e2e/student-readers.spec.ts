// The commission reads the student register and writes none of it (issue 12, decision 0359): its
// SuperAdmin has the Student menu, lists every campus's students and is told, where a form would
// be, that its role cannot add one (the server refuses it too: tests/api/students.test.ts).
import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'

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
