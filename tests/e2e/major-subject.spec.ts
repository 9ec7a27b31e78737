import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, serverList, tokenOf, unique } from './support/offline'
import { rowOf } from './support/screen'

type Row = Record<string, unknown>
const program = 'Bachelor of Business Studies'

async function addMajor(page: Page, name: string, code: string) {
  const form = page.getByRole('region', { name: 'Add Major Subject' })
  await choose(form, 'Program', program)
  await form.getByLabel('Major Subject Name').fill(name)
  await form.getByLabel('Code').fill(code)
  await form.getByRole('button', { name: 'Save' }).click()
}

test('a university administrator adds a major subject to a program, and a duplicate says it exists', async ({
  page,
}) => {
  await signInAs(page, 'uniadmin', '/program-management/major-subject')
  await expect(page.getByRole('heading', { name: 'Major Subject', level: 1 })).toBeVisible()
  // The demo majors of the program are listed with their program.
  await choose(page.getByRole('search'), 'Program', program)
  await expect(rowOf(page, 'Marketing')).toContainText(program)

  const name = unique('Business Analytics')
  await addMajor(page, name, 'BA-X')
  const row = rowOf(page, name)
  await expect(row).toContainText(program)
  await expect(row).toContainText('BA-X')
  await expect(row).not.toContainText('Pending')
  await expect(row).toContainText('Active')

  // The same name in other letters is the same major: the server's words, nothing written twice.
  await addMajor(page, name.toUpperCase(), 'BA-Y')
  await expect(page.getByText('Major subject already exists!').first()).toBeVisible()
  const token = await tokenOf(page)
  const onServer = await serverList<Row>(page, token, '/MajorSubject')
  expect(
    onServer.filter((m) => String(m.majorSubjectName).toLowerCase() === name.toLowerCase()),
  ).toHaveLength(1)
})
