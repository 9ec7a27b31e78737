import { expect, type BrowserContext, type Page } from '@playwright/test'
import { test } from './support/test'
import { startSession } from './support/demo-users'
import { newClass } from './support/new-class'
import { expectOnline, pendingCount } from './support/offline'
import { offlineTest, waitForServiceWorkerControl } from './support/service-worker'

type Row = Record<string, unknown>

/**
 * A class's day of three students opened online, then, offline, `absent` marked absent and the
 * others present in one go (not saved yet). The sheet's table.
 */
async function markOffline(page: Page, context: BrowserContext, classDay: string, absent: string) {
  await page.goto(`/student-management/attendance?${classDay}`)
  const sheet = page.getByRole('table', { name: 'Attendance' })
  await expect(sheet.getByRole('row')).toHaveCount(4)
  await expectOnline(page, true)
  await context.setOffline(true)
  await expectOnline(page, false)
  await sheet
    .getByRole('radiogroup', { name: `Attendance of ${absent}` })
    .getByText('Absent', { exact: true })
    .click()
  await page.getByRole('button', { name: 'Mark the others present' }).click()
  return sheet
}

test("offline, a campus marks a class's day of attendance; it is sent once, read back from the server and summed for the month", async ({
  page,
  context,
}) => {
  await startSession(page, 'collegeadmin')
  const { headers, programId, batchId, students, studentIds } = await newClass(
    page,
    'Attendance Program',
  )
  const [asha, bikash] = students as [string, string, string]
  const day = '2026-03-02'
  const classDay = `programId=${programId}&batchId=${batchId}`
  // Bikash is absent; the others are marked present in one go.
  await markOffline(page, context, `${classDay}&term=1&date=${day}`, bikash)
  const counts = 'Present 2 · Absent 1 · Late 0 · Leave 0 · Not marked 0'
  await expect(page.getByText(counts)).toBeVisible()
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect(pendingCount(page)).toHaveText('1')

  await context.setOffline(false)
  await expectOnline(page, true)
  await expect(pendingCount(page)).toHaveText('0')
  // Sent, the day is what the server answers now.
  await expect(page.getByText(counts)).toBeVisible()
  const answer = await page.request.get(`/api/Attendance?date=${day}&${classDay}&semester=1`, {
    headers,
  })
  expect(((await answer.json()) as { rows: Row[] }).rows).toEqual(
    studentIds.map((studentId, i) => ({ studentId, status: i === 1 ? 'absent' : 'present' })),
  )
  // Opened again, the day is read from the server, and the month sums it per student.
  await page.reload()
  await expect(page.getByText(counts)).toBeVisible()
  const month = page.getByRole('table', { name: /^The month: / })
  await expect(month.getByRole('row').filter({ hasText: bikash })).toHaveText(`${bikash}01000%`)
  await expect(month.getByRole('row').filter({ hasText: asha })).toHaveText(`${asha}1000100%`)
})

test("on a phone a class's day is a card a student, the four choices across it, nothing scrolled sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startSession(page, 'collegeadmin')
  const { programId, batchId, students } = await newClass(page, 'Attendance Phone Program')
  const [asha] = students as [string, string, string]
  await page.goto(
    `/student-management/attendance?programId=${programId}&batchId=${batchId}&term=1&date=2026-03-02`,
  )
  const sheet = page.getByRole('list', { name: 'Attendance' })
  // A card's choices are named by the student's name above them (a record's, not translated).
  const choices = sheet.getByRole('radiogroup', { name: asha, exact: true })
  await expect(choices).toBeVisible()
  await expect(sheet.getByRole('listitem')).toHaveCount(3)
  // Every choice is on screen, within the phone's width.
  for (const word of ['Present', 'Absent', 'Late', 'Leave']) {
    const box = (await choices.getByText(word, { exact: true }).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  await choices.getByText('Late', { exact: true }).click()
  await expect(
    page.getByText('Present 0 · Absent 0 · Late 1 · Leave 0 · Not marked 2'),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

offlineTest(
  'a class with nobody in its term says so once the server has answered, and offline says only what the device keeps',
  async ({ page, context }) => {
    await startSession(page, 'collegeadmin')
    const { programId, batchId } = await newClass(page, 'Attendance Empty Program')
    // The class's three students are in semester 1: semester 2 has nobody.
    await page.goto(
      `/student-management/attendance?programId=${programId}&batchId=${batchId}&term=2&date=2026-03-02`,
    )
    await expect(page.getByText('This class has no active students.')).toBeVisible()
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    await expectOnline(page, false)
    await page.reload()
    await expect(
      page.getByText(
        'No active student of this class is kept on this device. Online, the class is read from the server.',
      ),
    ).toBeVisible()
    await expect(page.getByText('This class has no active students.')).toHaveCount(0)
  },
)

test("a student on leave is on the class's sheet, as the server marks them", async ({ page }) => {
  await startSession(page, 'collegeadmin')
  const { headers, programId, batchId, students, studentIds } = await newClass(
    page,
    'Attendance Leave Program',
  )
  const leave = await page.request.patch(`/api/Student/${studentIds[2]}`, {
    headers,
    data: { enrolmentStatus: 'onLeave' },
  })
  expect(leave.status(), await leave.text()).toBe(200)
  await page.goto(
    `/student-management/attendance?programId=${programId}&batchId=${batchId}&term=1&date=2026-03-02`,
  )
  const sheet = page.getByRole('table', { name: 'Attendance' })
  await expect(
    sheet.getByRole('radiogroup', { name: `Attendance of ${students[2]}` }),
  ).toBeVisible()
  await expect(sheet.getByRole('row')).toHaveCount(4)
})

test("a day's sheet the server refuses says so, names whom, and puts its marks back on the sheet to save again", async ({
  page,
  context,
}) => {
  await startSession(page, 'collegeadmin')
  const { headers, programId, batchId, students, studentIds } = await newClass(
    page,
    'Refused Sheet Program',
  )
  const [, bikash, chandra] = students as [string, string, string]
  const day = '2026-03-03'
  const classDay = `programId=${programId}&batchId=${batchId}`
  const sheet = await markOffline(page, context, `${classDay}&term=1&date=${day}`, bikash)
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect(pendingCount(page)).toHaveText('1')

  // Meanwhile another device records Chandra's transfer: the sheet marks a student who left.
  const left = await page.request.patch(`/api/Student/${studentIds[2]}`, {
    headers,
    data: { enrolmentStatus: 'transferred' },
  })
  expect(left.ok()).toBe(true)
  await context.setOffline(false)
  await expectOnline(page, true)

  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'The server refused a save of this day' })
  await expect(refusal).toBeVisible()
  // Named as the sheet showed them, no longer on it (decision 0413), not by their id.
  await expect(refusal).toContainText(`It names: ${chandra}.`)
  await expect(refusal).not.toContainText(`#${studentIds[2]}`)
  // Not said to wait any more: it will not be sent as it is.
  await expect(page.getByText('Saved on this device, waiting to be sent')).toHaveCount(0)
  // The Sync screen's card lists them by name too, with the server's reason.
  await page.goto('/sync')
  const card = page.getByRole('table', { name: /^Attendance of / })
  await expect(card.getByRole('row', { name: new RegExp(chandra) })).toContainText(
    'is not an active student of your campus',
  )
  await expect(card).not.toContainText(`#${studentIds[2]}`)
  await page.goBack()
  await refusal.getByRole('button', { name: 'Put its marks back on the sheet' }).click()
  await expect(refusal).toBeHidden()
  await expect(sheet.getByRole('radiogroup', { name: `Attendance of ${chandra}` })).toHaveCount(0)
  await expect(
    sheet.getByRole('radiogroup', { name: `Attendance of ${bikash}` }).getByRole('radio', {
      name: 'Absent',
    }),
  ).toBeChecked()
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect(pendingCount(page)).toHaveText('0')
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/Attendance?date=${day}&${classDay}&semester=1`, {
        headers,
      })
      return ((await answer.json()) as { rows: Row[] }).rows
    })
    .toEqual([
      { studentId: studentIds[0], status: 'present' },
      { studentId: studentIds[1], status: 'absent' },
    ])
})

test("marks given and not saved are kept on the device: the class's day opened again gives them back", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const { headers, programId, batchId, students, studentIds } = await newClass(
    page,
    'Kept Marks Program',
  )
  const [, bikash] = students as [string, string, string]
  const day = '2026-03-04'
  const classDay = `programId=${programId}&batchId=${batchId}&term=1&date=${day}`
  await page.goto(`/student-management/attendance?${classDay}`)
  const sheet = page.getByRole('table', { name: 'Attendance' })
  const his = sheet.getByRole('radiogroup', { name: `Attendance of ${bikash}` })
  const absent = his.getByRole('radio', { name: 'Absent' })
  await his.getByText('Absent', { exact: true }).click()
  await expect(absent).toBeChecked()
  // Left without saving, then opened again: the mark is back, and the sheet says so.
  await page.goto('/student-management/student-list')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(`/student-management/attendance?${classDay}`)
  await expect(
    page.getByText('The marks given here earlier and not saved are back on the sheet'),
  ).toBeVisible()
  await expect(absent).toBeChecked()
  await page.getByRole('button', { name: 'Save attendance' }).click()
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/Attendance?date=${day}&programId=${programId}&batchId=${batchId}&semester=1`,
        { headers },
      )
      return ((await answer.json()) as { rows: Row[] }).rows
    })
    .toEqual([{ studentId: studentIds[1], status: 'absent' }])
  // Saved, the draft is gone: opened again, the note is not shown.
  await page.reload()
  await expect(absent).toBeChecked()
  await expect(page.getByText('The marks given here earlier and not saved')).toHaveCount(0)
})
