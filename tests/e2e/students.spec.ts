import { expect, type Locator, type Page } from '@playwright/test'
import { recordToasts } from './support/toasts'
import { test } from './support/test'
import { signInAs, startSession } from './support/demo-users'
import { choose, expectOnline, outboxRows, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { fieldset, rowOf, searchFor } from './support/screen'
import { fillAddressAndEnrolment } from './support/student-form'
import { creatorFor, examOfANewClass, newClass, tag } from './support/new-class'
import { listCount, listTotal } from './support/list-count'
import { PNG } from './support/png'
import { messagesKitNe as kit } from '../../src/lib/i18n/messages.kit.ne'
import { messagesStudentsNe as students } from '../../src/lib/i18n/messages.students.ne'

type Row = Record<string, unknown>
const program = 'Bachelor of Business Studies'

/** Fills the register form's required fields and a permanent address, then saves. */
async function registerStudent(
  page: Page,
  name: { first: string; last: string; ne?: string },
  rollNo: string,
  more: () => Promise<void> = async () => undefined,
  saved = true,
) {
  const person = fieldset(page, 'Personal details')
  await person.getByLabel('First Name').fill(name.first)
  await person.getByLabel('Last Name').fill(name.last)
  await person.getByLabel('Full Name (Devanagari)').fill(name.ne ?? 'सीता श्रेष्ठ')
  await choose(person, 'Gender', 'Female')
  // Entered in Bikram Sambat; the form shows, and sends, its AD date.
  await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2061-02-01')
  await expect(person.getByText('AD 2004-05-14')).toBeVisible()
  await fillAddressAndEnrolment(page, program, rollNo)
  await more()
  await page.getByRole('button', { name: 'Save' }).click()
  // The form clears for the next student once the record is queued (online, and answered: a
  // duplicate keeps it as typed, decision 0409).
  if (saved) await expect(person.getByLabel('First Name')).toHaveValue('')
}

const districtOf = (section: Locator) => section.getByText('Kathmandu (काठमाडौँ)')

test('a campus registers a student in the sectioned form, finds it in the paged list and edits its details', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  await expect(page.getByRole('heading', { name: 'Register a student', level: 1 })).toBeVisible()
  // A district is offered only within the province chosen, a local level within the district.
  const address = fieldset(page, 'Permanent address')
  await expect(address.getByRole('combobox', { name: 'District' })).toBeDisabled()

  const last = unique('Shrestha').replace(' ', '')
  // A repeated group: one qualification filled, a half-filled one refused, then removed.
  const qualifications = fieldset(page, 'Previous qualifications')
  const addQualification = qualifications.getByRole('button', { name: 'Add: Qualification' })
  await registerStudent(page, { first: 'Sita', last }, unique('R').replace(' ', ''), async () => {
    // A birth date copied from a passport, in AD, typed into the BS box: kept as BS (a birth in
    // 1947) until the form's offer reads it as AD; the switch beside the box then says AD.
    const person = fieldset(page, 'Personal details')
    await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2004-05-15')
    await expect(person.getByText('Typed in AD? As AD it is 2004-05-15.')).toBeVisible()
    await person.getByRole('button', { name: 'Read it as AD' }).click()
    await expect(person.getByText('BS 2061-02-02')).toBeVisible()
    const calendar = person.getByRole('group', { name: 'Calendar of Date of Birth' })
    await expect(calendar.getByRole('button', { name: 'AD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await addQualification.click()
    const first = qualifications.getByRole('group', { name: 'Qualification 1' })
    await choose(first, 'Level', 'SEE / SLC')
    await first.getByLabel('Board or University').fill('NEB')
    await first.getByLabel('Year Passed (AD)').fill('2019')
    await first.getByLabel('Grade / GPA').fill('3.6')
    await addQualification.click()
    const second = qualifications.getByRole('group', { name: 'Qualification 2' })
    await second.getByLabel('Grade / GPA').fill('B+')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(second.getByText('Board or University is required')).toBeVisible()
    // The refused save takes the user to the first field at fault: the item's Level.
    await expect(second.getByRole('combobox', { name: 'Level' })).toBeFocused()
    await second.getByRole('button', { name: 'Remove: Qualification 2' }).click()
  })

  await page.getByRole('link', { name: 'Back to the student list' }).click()
  await expect(page.getByRole('heading', { name: 'Student List', level: 1 })).toBeVisible()
  // Found by a word of the Devanagari name as well as by the English one.
  await searchFor(page, 'श्रेष्ठ')
  await expect(rowOf(page, last)).toBeVisible()
  await searchFor(page, last)
  const row = rowOf(page, last)
  await expect(row).toContainText(program)
  await expect(row).not.toContainText('Pending')
  await expect(page.getByText('1 in all')).toBeVisible()

  // The detail page is the same declaration, read-only, by section.
  await row.getByRole('link', { name: `Sita ${last}` }).click()
  await expect(page.getByRole('heading', { name: `Sita ${last}`, level: 1 })).toBeVisible()
  const permanent = page.getByRole('region', { name: 'Permanent address' })
  await expect(districtOf(permanent)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Previous qualifications' }).getByRole('row'),
  ).toContainText(['Level', 'SEE / SLC'])
  await expect(page.getByRole('region', { name: 'Previous qualifications' })).toContainText('NEB')
  await page.getByRole('button', { name: 'Edit' }).click()
  await fieldset(page, 'Contact and guardian')
    .getByLabel('Phone', { exact: true })
    .fill('9841000000')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('region', { name: 'Contact and guardian' })).toContainText(
    '9841000000',
  )

  const token = await tokenOf(page)
  await expect
    .poll(async () => (await serverList<Row>(page, token, `/Student?q=${last}`))[0]?.phone)
    .toBe('9841000000')
  const [saved] = await serverList<Row>(page, token, `/Student?q=${last}`)
  expect(saved?.dateOfBirth).toBe('2004-05-15')
})

test('a program’s terms are offered in order and no more than it has; the saved student is linked by name; the detail page without one asks to choose', async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  // A 4-year semester program of the campus: 8 semesters, where the option list holds 12.
  const { post, token } = await creatorFor(page)
  const [faculty] = await serverList<Row>(page, token, '/Faculty/GetAllFaculties')
  const [level] = await serverList<Row>(page, token, '/Level/GetAllLevels')
  const bba = `Bachelor of Business Administration ${tag()}`
  await post('/ProgramMgmt', {
    programName: bba,
    programType: 'semester',
    durationYears: 4,
    facultyId: faculty!.id,
    levelId: level!.id,
  })
  const eight = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'].map(
    (n) => `${n} Semester`,
  )
  /** The options a select offers, as its list shows them. */
  const offered = async (scope: Page | Locator, label: string) => {
    await scope.getByRole('combobox', { name: label }).click()
    const options = page.getByRole('option')
    await expect(options.first()).toBeVisible()
    const names = await options.allTextContents()
    await page.keyboard.press('Escape')
    return names
  }

  await page.goto('/student-management/student-register')
  const last = unique('Karki').replace(' ', '')
  await registerStudent(page, { first: 'Gita', last }, unique('T').replace(' ', ''), async () => {
    const enrolment = fieldset(page, 'Enrolment')
    await choose(enrolment, 'Program', bba)
    expect(await offered(enrolment, 'Semester')).toEqual(eight)
    await choose(enrolment, 'Semester', 'Eighth Semester')
  })
  // The form cleared for the next student; the one saved is a link to their record, by the id
  // the server gave it once sent.
  await expect(page.getByText('Saved. Open the new student’s record:')).toBeVisible()
  const saved = page.getByRole('link', { name: `Gita ${last}` })
  await expect(saved).toHaveAttribute('href', /student-information-detail\?student=\d+$/)
  await saved.click()
  await expect(page.getByRole('heading', { name: `Gita ${last}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Enrolment' })).toContainText('Eighth Semester')

  // The class choosers offer the same terms, and show the program's whole name.
  await page.goto('/student-management/identity-card-home')
  await choose(page, 'Program', bba)
  expect(await offered(page, 'Semester')).toEqual(eight)
  const cut = (box: Locator) => box.evaluate((input) => input.scrollWidth > input.clientWidth)
  expect(await cut(page.getByRole('combobox', { name: 'Program' }))).toBe(false)
  // So does the student list's Program filter, and its Semester filter follows the program.
  await page.goto('/student-management/student-list')
  const filters = page.getByRole('search')
  await choose(filters, 'Program', bba)
  expect(await cut(filters.getByRole('combobox', { name: 'Program' }))).toBe(false)
  expect(await offered(filters, 'Semester')).toEqual(eight)

  // The detail page's menu link names no student: it says so and offers the search.
  await page.goto('/student-management/student-information-detail')
  await expect(page.getByRole('heading', { name: 'Student details', level: 1 })).toBeVisible()
  await expect(page.getByText(/^No student is chosen\./)).toBeVisible()
  await expect(page.getByText(/no such record/)).toHaveCount(0)
  // The whole name, surname first, as a clerk types it (decision 0408).
  await page.getByRole('searchbox', { name: /Search by name or number/ }).fill(`${last}  gita`)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'Student List', level: 1 })).toBeVisible()
  await expect(rowOf(page, last)).toBeVisible()
})

test('a duplicate roll number in the same program and batch is refused and shown on the sync screen', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const roll = unique('D').replace(' ', '')
  const ram = unique('Thapa').replace(' ', '')
  await registerStudent(page, { first: 'Ram', last: ram }, roll)
  const token = await tokenOf(page)
  await expect
    .poll(async () => (await serverList<Row>(page, token, `/Student?q=${roll}`)).length)
    .toBe(1)
  await registerStudent(
    page,
    { first: 'Hari', last: unique('Thapa').replace(' ', '') },
    roll,
    undefined,
    false,
  )
  await expect(page.getByText('Student already exists!').first()).toBeVisible()
  // The form keeps Hari as typed, says so on the roll number, and links the student who has it.
  await expect(fieldset(page, 'Enrolment').getByLabel('Roll No.')).toHaveAccessibleDescription(
    `Roll No. ${roll} already exists!`,
  )
  await expect(fieldset(page, 'Personal details').getByLabel('First Name')).toHaveValue('Hari')
  await expect(page.getByText(/^Not saved: Roll No\. .* already exists!/)).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(ram) })).toHaveAttribute(
    'href',
    /student-information-detail\?student=\d+$/,
  )
  await page.goto('/sync')
  await expect(page.getByText('Student already exists!').first()).toBeVisible()
  expect(await serverList<Row>(page, token, `/Student?q=${roll}`)).toHaveLength(1)
  // Keeping mine would overwrite Ram's record with Hari's: it says so and asks first.
  const card = page.getByRole('article').filter({ hasText: 'Student already exists!' })
  // Said once (the seed's message is its title and its detail), and the other side is named as the
  // record it duplicates, not as this one on the server.
  await expect(card.getByText('Student already exists!')).toHaveCount(1)
  await expect(card.getByText('The record it duplicates (on the server)')).toBeVisible()
  // The card names the number that clashes, by its label, and the student who has it.
  await expect(card.getByText(`Roll No. ${roll} is already used by Ram ${ram}.`)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Discard my edit' })).toBeVisible()
  // Mine and theirs read as the student's page reads: the program by name, the gender in words.
  await expect(card.getByRole('row', { name: /^Program/ }).first()).toContainText(program)
  await expect(card.getByRole('row', { name: /^Gender/ }).first()).toContainText('Female')
  await card.getByRole('button', { name: 'Keep mine' }).click()
  const warning = card.getByRole('alert').filter({ hasText: 'Keeping yours replaces' })
  await expect(warning).toContainText(ram)
  await expect(warning.getByRole('button', { name: 'Replace it' })).toBeFocused()
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toHaveCount(0)
  const [kept] = await serverList<Row>(page, token, `/Student?q=${roll}`)
  expect(kept).toMatchObject({ firstName: 'Ram', lastName: ram })
})

test('the language switched with a student half entered keeps every field as typed and tells of no draft restored; a reload does', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const last = unique('Switch').replace(' ', '')
  const english = {
    first: 'First Name',
    last: 'Last Name',
    roll: 'Roll No.',
    date: 'Date of Birth',
  }
  const nepali = {
    first: kit['person.firstName'],
    last: kit['person.lastName'],
    roll: students['student.rollNo'],
    date: kit['person.dateOfBirth'],
  }
  /** Every field as it was typed, found by its label in the language shown; the date in its digits. */
  const asTyped = async (label: typeof english, date: string) => {
    const box = (name: string) => page.getByRole('textbox', { name, exact: true })
    await expect(box(label.first)).toHaveValue('Sita')
    await expect(box(label.last)).toHaveValue(last)
    await expect(box(label.roll)).toHaveValue('0457')
    await expect(box(label.date)).toHaveValue(date)
  }
  // What a draft given back says, in either language.
  const restored = page.getByRole('status').filter({ hasText: /Restored what was typed|फर्काइयो/ })
  const person = fieldset(page, 'Personal details')
  await person.getByLabel('First Name').fill('Sita')
  await person.getByLabel('Last Name').fill(last)
  await person.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('2061-02-01')
  await fieldset(page, 'Enrolment').getByLabel('Roll No.').fill('0457')

  // Chosen at once, within the typing pause: the app reloads in Nepali and the form goes on as it
  // was, the date in Devanagari digits, the roll number as typed; no draft is said to be restored
  // (the values and the notice come in one render).
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await asTyped(nepali, '२०६१-०२-०१')
  await expect(restored).toHaveCount(0)
  // And back (the account keeps the choice: English again for the tests that follow).
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await asTyped(english, '2061-02-01')
  await expect(restored).toHaveCount(0)

  // A reload of the person's own is a return to the form: the draft is given back, and said.
  await page.reload()
  await expect(restored).toBeVisible()
  await asTyped(english, '2061-02-01')
  await restored.getByRole('button', { name: 'Discard it' }).click()
})

test('a photo is checked as it is chosen, and a student saved with one is told by one toast', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-register')
  const person = fieldset(page, 'Personal details')
  const photo = page.locator('input[type=file]')
  const last = unique('Photo').replace(' ', '')
  // Every toast from the save on.
  let toasts = async (): Promise<string[]> => []
  await registerStudent(page, { first: 'Maya', last }, unique('P').replace(' ', ''), async () => {
    // Not an image, though named one: said under the field at once, nothing else being filled.
    await photo.setInputFiles({
      name: 'maya.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    })
    const notAnImage = person.getByText(/^This file is not the image its name says/)
    await expect(notAnImage).toBeVisible()
    await expect(page.getByRole('button', { name: 'Photo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await photo.setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: PNG })
    await expect(notAnImage).toHaveCount(0)
    toasts = await recordToasts(page)
  })
  // Sent, the student and then the photo: the save is told once, not once more for its photo.
  await expect.poll(() => outboxRows(page)).toHaveLength(0)
  await expect.poll(toasts).toContain('Data added successfully!')
  expect(await toasts()).toEqual(['Data added successfully!'])
  const token = await tokenOf(page)
  const [saved] = await serverList<Row>(page, token, `/Student?q=${last}`)
  const stored = await page.request.get(`/api/Student/${String(saved!.id)}/Photo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect((await stored.body()).equals(PNG)).toBe(true)
})

offlineTest(
  'offline, a student is registered on the device, listed as pending above the kept page, and synced once',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/student-management/student-list')
    await waitForServiceWorkerControl(page)
    await expect(listCount(page)).toBeVisible()
    // A campus keeps its whole register on the device.
    await expect(page.getByText(/^Kept on this device for offline use/)).toBeVisible()
    // The form's dropdowns are cached on its first visit.
    await page.getByRole('link', { name: 'Register a student' }).click()
    await expect(
      fieldset(page, 'Enrolment').getByRole('combobox', { name: 'Program' }),
    ).toBeVisible()
    await choose(fieldset(page, 'Permanent address'), 'Province', 'Bagmati Province (बाग्मती प्रदेश)')
    await expectOnline(page, true)
    // The server's first page of the search from Z to A, for the device's to match below.
    const fromZ = await serverList<Row>(page, await tokenOf(page), '/Student?q=Adhikari&sort=-name')
    expect(fromZ.length).toBeGreaterThan(1)

    await context.setOffline(true)
    await expectOnline(page, false)
    // A search never made online is answered from the device's copy, in order.
    await page.getByRole('link', { name: 'Back to the student list' }).click()
    await searchFor(page, 'Adhikari')
    await expect(page.getByText(/this device's copy of the register/)).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toContainText('Adhikari')
    // Its name column's header reads the device's order from its end, as the server does.
    const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true })
    await nameHeader.getByRole('button').click()
    await expect(page).toHaveURL(/sort=-name/)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(page.getByText(/this device's copy of the register/)).toBeVisible()
    await expect
      .poll(() =>
        page
          .locator('tbody tr[data-row-key]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key'))),
      )
      .toEqual(fromZ.map((r) => String(r.id)))
    await page.getByRole('link', { name: 'Register a student' }).click()

    const last = unique('Gurung').replace(' ', '')
    // Her Devanagari surname: six random letters of this run, one of क … ञ a digit (Devanagari
    // digits alone are a number to the search, as a roll number typed in them).
    const lastNe = String(Math.floor(Math.random() * 1e6))
      .padStart(6, '0')
      .replace(/\d/g, (d) => String.fromCharCode(0x0915 + Number(d)))
    await page.reload()
    // The photo is queued with the record, its bytes kept on the device until sent.
    await registerStudent(
      page,
      { first: 'Maya', last, ne: `माया ${lastNe}` },
      unique('O').replace(' ', ''),
      () =>
        page.locator('input[type=file]').setInputFiles({
          name: 'maya.png',
          mimeType: 'image/png',
          buffer: PNG,
        }),
    )
    // Saved on the device: linked by its local key until it is sent.
    await expect(page.getByRole('link', { name: `Maya ${last}` })).toHaveAttribute(
      'href',
      /student=local-[0-9a-f-]{36}$/,
    )
    await expect(page.getByText(/^Until it is sent to the server the record is kept/)).toBeVisible()
    await page.getByRole('link', { name: 'Back to the student list' }).click()
    await expect(page.getByText(/Offline:/)).toBeVisible()
    await expect(rowOf(page, last)).toContainText('Pending')
    // A reload offline loses nothing.
    await page.reload()
    await expect(rowOf(page, last)).toContainText('Pending')
    await rowOf(page, last).getByRole('link').click()
    await expect(page.getByRole('img', { name: `Photo: Maya ${last}` })).toBeVisible()
    await expect(page.getByText('Not synced yet').first()).toBeVisible()

    // Back online with her page open: once sent, the page follows the record to its server id (it
    // said the student was not on this device, the local copy gone).
    await context.setOffline(false)
    await expectOnline(page, true)
    await expect(page.getByText('Not synced yet')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Maya ${last}`, level: 1 })).toBeVisible()
    await expect(page.getByRole('img', { name: `Photo: Maya ${last}` })).toBeVisible()
    await expect(page.getByText(/not on this device|no such record/)).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to the student list' }).click()
    // The list is read from the server again; the student is there, synced.
    await expect(page.getByText(/Offline:/)).toBeHidden()
    // Found by her Devanagari name.
    await searchFor(page, lastNe)
    await expect(rowOf(page, last)).toBeVisible()
    await expect(rowOf(page, last)).not.toContainText('Pending')
    const token = await tokenOf(page)
    const [synced] = await serverList<Row>(page, token, `/Student?q=${last}`)
    // The date of birth typed offline in BS (2061-02-01) reached the server as its AD date.
    expect(synced!.dateOfBirth).toBe('2004-05-14')
    await expect
      .poll(async () => {
        const photo = await page.request.get(`/api/Student/${String(synced!.id)}/Photo`, {
          headers: { authorization: `Bearer ${token}` },
        })
        return photo.ok() ? (await photo.body()).equals(PNG) : false
      })
      .toBe(true)
    expect(await serverList<Row>(page, token, `/Student?q=${last}`)).toHaveLength(1)
  },
)

test('a link naming a filter the list does not offer loses it: the URL says what is listed', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/')
  await page.goto('/student-management/student-list?gender=female&fiscalYearId=3')
  await expect(page).toHaveURL(/\/student-list\?gender=female$/)
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Gender' })).toHaveValue(
    'Female',
  )
  await expect(page.getByRole('row').nth(1)).toContainText('Female')
  // Replaced, not added: Back leaves the list.
  await page.goBack()
  await expect(page).not.toHaveURL(/student-list/)
})

test('the commission pages the national register by cursor, forward and back', async ({ page }) => {
  await signInAs(page, 'superadmin', '/student-management/student-list')
  await expect(listCount(page)).toHaveText(/^1–25 of /)
  const top = page.getByRole('row').nth(1)
  const firstKey = await top.getAttribute('data-row-key')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/after=/)
  await expect(top).not.toHaveAttribute('data-row-key', firstKey!)
  await expect(listCount(page)).toHaveText(/^26–50 of /)
  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/before=/)
  await expect(top).toHaveAttribute('data-row-key', firstKey!)
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled()

  await choose(page.getByRole('search'), 'Gender', 'Female')
  await expect(page).toHaveURL(/gender=female/)
  await expect(page).not.toHaveURL(/before=/)
  await expect(page.getByRole('row').nth(1)).toContainText('Female')

  // 50 a page; then the commission's category, counted as the server counts it.
  await choose(page.getByRole('search'), 'Rows per page', '50')
  await expect(page).toHaveURL(/limit=50/)
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(50)
  await choose(page.getByRole('search'), 'UGC category', 'Dalit')
  await expect(page).toHaveURL(/category=dalit/)
  const counted = await page.request.get('/api/Student?gender=female&category=dalit&limit=1', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  })
  const { total } = (await counted.json()) as { total: number }
  expect(total).toBeGreaterThan(0)
  await expect.poll(() => listTotal(page)).toBe(total)
})

offlineTest(
  'offline, a campus promotes the students it chose as one all-or-nothing operation, sees why it was refused, promotes again and undoes it',
  async ({ page, context }) => {
    // A class of its own: the demo's students of earlier intakes are verified, and one of this
    // class is changed directly below.
    await signInAs(page, 'collegeadmin', '/')
    const klass = await newClass(page, 'Offline Class')
    await page.goto('/student-management/upgrade-academics')
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('heading', { name: 'Upgrade', level: 1 })).toBeVisible()
    const chooseClass = async () => {
      await choose(page.getByRole('search'), 'Program', klass.programName)
      await choose(page.getByRole('search'), 'Semester', 'First Semester')
    }
    await chooseClass()
    await expect(page.getByText('3 in all')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Upgrade' }).getByRole('row').nth(2)).toBeVisible()
    // Everyone listed is chosen to start with.
    const chooseAll = page.getByRole('checkbox', { name: 'Choose every student of the class' })
    await expect(chooseAll).toBeChecked()
    await chooseAll.uncheck()
    // Students are told apart by id (the demo has namesakes), read from the rows.
    const rows = page.getByRole('table', { name: 'Upgrade' }).getByRole('row')
    const ids = [
      await rows.nth(1).getAttribute('data-row-key'),
      await rows.nth(2).getAttribute('data-row-key'),
    ]
    const rowFor = (id: string | null) => page.locator(`tr[data-row-key="${String(id)}"]`)
    const nameOf = async (id: string | null) => rowFor(id).getByRole('cell').nth(1).innerText()
    const names = [await nameOf(ids[0]!), await nameOf(ids[1]!)]
    const auth = { authorization: `Bearer ${await tokenOf(page)}` }
    const read = async (id: unknown) =>
      (await (
        await page.request.get(`/api/Student/${String(id)}`, { headers: auth })
      ).json()) as Row
    const before = [await read(ids[0]), await read(ids[1])]
    const term = (s: Row) => Number(s.semester ?? s.year)
    await expectOnline(page, true)

    await context.setOffline(true)
    await expectOnline(page, false)
    for (const id of ids) await rowFor(id).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Promote 2 chosen' }).click()
    await expect(page.getByText('Promote 2 students: saved on this device')).toBeVisible()
    // Still listed in the term they leave, the two are marked and cannot be promoted again.
    for (const id of ids) {
      await expect(rowFor(id)).toContainText('Promotion waiting to be sent')
      await expect(rowFor(id).getByRole('checkbox')).toBeDisabled()
    }
    await expect(page.getByRole('button', { name: 'Promote 1 chosen' })).toBeEnabled()
    // Reloaded offline, the page shows the same class (it is in the URL), the two still waiting.
    await page.reload()
    await expect(page.getByRole('search').getByRole('combobox', { name: 'Program' })).toHaveValue(
      klass.programName,
    )
    for (const id of ids) await expect(rowFor(id)).toContainText('Promotion waiting to be sent')

    // Meanwhile the second student leaves (another device's edit reaches the server first).
    const left = await page.request.patch(`/api/Student/${String(before[1]!.id)}`, {
      headers: auth,
      data: { enrolmentStatus: 'transferred' },
    })
    expect(left.ok()).toBe(true)

    await context.setOffline(false)
    await expectOnline(page, true)
    // All or nothing: nobody moved, and the sync screen says why for each.
    await expect(page.getByText(/Promote 2 students: 0 of 2 applied/)).toBeVisible()
    expect(term(await read(before[0]!.id))).toBe(term(before[0]!))
    await page.goto('/sync')
    const card = page.getByRole('article', { name: 'Promote 2 students' })
    // One row a student, in the order they were chosen (the header row first).
    await expect(card.getByRole('row').nth(1)).toContainText(names[0]!)
    await expect(card.getByRole('row').nth(1)).toContainText('Not moved')
    await expect(card.getByRole('row').nth(2)).toContainText(names[1]!)
    await expect(card.getByRole('row').nth(2)).toContainText('Not active')
    await card.getByRole('button', { name: 'Dismiss' }).click()
    await expect(card).toBeHidden()

    // The one still active is promoted, then the promotion is undone.
    await page.goto('/student-management/upgrade-academics')
    await chooseClass()
    await expect(rowFor(ids[0]!)).toBeVisible()
    await expect(chooseAll).toBeChecked()
    await chooseAll.uncheck()
    await rowFor(ids[0]!).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Promote 1 chosen' }).click()
    await expect(page.getByText('Promote 1 student: done.')).toBeVisible()
    expect(term(await read(before[0]!.id))).toBe(term(before[0]!) + 1)
    // Undone from the server's list of the campus's promotions (any device's; decision 0361): the
    // newest of the program's, one student.
    const undoNewest = () =>
      page
        .getByRole('region', { name: 'Promotions you can undo' })
        .getByRole('row')
        .filter({ hasText: klass.programName })
        .getByRole('button', { name: /^Undo it: Promote 1 student,/ })
        .first()
        .click()
    await undoNewest()
    // Undo gives way to its row's "waiting": focus is on the list's heading, not the page's start.
    await expect(page.getByRole('heading', { name: 'Promotions you can undo' })).toBeFocused()
    await expect(page.getByText('Undo: Promote 1 student: done.')).toBeVisible()
    // Sent, its row has gone (and, were it the last, the list says so): focus has stayed.
    await expect(page.getByRole('heading', { name: 'Promotions you can undo' })).toBeFocused()
    expect(term(await read(before[0]!.id))).toBe(term(before[0]!))

    // Promoted again, then the student is changed elsewhere: the undo is refused whole, and the
    // toast and the Sync screen name the student who keeps it from being undone.
    await expect(rowFor(ids[0]!)).toBeVisible()
    await chooseAll.uncheck()
    await rowFor(ids[0]!).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Promote 1 chosen' }).click()
    // Its toast reads as the first promotion's, which may still show: the server tells.
    await expect.poll(async () => term(await read(before[0]!.id))).toBe(term(before[0]!) + 1)
    const changed = await page.request.patch(`/api/Student/${String(before[0]!.id)}`, {
      headers: auth,
      data: { phone: '9841000111' },
    })
    expect(changed.ok()).toBe(true)
    await undoNewest()
    await expect(
      page.getByText(
        'Undo: Promote 1 student: refused, nothing was applied. The promotion cannot be undone: ' +
          `1 of its students was changed since. Changed since: ${names[0]!.split('\n')[0]!}.`,
      ),
    ).toBeVisible()
    expect(term(await read(before[0]!.id))).toBe(term(before[0]!) + 1)
    await page.goto('/sync')
    const refused = page.getByRole('article', { name: 'Undo: Promote 1 student' })
    await expect(refused.getByText('Refused: nothing was applied')).toBeVisible()
    await expect(refused.getByRole('row').nth(1)).toContainText(names[0]!.split('\n')[0]!)
    await expect(refused.getByRole('row').nth(1)).toContainText('Changed since the promotion')
  },
)

test('a class over several pages is promoted whole in one request, all but the students unticked', async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const klass = await newClass(page, 'Large Class')
  // 120 more first-semester students: with the three of the new class, two pages of 100.
  const more = await page.request.post('/api/Student/Bulk', {
    headers: klass.headers,
    data: {
      rows: Array.from({ length: 120 }, (_, i) => ({
        key: `r${i}`,
        fields: {
          programId: klass.programId,
          batchId: klass.batchId,
          fiscalYearId: klass.fiscalYearId,
          semester: 1,
          firstName: `Member${i}`,
          lastName: `Large${klass.id}`,
          gender: 'male',
          dateOfBirth: '2004-05-14',
        },
      })),
    },
  })
  expect(more.status(), await more.text()).toBe(200)
  await page.goto('/student-management/upgrade-academics')
  await choose(page.getByRole('search'), 'Program', klass.programName)
  await choose(page.getByRole('search'), 'Semester', 'First Semester')
  await expect(listCount(page)).toHaveText('1–100 of 123')
  await expect(
    page.getByText(
      'The class is listed over several pages: 123 of its 123 students are chosen, on every page.',
    ),
  ).toBeVisible()
  // "All" and "none" reach every page of the class.
  const chooseAll = page.getByRole('checkbox', { name: 'Choose every student of the class' })
  await chooseAll.uncheck()
  await expect(page.getByRole('button', { name: 'Promote 0 chosen' })).toBeDisabled()
  await chooseAll.check()
  await expect(page.getByRole('button', { name: 'Promote 123 chosen' })).toBeEnabled()
  // Marking the last term graduated says where their graduation is then recorded.
  const graduate = page.getByRole('checkbox', {
    name: 'Mark students in their last term as graduated',
  })
  await graduate.check()
  await expect(page.getByRole('link', { name: 'Students eligible to graduate' })).toHaveAttribute(
    'href',
    '/graduation-management/student-list',
  )
  await graduate.uncheck()
  await expect(page.getByRole('link', { name: 'Students eligible to graduate' })).toBeHidden()
  // One student of the first page is left behind.
  const first = page.getByRole('table', { name: 'Upgrade' }).getByRole('row').nth(1)
  const leftBehind = Number(await first.getAttribute('data-row-key'))
  await first.getByRole('checkbox').uncheck()
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/Student/Promote'),
  )
  await page.getByRole('button', { name: 'Promote 122 chosen' }).click()
  const ids = ((await sent).postDataJSON() as { ids: number[] }).ids
  expect(ids).toHaveLength(122)
  expect(ids).not.toContain(leftBehind)
  await expect(page.getByText('Promote 122 students: done.')).toBeVisible()
  const moved = await page.request.get(
    `/api/Student?programId=${klass.programId}&semester=2&limit=1`,
    { headers: klass.headers },
  )
  expect(((await moved.json()) as { total: number }).total).toBe(122)
})

test('Upgrade starts with the students who did not pass the term unticked', async ({ page }) => {
  await startSession(page, 'collegeadmin')
  const { headers, examId, subjectId, students, studentIds, programName } =
    await examOfANewClass(page)
  const [asha, bikash] = students as [string, string, string]
  // Bikash fails the paper (theory 20 of a pass mark of 30); the others pass.
  const marks = await page.request.post(`/api/Exam/${examId}/Marks`, {
    headers,
    data: {
      subjectId,
      rows: studentIds.map((studentId, i) => ({
        studentId,
        theory: i === 1 ? 20 : 50,
        internal: 15,
      })),
    },
  })
  expect(marks.status(), await marks.text()).toBe(200)
  const published = await page.request.post(`/api/Exam/${examId}/Publish`, { headers })
  expect(published.status(), await published.text()).toBe(200)

  await page.goto('/student-management/upgrade-academics')
  await choose(page.getByRole('search'), 'Program', programName)
  await choose(page.getByRole('search'), 'Semester', 'First Semester')
  await expect(
    page.getByText('1 student did not pass the term in its published results', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Choose ${bikash}` })).not.toBeChecked()
  await expect(rowOf(page, bikash)).toContainText('Did not pass the term')
  await expect(page.getByRole('checkbox', { name: `Choose ${asha}` })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Promote 2 chosen' })).toBeEnabled()
})

test("a class's register is laid out to print or save as a PDF, without the screen's controls", async ({
  page,
}) => {
  await startSession(page, 'collegeadmin')
  const klass = await newClass(page, 'Register Program')
  await page.goto(`/student-management/exportToPdf?programId=${klass.programId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Export to PDF' })).toBeVisible()
  const sheet = page.getByRole('table', { name: 'Class register' })
  await expect(sheet.getByRole('row')).toHaveCount(1 + klass.students.length)
  for (const name of klass.students) await expect(rowOf(page, name)).toBeVisible()
  await expect(page.getByText(`Student register: ${klass.programName}`)).toBeVisible()
  await expect(page.getByText(/· 3 students$/)).toBeVisible()
  // On paper: the sheet alone, no heading, chooser or button.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Export to PDF' })).toBeHidden()
  await expect(sheet).toBeVisible()
})

test('on a phone the student list opens on its search and rows, its filters shown on asking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  await expect(page.getByRole('heading', { name: 'Student List', level: 1 })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: /Search by name or number/ })).toBeVisible()
  const program = page.getByRole('combobox', { name: 'Program' })
  await expect(program).toBeHidden()
  // The first rows are on the first screen.
  const firstRow = page.getByRole('table').getByRole('row').nth(1)
  await expect(firstRow).toBeVisible()
  expect((await firstRow.boundingBox())!.y).toBeLessThan(844)
  const toggle = page.getByRole('button', { name: 'Filters and order (0 chosen)' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The Program select takes the phone's width, no more.
  const box = (await program.boundingBox())!
  expect(box.width).toBeGreaterThan(300)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await choose(page, 'Gender', 'Female')
  await expect(page.getByRole('button', { name: 'Filters and order (1 chosen)' })).toBeVisible()
  await expect(page).toHaveURL(/gender=female/)
})
