// Students' identity cards (issue 12, decision 0253): a campus issues its class's cards, prints them
// with the student's photo and a QR code that reads as the card's public link; anyone opens the
// link without signing in; a lost card is replaced and the old one then says so; a student shows
// their own card's code on their home page.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { png } from '../api/images'
import { signInAs, startSession } from './support/demo-users'
import { newClass } from './support/new-class'
import { choose, expectOnline, serverList, tokenOf } from './support/offline'
import { readQr } from './support/qr'
import { rowOf } from './support/screen'

type Card = { code: string; studentId: number }

test("a campus issues a class's identity cards, prints them with photo and QR code, and replaces a lost one; a student shows their own", async ({
  page,
  browser,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  // A program's long name: on the card it takes two lines rather than being cut.
  const klass = await newClass(page, 'Bachelor of Business Administration')
  const [asha, , chandra] = klass.students as [string, string, string]
  const put = await page.request.put(`/api/Student/${klass.studentIds[0]}/Photo`, {
    headers: { ...klass.headers, 'content-type': 'image/png' },
    data: png([10, 120, 200]),
  })
  expect(put.status(), await put.text()).toBe(200)

  // The class is chosen once and carried from screen to screen in the URL.
  await page.goto('/student-management/identity-card-home')
  await expect(page.getByRole('heading', { level: 1, name: 'Identity Cards' })).toBeVisible()
  await choose(page, 'Program', klass.programName)
  await page.getByRole('link', { name: 'Students and their cards' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Students for ID Cards' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`programId=${klass.programId}`))
  await expect(
    page.getByRole('table', { name: 'Students for ID Cards' }).getByRole('row'),
  ).toHaveCount(4)
  await expect(rowOf(page, asha)).toContainText('No card')

  // Two of the three get their cards now.
  await page.getByRole('checkbox', { name: `Choose ${chandra}` }).uncheck()
  // Some chosen: the box of them all says so ("mixed"), as Upgrade's does.
  await expect(page.getByRole('checkbox', { name: 'Choose every student' })).toBeChecked({
    indeterminate: true,
  })
  const validUntil = page.getByRole('textbox', { name: 'Valid until', exact: true })
  // A day gone by is refused here, as the server would refuse it.
  await validUntil.fill('2080-01-01')
  await expect(validUntil).toHaveAccessibleDescription(/Choose today or a later date/)
  await expect(page.getByRole('button', { name: 'Issue cards (2)' })).toBeDisabled()
  await validUntil.fill('2085-03-15')
  await page.getByRole('button', { name: 'Issue cards (2)' }).click()
  await expect(page.getByText('Cards issued: 2')).toBeVisible()
  await expect(rowOf(page, asha)).toContainText('Valid until 2085-03-15')
  await expect(rowOf(page, chandra)).toContainText('No card')

  // The sheet: a card each, with the photo the campus keeps and a QR code of the card's link.
  await page.getByRole('link', { name: "Print the class's cards" }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All Student Cards' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  const card = page.getByRole('article', { name: `Card of ${asha}` })
  await expect(card).toContainText(klass.programName)
  const programLine = card.getByText(`Program: ${klass.programName}`)
  expect(await programLine.evaluate((line) => line.scrollHeight <= line.clientHeight + 1)).toBe(
    true,
  )
  await expect(card).toContainText('Valid until 2085-03-15')
  await expect(card.getByRole('img', { name: `Photo of ${asha}` })).toHaveJSProperty(
    'naturalWidth',
    1,
  )
  const [issued] = await serverList<Card>(
    page,
    klass.token,
    `/StudentCard?studentId=${klass.studentIds[0]}`,
  )
  const link = `${new URL(page.url()).origin}/verify/student-card/${issued!.code}`
  expect(await readQr(card.getByRole('img', { name: 'Scan to verify this card' }))).toBe(link)

  // Offline, the campus still prints the cards this device read, photos and all; issuing waits for a
  // connection.
  await page.context().setOffline(true)
  await expectOnline(page, false)
  await expect(page.getByText(/^Offline: the cards as this device read them at /)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await page.getByRole('link', { name: 'Students and their cards' }).click()
  await expect(rowOf(page, asha)).toContainText('Valid until 2085-03-15')
  await expect(page.getByRole('button', { name: /^Issue cards/ })).toHaveCount(0)
  // The sheet opened again offline has the photo too: the device kept it when it was shown.
  await page.getByRole('link', { name: "Print the class's cards" }).click()
  await expect(
    page
      .getByRole('article', { name: `Card of ${asha}` })
      .getByRole('img', { name: `Photo of ${asha}` }),
  ).toHaveJSProperty('naturalWidth', 1)
  await page.context().setOffline(false)
  await expectOnline(page, true)

  // Whoever is shown the card opens the link, signed in or not, and sees the campus's photo.
  const visitor = await browser.newPage()
  await visitor.goto(link)
  await expect(visitor.getByRole('status')).toHaveText(
    'This card is valid: its holder is an enrolled student.',
  )
  await expect(visitor.getByRole('table')).toContainText(asha)
  await expect(
    visitor.getByRole('img', { name: 'The photo the campus holds of the student' }),
  ).toHaveJSProperty('naturalWidth', 1)

  // Asha loses her card: a new one is issued from her card's page (her page links to it), and the
  // old link says so.
  await page.goto(`/student-management/student-information-detail?student=${klass.studentIds[0]}`)
  await page.getByRole('link', { name: 'Identity card', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/student-card/${klass.studentIds[0]}$`))
  await expect(page.getByRole('article', { name: `Card of ${asha}` })).toBeVisible()
  // On a 360 px phone the button's whole label shows, on two lines if it must.
  await page.setViewportSize({ width: 360, height: 800 })
  const replace = page.getByRole('button', { name: 'Replace the card (lost or damaged)' })
  expect(
    await replace.evaluate((button) =>
      [button, ...button.querySelectorAll('*')].every(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      ),
    ),
  ).toBe(true)
  expect((await replace.boundingBox())!.x + (await replace.boundingBox())!.width).toBeLessThan(361)
  await replace.click()
  await expect(
    page.getByText('A new card was issued; the old one no longer verifies.'),
  ).toBeVisible()
  const [renewed] = await serverList<Card>(
    page,
    klass.token,
    `/StudentCard?studentId=${klass.studentIds[0]}`,
  )
  expect(renewed!.code).not.toBe(issued!.code)
  await expect
    .poll(async () =>
      readQr(page.getByRole('article').getByRole('img', { name: 'Scan to verify this card' })),
    )
    .toBe(`${new URL(page.url()).origin}/verify/student-card/${renewed!.code}`)
  await visitor.reload()
  await expect(visitor.getByRole('status')).toHaveText(
    'This card was replaced by a newer one and is no longer valid.',
  )
  await visitor.close()

  // A student carries their own card's code on their phone: their home shows it.
  const student = await browser.newPage()
  await signInAs(student, 'student', '/home')
  const enrolment = await student.request.get('/api/Dashboard/MyEnrolment', {
    headers: { authorization: `Bearer ${await tokenOf(student)}` },
  })
  const { studentId } = (await enrolment.json()) as { studentId: number }
  const given = await page.request.post('/api/StudentCard', {
    headers: klass.headers,
    data: { studentIds: [studentId], validUntil: '2028-06-29' },
  })
  expect(given.status(), await given.text()).toBe(200)
  const [own] = ((await given.json()) as { items: Card[] }).items
  await student.reload()
  const mine = student.getByRole('region', { name: 'My identity card' })
  await expect(mine).toContainText('Valid until 2085-03-15')
  expect(await readQr(mine.getByRole('img', { name: 'Scan to verify my card' }))).toBe(
    `${new URL(student.url()).origin}/verify/student-card/${own!.code}`,
  )
  await student.close()
})

test("a card is not printed while its student's edit is refused: the device's copy holds a roll number the server refused", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const klass = await newClass(page, 'Held Cards')
  const [asha, bikash] = klass.students as [string, string, string]
  const given = await page.request.post('/api/StudentCard', {
    headers: klass.headers,
    data: { studentIds: klass.studentIds, validUntil: '2028-06-29' },
  })
  expect(given.status(), await given.text()).toBe(200)

  // Asha is given Bikash's roll number: the server refuses it (a duplicate), and the edit waits on
  // the Sync screen, while the device's copy shows it.
  await page.goto(`/student-management/student-information-detail?student=${klass.studentIds[0]}`)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Roll No.', { exact: true }).fill(`E-2-${klass.id}`)
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText(/to resolve/).first()).toBeVisible()

  await page.goto('/student-management/identity-card-home')
  await choose(page, 'Program', klass.programName)
  await page.getByRole('link', { name: 'Students and their cards' }).click()
  await expect(rowOf(page, asha)).toContainText(
    'Not printed: an edit of this student is not on the server yet',
  )
  await expect(rowOf(page, bikash)).not.toContainText('Not printed')
  await page.getByRole('link', { name: "Print the class's cards" }).click()
  await expect(
    page.getByText('1 card is not printed: an edit of the student is not on the server yet'),
  ).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('article', { name: `Card of ${asha}` })).toHaveCount(0)
  await page.goto(`/student-management/student-card/${klass.studentIds[0]}`)
  await expect(
    page.getByText('Not printed: an edit of this student is not on the server yet'),
  ).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)

  // Once the edit is given up, her card prints again, with the roll number the server holds.
  await page.goto('/sync')
  await page.getByRole('button', { name: 'Discard my edit' }).click()
  await expect(page.getByRole('button', { name: 'Discard my edit' })).toHaveCount(0)
  await page.goto(`/student-management/student-card/${klass.studentIds[0]}`)
  await expect(page.getByRole('article', { name: `Card of ${asha}` })).toContainText(
    `E-1-${klass.id}`,
  )
})
