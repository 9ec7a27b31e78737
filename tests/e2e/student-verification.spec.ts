// A student record's verification (decisions 0250–0252) in Chromium: the campus submits a
// student, the university (UniAdmin of Tribhuvan University, which campus 78 belongs to) verifies
// it from Student Enrollment; the campus then has no Edit and the server refuses a direct edit; it
// files a change request, the university approves it, and the history shows the change. The
// university moves a student to another of its campuses (decision 0362); an edit the old campus
// made offline meanwhile is said on /sync to be of a student who moved, and discarded (0375).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/test'
import { recordToasts } from './support/toasts'
import { kept } from './support/drafts'
import { signInAs } from './support/demo-users'
import {
  choose,
  deviceKeeps,
  expectOnline,
  outboxRows,
  pendingCount,
  serverList,
  tokenOf,
  unique,
} from './support/offline'
import { rowOf, searchFor } from './support/screen'

type Row = Record<string, unknown>

async function getJson<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

/**
 * A draft student of campus 78 made through the API (the program, term and intake of one it has,
 * or the program named, in its first term).
 */
async function draftStudent(
  page: Page,
  token: string,
  firstName: string,
  lastName: string,
  programName?: string,
) {
  const [sample] = await serverList<Row>(page, token, '/Student?limit=1')
  const programs = programName
    ? await serverList<Row>(page, token, '/ProgramMgmt/GetAllPrograms')
    : []
  const program = programs.find((p) => p.programName === programName)
  const created = await page.request.post('/api/Student', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      programId: program?.id ?? sample!.programId,
      fiscalYearId: sample!.fiscalYearId,
      ...(program
        ? { [program.programType === 'annual' ? 'year' : 'semester']: 1 }
        : { semester: sample!.semester, year: sample!.year }),
      firstName,
      lastName,
      gender: 'female',
      dateOfBirth: '2004-06-01',
    },
  })
  expect(created.status()).toBe(201)
  return Number(((await created.json()) as Row).id)
}

/** The university's token, signed in from another device (the API the page's network cut misses). */
async function uniAdminToken(request: APIRequestContext) {
  const login = await request.post('/api/User/Login', {
    data: {
      email: 'uniadmin@hemis.local',
      password: 'Demo@12345',
      cOllegeId: 0,
      uniId: 1,
      isUgc: true,
    },
  })
  return ((await login.json()) as { tokenString: string }).tokenString
}

/**
 * A class of drafts of campus 78 sharing a new surname (its first names `first` numbered, or those
 * given), made through the API by the campus signed in; its Student Enrollment filtered to them.
 */
async function draftClass(page: Page, word: string, first: string | string[], n = 1) {
  await signInAs(page, 'collegeadmin', '/student-management/verified-students')
  const token = await tokenOf(page)
  const last = unique(word).replace(' ', '')
  const names = Array.isArray(first) ? first : Array.from({ length: n }, (_, i) => `${first}${i}`)
  const ids: number[] = []
  for (const name of names) ids.push(await draftStudent(page, token, name, last))
  return { token, last, ids, href: `/student-management/verified-students?q=${last}` }
}

/**
 * On the record's page, offline, the campus sets a field (the phone): one edit waits on the device.
 * The form opens first: without the service worker, which these tests leave blocked, a screen's
 * code loads only online.
 */
async function editPhoneOffline(page: Page, value: string, label = 'Phone') {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toBeVisible()
  await page.context().setOffline(true)
  await expectOnline(page, false)
  await field.fill(value)
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(pendingCount(page)).toHaveText('1')
}

test('a submit waiting for its answer is not offered again, and the page says it waits', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const last = unique('Waiting').replace(' ', '')
  const id = await draftStudent(page, await tokenOf(page), 'Sita', last)
  // The server's answer held back, as on a slow line: a second press was sent and refused (409).
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/Student/*/Submit', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/student-management/student-verification/${id}`)
  const submit = page.getByRole('button', { name: 'Submit for verification' })
  const toasts = await recordToasts(page)
  await submit.click()
  const waiting = page.getByRole('status').filter({ hasText: /^Submitted from this device/ })
  await expect(waiting).toBeVisible()
  await expect(submit).toHaveCount(0)
  answer()
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await expect(submit).toHaveCount(0)
  // One submit, one toast: its answer's (decision 0420), not "sent" and then "done".
  await expect.poll(toasts).toEqual([`Submit Sita ${last} for verification: done.`])
})

test('the campus submits, the university verifies, and a verified record changes only through an approved change request', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const campusToken = await tokenOf(page)
  const last = unique('Tamang').replace(' ', '')
  const id = await draftStudent(page, campusToken, 'Sita', last)

  // The campus submits from the student's verification page (through the outbox).
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  // The address keeps the id as written (the router once quoted it: `?student=%221622%22`).
  await expect(page).toHaveURL(new RegExp(`\\?student=${id}$`))
  await page.getByRole('link', { name: 'Verification' }).click()
  await expect(page.getByRole('heading', { name: `Sita ${last}` })).toBeVisible()
  await page.getByRole('button', { name: 'Submit for verification' }).click()
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit for verification' })).toHaveCount(0)

  // The university finds it from its dashboard's queue (the Student menu is not a university's),
  // on Student Enrollment filtered to submitted records, and verifies it.
  await signInAs(page, 'uniadmin', '/')
  const queue = page.getByRole('region', { name: 'Student records awaiting you' })
  await queue.getByRole('link', { name: /submitted for verification/ }).click()
  await expect(page).toHaveURL(/verified-students\?verification=submitted/)
  await expect(page.getByRole('heading', { name: 'Student Enrollment' })).toBeVisible()
  await searchFor(page, last)
  await expect(rowOf(page, last)).toContainText('Submitted')
  await rowOf(page, last).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: `Sita ${last}` })).toBeVisible()
  // Told what is theirs to do, with the record's documents to check (none here), read-only.
  await expect(page.getByText(/^The campus has submitted this record: check it/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByText('The student is verified.')).toBeVisible()
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible()

  // The campus: no Edit any more, and the server refuses a direct edit.
  await signInAs(
    page,
    'collegeadmin',
    `/student-management/student-information-detail?student=${id}`,
  )
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0)
  const token = await tokenOf(page)
  const refused = await page.request.patch(`/api/Student/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { phone: '9841000000' },
  })
  expect(refused.status()).toBe(422)
  expect(((await refused.json()) as Row).detail).toContain('change request')

  // It files a change request instead.
  await page.getByRole('link', { name: 'Verification' }).click()
  await page.getByRole('button', { name: 'Request a change' }).click()
  await page.getByRole('textbox', { name: 'Reason' }).fill('The phone number was left out')
  await page.getByLabel('Phone', { exact: true }).fill('9841000000')
  // Left before it is sent, the request and its reason are kept on the device and given back.
  await expect.poll(() => kept(page, `student:request:${id}`)).toEqual({ phone: '9841000000' })
  await expect
    .poll(() => kept(page, `student:request:${id}:reason`))
    .toEqual({ reason: 'The phone number was left out' })
  await page.reload()
  await expect(page.getByText(/^A change request typed on .* is kept, not sent/)).toBeVisible()
  await page.getByRole('button', { name: 'Request a change' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Restored what was typed' }),
  ).toBeVisible()
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('9841000000')
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(
    'The phone number was left out',
  )
  await page.getByRole('button', { name: 'Send the change request' }).click()
  // The form and Request a change go: focus goes to the page's heading, not to its start.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect.poll(() => kept(page, `student:request:${id}:reason`)).toBeNull()
  await expect.poll(() => kept(page, `student:request:${id}`)).toBeNull()
  await expect
    .poll(
      async () =>
        (await getJson<{ items: Row[] }>(page, token, `/Student/${id}/ChangeRequest`)).items.length,
    )
    .toBe(1)
  // One waits at a time (a second is refused, 409): the page says so instead of offering another.
  await expect(
    page.getByRole('status').filter({ hasText: /^A change request waits for the university/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request a change' })).toHaveCount(0)

  // The university approves it: applied, and the record stays verified.
  await signInAs(page, 'uniadmin', `/student-management/student-verification/${id}`)
  await expect(page.getByText('Pending', { exact: true })).toBeVisible()
  await expect(
    page.getByText(/^Requested by Campus Administrator, .*: The phone number was left out$/),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('The change is approved and applied.')).toBeVisible()
  await expect(page.getByText('Approved', { exact: true })).toBeVisible()
  const uniToken = await tokenOf(page)
  const now = await getJson<Row>(page, uniToken, `/Student/${id}`)
  expect(now).toMatchObject({ phone: '9841000000', verificationState: 'verified' })

  // The history on the student's page names the change, old → new.
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  const history = page.getByRole('heading', { name: 'History', exact: true }).locator('..')
  await expect(history).toContainText('Change approved')
  await expect(history).toContainText('9841000000')
  await expect(history).toContainText('Verified')
  await expect(history).toContainText('Submitted for verification')
})

test('a student asks to correct their phone; the record changes only once the campus approves', async ({
  page,
}) => {
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  await signInAs(page, 'student', '/')
  const card = page.getByRole('region', { name: 'My contact details' })
  await expect(card).toBeVisible()
  const box = card.getByRole('textbox', { name: 'Phone', exact: true })
  // A phone the contract refuses is said under its field as it is typed, and nothing is sent.
  await box.fill('98abc')
  await expect(card.getByText('Enter a phone number of 7 to 20 digits')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Ask the campus to correct' })).toBeDisabled()
  await box.fill(phone)
  await card.getByRole('button', { name: 'Ask the campus to correct' }).click()
  await expect(page.getByText('Sent: your campus will approve the correction.')).toBeVisible()
  await expect(card.getByText('Waiting for your campus to approve')).toBeVisible()
  await expect(card.getByText(new RegExp(`→ ${phone}$`))).toBeVisible()
  // The form went with its button: focus is on the card's heading, not at the page's start.
  await expect(card.getByRole('heading', { name: 'My contact details' })).toBeFocused()

  // The campus sees it on Student Enrollment and approves it.
  await signInAs(page, 'collegeadmin', '/student-management/verified-students')
  const corrections = page.getByRole('region', { name: /^Contact corrections from students/ })
  const request = corrections.getByRole('article', { name: 'Sita Sharma' })
  await expect(request).toContainText(phone)
  await request.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Approved: the record has the new contact details.')).toBeVisible()
  // The request goes with its buttons: focus goes to the list's heading, which stays, saying that
  // none is waiting, rather than falling to the page's start.
  await expect(corrections.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(corrections).toContainText('None waiting: every correction is decided.')
  const token = await tokenOf(page)
  const [sita] = await serverList<{ phone: string | null }>(
    page,
    token,
    '/Student?q=Sita&limit=100',
  ).then((rows) => rows.filter((r) => r.phone === phone))
  expect(sita).toBeDefined()

  // The student learns the decision on their card, above the form for another.
  await signInAs(page, 'student', '/')
  await expect(
    page.getByRole('region', { name: 'My contact details' }).getByRole('status'),
  ).toHaveText(/^Your correction of the phone number was approved on /)
})

test('the university moves a student to another of its campuses, which then has the record', async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const campusToken = await tokenOf(page)
  const last = unique('Rai').replace(' ', '')
  // A program both campus 78 and 79 offer, so the student keeps it.
  const programs = await serverList<Row>(page, campusToken, '/ProgramMgmt/GetAllPrograms')
  const program = programs.find((p) => p.programName === 'Master of Business Studies')!
  const [sample] = await serverList<Row>(page, campusToken, '/Student?limit=1')
  const created = await page.request.post('/api/Student', {
    headers: { authorization: `Bearer ${campusToken}` },
    data: {
      programId: program.id,
      fiscalYearId: sample!.fiscalYearId,
      semester: 1,
      firstName: 'Maya',
      lastName: last,
      gender: 'female',
      dateOfBirth: '2004-06-01',
    },
  })
  expect(created.status()).toBe(201)
  const id = Number(((await created.json()) as Row).id)

  await signInAs(page, 'uniadmin', `/student-management/student-verification/${id}`)
  await expect(page.getByRole('heading', { name: `Maya ${last}` })).toBeVisible()
  const uniToken = await tokenOf(page)
  const campuses = await getJson<Row[]>(page, uniToken, '/Campus/GetCampusForSelection')
  const to = String(campuses.find((c) => c.id === 79)!.campusName)
  await page.getByRole('button', { name: 'Move to another campus' }).click()
  // Moved without a campus, it says so on the campus's box, which takes focus; nothing is sent.
  await page.getByRole('button', { name: 'Move the student' }).click()
  const campusBox = page.getByRole('combobox', { name: 'Move to campus' })
  await expect(campusBox).toBeFocused()
  await expect(campusBox).toHaveAccessibleDescription('Campus is required')
  await choose(page, 'Move to campus', to)
  await page.getByRole('button', { name: 'Move the student' }).click()
  await expect(page.getByText('The student was moved to the other campus.')).toBeVisible()
  // The record's history names the move (the campus field is the campus's, not shown here).
  await expect(page.getByText('Moved to another campus')).toBeVisible()
  // Its values as the record's page shows them: the campuses by their names, not their ids.
  const from = String(campuses.find((c) => c.id === 78)!.campusName)
  await expect(page.getByText(`${from} → ${to}`)).toBeVisible()
  expect(await getJson<Row>(page, uniToken, `/Student/${id}`)).toMatchObject({ campusId: 79 })
  // Campus 78 no longer finds the record.
  const gone = await page.request.get(`/api/Student/${id}`, {
    headers: { authorization: `Bearer ${campusToken}` },
  })
  expect(gone.status()).toBe(404)
})

test('a student the server does not have is said to be missing, not the server unreachable', async ({
  page,
}) => {
  await signInAs(
    page,
    'collegeadmin',
    '/student-management/student-information-detail?student=999999',
  )
  await expect(page.getByText('There is no such record on the server')).toBeVisible()
  await expect(page.getByText('could not be reached')).toBeHidden()
  // Its results and history are not asked for, and the app does not think itself offline.
  await expect(page.getByText('Results are read from the server')).toBeHidden()
  await expectOnline(page, true)
  await page.goto('/student-management/student-verification/999999')
  await expect(page.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible()
  await expect(page.getByText('There is no such student on the server')).toBeVisible()
})

test('an edit made offline of a student the university verifies meanwhile is sent from /sync as a change request', async ({
  page,
  request,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const campusToken = await tokenOf(page)
  const last = unique('Magar').replace(' ', '')
  const id = await draftStudent(page, campusToken, 'Maya', last)
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  // Offline, the campus adds the phone: kept on the device.
  await editPhoneOffline(page, '9841000077')

  // Meanwhile (another device: the API, which the page's network cut does not reach) the campus
  // submits the record and the university verifies it.
  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  expect(
    (await request.post(`/api/Student/${id}/Submit`, { headers: as(campusToken) })).status(),
  ).toBe(200)
  const uniToken = await uniAdminToken(request)
  expect(
    (await request.post(`/api/Student/${id}/Verify`, { headers: as(uniToken) })).status(),
  ).toBe(200)

  // Back online, the edit cannot be kept as an edit: /sync offers it as a change request.
  await page.context().setOffline(false)
  await page.goto('/sync')
  const card = page.getByRole('article', { name: new RegExp(last) })
  await expect(card.getByRole('button', { name: 'Propose as a change request' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Keep mine' })).toHaveCount(0)
  // The student's page says the record is verified now, and offers no edit it would refuse.
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  // The state's badge (the history, read a moment later, names the event "Verified" too).
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0)
  await page.goto('/sync')
  await card.getByRole('button', { name: 'Propose as a change request' }).click()
  // Sent without a reason, it says so on the reason's box, which takes focus; nothing is sent.
  const why = card.getByRole('textbox', { name: 'Why the change is needed' })
  await card.getByRole('button', { name: 'Send the change request' }).click()
  await expect(why).toBeFocused()
  await expect(why).toHaveAccessibleDescription('A reason is required')
  await why.fill('Phone given later')
  // The reason typed is kept on the device: the page reloaded, the box is open with it again.
  const reasonDraft = /^student:sync-request:/
  await expect.poll(() => kept(page, reasonDraft)).toEqual({ reason: 'Phone given later' })
  await page.reload()
  await expect(card.getByRole('textbox', { name: 'Why the change is needed' })).toHaveValue(
    'Phone given later',
  )
  await card.getByRole('button', { name: 'Send the change request' }).click()
  await expect
    .poll(async () => {
      const { items } = await getJson<{ items: Row[] }>(
        page,
        campusToken,
        `/Student/${id}/ChangeRequest`,
      )
      return items.map((r) => [r.fields, r.reason, r.state])
    })
    .toEqual([[{ phone: '9841000077' }, 'Phone given later', 'pending']])
  await expect(page.getByText('No conflicts.')).toBeVisible()
  // Sent, the reason is no longer kept.
  await expect.poll(() => kept(page, reasonDraft)).toBeNull()
  // The record itself is the university's verified one until the request is approved.
  expect(await getJson<Row>(page, campusToken, `/Student/${id}`)).toMatchObject({
    phone: null,
    verificationState: 'verified',
  })
})

test('an edit made offline of a student the university moves to another campus meanwhile is discarded from /sync, and the device forgets the student', async ({
  page,
  request,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const campusToken = await tokenOf(page)
  const last = unique('Thapa').replace(' ', '')
  const id = await draftStudent(page, campusToken, 'Gita', last, 'Master of Business Studies')
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  await expect(page.getByRole('heading', { name: `Gita ${last}` })).toBeVisible()

  await editPhoneOffline(page, '9841000088')

  // Meanwhile the university moves the student to campus 79 (another device: the API).
  const uniToken = await uniAdminToken(request)
  const moved = await request.post(`/api/Student/${id}/Transfer`, {
    headers: { authorization: `Bearer ${uniToken}` },
    data: { campusId: 79 },
  })
  expect(moved.status()).toBe(200)

  // Back online, /sync says the student moved, naming no campus, and offers only to discard.
  await page.context().setOffline(false)
  await page.goto('/sync')
  const card = page.getByRole('article', { name: new RegExp(last) })
  await expect(card.getByText('This student has moved to another campus')).toBeVisible()
  await expect(card.getByText('9841000088')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Keep mine' })).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Edit and retry' })).toHaveCount(0)
  expect(await deviceKeeps(page, 'student', String(id))).toBe(true)
  await card.getByRole('button', { name: 'Discard and remove from this device' }).click()
  await expect(page.getByText('No conflicts.')).toBeVisible()
  expect(await outboxRows(page)).toEqual([])
  expect(await deviceKeeps(page, 'student', String(id))).toBe(false)
  // The record's page says the same; the new campus has the record, without the discarded phone.
  await page.goto(`/student-management/student-information-detail?student=${id}`)
  await expect(page.getByText('This student has moved to another campus')).toBeVisible()
  expect(await getJson<Row>(page, uniToken, `/Student/${id}`)).toMatchObject({
    campusId: 79,
    phone: null,
  })
})

test("an edit made offline giving a student another's roll number waits on /sync under that student, to discard", async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/student-management/student-list')
  const token = await tokenOf(page)
  const last = unique('Rai').replace(' ', '')
  const holder = await draftStudent(page, token, 'Sita', `${last}a`)
  const mover = await draftStudent(page, token, 'Gita', `${last}b`)
  const roll = `R-${last.slice(-6)}`
  const patched = await page.request.patch(`/api/Student/${holder}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rollNo: roll },
  })
  expect(patched.status()).toBe(200)

  await page.goto(`/student-management/student-information-detail?student=${mover}`)
  await expect(page.getByRole('heading', { name: `Gita ${last}b` })).toBeVisible()
  await editPhoneOffline(page, roll, 'Roll No.')
  await page.context().setOffline(false)
  await page.goto('/sync')
  // The card is the edited student's (not the one already holding the number), and keeping the
  // edit could only be refused again.
  const card = page.getByRole('article', { name: new RegExp(`Gita ${last}b`) })
  await expect(card).toContainText('Student already exists!')
  await expect(card.getByRole('button', { name: 'Keep mine' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Discard my edit' }).click()
  await expect(page.getByText('No conflicts.')).toBeVisible()
  const { rollNo } = await getJson<Row>(page, token, `/Student/${mover}`)
  expect(rollNo ?? null).toBeNull()
})

test('the campus submits many students at once, offline, and the university verifies many at once (decision 0421)', async ({
  page,
}) => {
  const { token, last, ids, href } = await draftClass(page, 'Many', ['Asha', 'Bina', 'Chandra'])
  await page.goto(`${href}&verification=draft`)
  await expect(rowOf(page, last)).toHaveCount(3)
  await expect(page.getByText(/^Tick the draft and returned records/)).toBeVisible()

  // Offline, the campus ticks the page's drafts and submits them: one outbox row for the three.
  await page.context().setOffline(true)
  await expectOnline(page, false)
  await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check()
  await expect(page.getByRole('status').filter({ hasText: '3 chosen' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit 3 students for verification' }).click()
  await expect(page.getByText(/^Submit 3 students to the university\?/)).toBeVisible()
  await page.getByRole('button', { name: 'Submit 3 students for verification' }).click()
  await expect(pendingCount(page)).toHaveText('1')
  // One row, named as /sync names it, with the three ids. (Its toast is not drawn here: the
  // toasts' code loads on demand, and these tests block the service worker that keeps it.)
  const [queued] = (await outboxRows(page)) as {
    payload: { label: string; body: { ids: number[] } }
  }[]
  expect(queued!.payload.label).toBe('Submit 3 students for verification')
  expect([...queued!.payload.body.ids].sort()).toEqual([...ids].sort())
  // A student whose submit waits is not offered again: no box, the row says why.
  await expect(rowOf(page, 'Asha')).toContainText('Submit waits to be sent')
  await expect(rowOf(page, 'Asha').getByRole('checkbox')).toHaveCount(0)

  // Back online it is sent, and the three leave the drafts.
  await page.context().setOffline(false)
  await expectOnline(page, true)
  await expect
    .poll(async () => JSON.stringify(await outboxRows(page)), { timeout: 15_000 })
    .toBe('[]')
  await expect(rowOf(page, last)).toHaveCount(0)
  for (const id of ids)
    expect((await getJson<Row>(page, token, `/Student/${id}`)).verificationState).toBe('submitted')

  // The university ticks the three submitted; one is returned meanwhile from another device.
  await signInAs(
    page,
    'uniadmin',
    `/student-management/verified-students?q=${last}&verification=submitted`,
  )
  await expect(rowOf(page, last)).toHaveCount(3)
  for (const name of ['Asha', 'Bina', 'Chandra'])
    await page.getByRole('checkbox', { name: `Choose ${name} ${last}` }).check()
  const returned = await page.request.post(`/api/Student/${ids[2]}/Return`, {
    headers: { authorization: `Bearer ${await uniAdminToken(page.request)}` },
    data: { reason: 'The photo is missing' },
  })
  expect(returned.status()).toBe(200)
  await page.getByRole('button', { name: 'Verify 3 students' }).click()
  await page.getByRole('button', { name: 'Verify 3 students' }).click()
  await expect(page.getByText('2 students verified.')).toBeVisible()
  await expect(page.getByText('1 not verified')).toBeVisible()
  await expect(page.getByText(`Chandra ${last}: no longer submitted (Returned)`)).toBeVisible()
  // The list is read again: none of them is still submitted; focus is on what was done.
  await expect(rowOf(page, last)).toHaveCount(0)
  await expect(
    page.getByRole('status').filter({ hasText: /^Tick the submitted records/ }),
  ).toBeFocused()
  const states = await Promise.all(
    ids.map(async (id) => (await getJson<Row>(page, token, `/Student/${id}`)).verificationState),
  )
  expect(states).toEqual(['verified', 'verified', 'returned'])
})

test('the campus pages its drafts offline from a page read online, then chooses every one that matches and submits them in one go', async ({
  page,
}) => {
  const { token, last, ids, href } = await draftClass(page, 'Every', 'Kamal', 27)
  await page.goto(`${href}&verification=draft`)
  await expect(rowOf(page, last)).toHaveCount(25)

  // Offline, the first page as read online turns to the device's second page, not to itself.
  await expect(page.getByText(/^Kept on this device for offline use: /)).toBeVisible()
  await page.context().setOffline(true)
  await expectOnline(page, false)
  // The page the server answered, turned once offline: the device's second page.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rowOf(page, last)).toHaveCount(2)
  await expect(page.locator('td[data-serial]').first()).toHaveText('26')
  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(rowOf(page, last)).toHaveCount(25)
  // A page read again from the device's own copy (another search and back): the same turns.
  await searchFor(page, 'Nobody')
  await expect(rowOf(page, last)).toHaveCount(0)
  await searchFor(page, last)
  await expect(page.getByText(/^Offline: this page as read on /)).toBeVisible()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rowOf(page, last)).toHaveCount(2)
  await expect(page.locator('td[data-serial]').first()).toHaveText('26')
  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(rowOf(page, last)).toHaveCount(25)
  // Back online on a page turned offline: said so, and the first page reads the server again.
  await page.context().setOffline(false)
  await expectOnline(page, true)
  await expect(page.getByText(/^Online again: this page was turned offline/)).toBeVisible()
  await page.getByRole('button', { name: 'Back to the first page' }).click()
  await expect(page.getByText(/^Online again|^Offline/)).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check()
  await page.getByRole('button', { name: 'Choose all 27 that match' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'All 27 that match are chosen' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Submit 27 students for verification' }).click()
  await expect(page.getByText(/^Submit 27 students to the university\?/)).toBeVisible()
  await page.getByRole('button', { name: 'Submit 27 students for verification' }).click()
  await expect
    .poll(async () => JSON.stringify(await outboxRows(page)), { timeout: 15_000 })
    .toBe('[]')
  await expect(rowOf(page, last)).toHaveCount(0)
  const [first, lastOne] = [ids[0]!, ids[26]!]
  for (const id of [first, lastOne])
    expect((await getJson<Row>(page, token, `/Student/${id}`)).verificationState).toBe('submitted')
})

test('the university verifies what it ticked over two pages, the list starts again at its first page, and it returns the one left with a reason', async ({
  page,
}) => {
  const { token, last, ids, href } = await draftClass(page, 'Pages', 'Laxmi', 28)
  const sent = await page.request.post('/api/Student/Submit', {
    headers: { authorization: `Bearer ${token}` },
    data: { ids },
  })
  expect(((await sent.json()) as { moved: number }).moved).toBe(28)

  await signInAs(page, 'uniadmin', `${href}&verification=submitted`)
  await expect(rowOf(page, last)).toHaveCount(25)
  await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rowOf(page, last)).toHaveCount(3)
  // Ticked on page 1 and kept: two more here make 27 of the 28.
  const boxes = page.getByRole('checkbox', { name: new RegExp(`^Choose Laxmi\\d+ ${last}$`) })
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await expect(page.getByRole('status').filter({ hasText: '27 chosen' })).toBeVisible()
  await page.getByRole('button', { name: 'Verify 27 students' }).click()
  await page.getByRole('button', { name: 'Verify 27 students' }).click()
  await expect(page.getByText('27 students verified.')).toBeVisible()
  // The first page of what is left: the one not ticked, numbered 1, "1 in all".
  await expect(page).not.toHaveURL(/after=/)
  await expect(rowOf(page, last)).toHaveCount(1)
  await expect(page.locator('td[data-serial]').first()).toHaveText('1')

  // The one left goes back to the campus with a reason (decision 0424), asked with the question.
  const [left] = await rowOf(page, last).getByRole('checkbox').all()
  await left!.check()
  await page.getByRole('button', { name: 'Return 1 student' }).click()
  await expect(page.getByText(/^Return 1 student to the campus\?/)).toBeVisible()
  const reason = page.getByRole('textbox', { name: 'Reason' })
  await expect(reason).toBeFocused()
  await page.getByRole('button', { name: 'Return 1 student' }).click()
  await expect(page.getByText('A reason is required')).toBeVisible()
  await reason.fill('The scanned citizenship copy is missing')
  await page.getByRole('button', { name: 'Return 1 student' }).click()
  await expect(page.getByText('1 student returned.')).toBeVisible()
  await expect(rowOf(page, last)).toHaveCount(0)
  const states = await Promise.all(ids.map((id) => getJson<Row>(page, token, `/Student/${id}`)))
  const back = states.filter((r) => r.verificationState === 'returned')
  expect(back).toHaveLength(1)
  expect(back[0]!.verificationNote).toBe('The scanned citizenship copy is missing')
  expect(states.filter((r) => r.verificationState === 'verified')).toHaveLength(27)
})
