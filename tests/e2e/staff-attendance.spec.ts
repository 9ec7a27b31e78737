// Staff's attendance (decision 0228), on the sheet a class's day uses: offline, a campus marks a
// department's day; it is sent once, read back from the server and summed for the month.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { startSession } from './support/demo-users'
import { expectOnline, pendingCount, serverList } from './support/offline'
import { creatorFor, tag } from './support/new-class'

type Row = Record<string, unknown>

test("offline, a campus marks its staff's day; it is sent once and summed for the month", async ({
  page,
  context,
}) => {
  await startSession(page, 'collegeadmin')
  const { token, headers, post } = await creatorFor(page)
  // A department of its own with two lecturers, so the sheet holds exactly them.
  const id = tag()
  const departmentId = await post('/Department', {
    departmentName: `Attendance Department ${id}`,
    departmentType: 'academic',
  })
  const posts = await serverList<Row>(page, token, '/EmployeePositions')
  const lecturer = posts.find((p) => p.positionName === 'Lecturer')!.id
  const names: string[] = []
  const ids: number[] = []
  for (const first of ['Kamala', 'Laxman']) {
    ids.push(
      await post('/Employee', {
        postId: lecturer,
        departmentId,
        firstName: first,
        lastName: `Staff${id}`,
        gender: 'female',
        dateOfBirth: '1985-04-14',
        employeeCode: `A${id}-${first}`,
        staffType: 'teaching',
        appointmentType: 'permanent',
        joinedOn: '2012-07-16',
        qualification: 'master',
      }),
    )
    names.push(`${first} Staff${id}`)
  }
  const [kamala, laxman] = names as [string, string]

  const day = '2026-03-02'
  await page.goto(`/employee-management/attendance?departmentId=${departmentId}&date=${day}`)
  await expect(page.getByRole('heading', { name: "Staff's attendance", level: 1 })).toBeVisible()
  const sheet = page.getByRole('table', { name: 'Attendance' })
  await expect(sheet.getByRole('radiogroup', { name: `Attendance of ${kamala}` })).toBeVisible()
  await expect(sheet.getByRole('row')).toHaveCount(3)
  await expectOnline(page, true)
  await context.setOffline(true)
  await expectOnline(page, false)

  // Laxman is on leave; Kamala is marked present with "the others".
  await sheet
    .getByRole('radiogroup', { name: `Attendance of ${laxman}` })
    .getByText('Leave', { exact: true })
    .click()
  await page.getByRole('button', { name: 'Mark the others present' }).click()
  const counts = 'Present 1 · Absent 0 · Late 0 · Leave 1 · Not marked 0'
  await expect(page.getByText(counts)).toBeVisible()
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect(pendingCount(page)).toHaveText('1')

  await context.setOffline(false)
  await expectOnline(page, true)
  await expect(pendingCount(page)).toHaveText('0')
  const answer = await page.request.get(
    `/api/EmployeeAttendance?date=${day}&departmentId=${departmentId}`,
    { headers },
  )
  expect(((await answer.json()) as { rows: Row[] }).rows).toEqual([
    { employeeId: ids[0], status: 'present' },
    { employeeId: ids[1], status: 'leave' },
  ])
  // Opened again, the day is read from the server, and the month sums it per employee.
  await page.reload()
  await expect(page.getByText(counts)).toBeVisible()
  const month = page.getByRole('table', { name: /^The month: / })
  await expect(month.getByRole('row').filter({ hasText: laxman })).toHaveText(`${laxman}00010%`)
  await expect(month.getByRole('row').filter({ hasText: kamala })).toHaveText(`${kamala}1000100%`)
})
