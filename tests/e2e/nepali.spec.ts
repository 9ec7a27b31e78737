// Nepali throughout (issue 17): the switch on /login and in the header, the account keeping the
// choice, dates in Bikram Sambat, Devanagari's shaping. Every route and every page the menus reach
// is opened in Nepali, with no English word or raw key left, by SuperAdmin's sweep
// (every-width.spec.ts).
import { seriousViolations } from './support/axe'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { messagesKitNe as kit } from '../../src/lib/i18n/messages.kit.ne'
import { messagesNavigationNe as navigation } from '../../src/lib/i18n/messages.navigation.ne'
import { messagesStudentsNe as students } from '../../src/lib/i18n/messages.students.ne'
import { registerStudent } from './support/demo-users'
import { newClass } from './support/new-class'
import { choose, serverList, tokenOf, unique } from './support/offline'
import { inNepali } from './support/nepali'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'

/** What the signed-in user's account (`GET /User/Me`) says of its language or digits. */
async function accountSays(page: Page, field: 'locale' | 'digits') {
  const me = await page.request.get('/api/User/Me', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  })
  return ((await me.json()) as Record<typeof field, string>)[field]
}

/**
 * A new student, signed in through the sign-in page switched to Nepali (their account then keeps
 * Nepali); their email.
 */
async function newStudentInNepali(page: Page) {
  const email = await registerStudent(page)
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/)
  await page.getByLabel('इमेल ठेगाना').fill(email)
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('Start#1234')
  await page.getByRole('button', { name: /^प्रशासकका रूपमा लग इन/ }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return email
}

test('the sign-in page switches to Nepali, and the account keeps the choice for the next sign-in', async ({
  page,
}) => {
  const email = await newStudentInNepali(page)
  // The choice made signed out reaches the account.
  await expect.poll(() => accountSays(page, 'locale')).toBe('ne')

  // On a new device (no stored choice, an English browser), signing in follows the account.
  const fresh = await page.context().browser()!.newContext()
  const other = await fresh.newPage()
  await other.goto('/login')
  await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  await other.getByLabel('Email Address').fill(email)
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#1234')
  await other.getByRole('button', { name: /^Sign In/ }).click()
  await expect(other.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(other).not.toHaveURL(/\/login/)
  // The header's switch takes it back to English, on the account too.
  await other.getByRole('button', { name: 'English' }).click()
  await expect(other.locator('html')).toHaveAttribute('lang', 'en')
  await fresh.close()
})

test.describe('a poor line', () => {
  // The request is held by a route, which sees no request a service worker sends.
  test.use({ serviceWorkers: 'block' })
  test("the header's switch does not wait for a line that never answers, and keeps the choice unsent", async ({
    page,
  }) => {
    await newStudentInNepali(page)
    await expect.poll(() => accountSays(page, 'locale')).toBe('ne')

    // A poor line: the account's answer never comes. The screen switches anyway (after 4 s): it
    // would never switch if it waited for the answer, so the expectation's own timeout tells,
    // and no shorter one is set that a loaded machine's reload could miss.
    await page.route('**/api/User/Me', (route) =>
      route.request().method() === 'PATCH' ? undefined : route.fallback(),
    )
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('banner').getByRole('button', { name: 'नेपाली' })).toBeVisible()
    expect(await accountSays(page, 'locale')).toBe('ne')

    // The device keeps the choice as not yet sent: its next sign-in tells the account, as a choice
    // made on the sign-in page does (the first test).
    expect(await page.evaluate(() => localStorage.getItem('hemis.locale.unsent'))).toBe('1')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test('a date is entered and shown in Bikram Sambat with Nepali digits and month names', async ({
  page,
}) => {
  // The campus enters its students (the commission reads them only: decision 0359).
  await inNepali(page, '/student-management/student-register', 'collegeadmin')
  const date = page.getByRole('textbox', { name: 'जन्म मिति', exact: true })
  // Devanagari digits are read; the AD date is shown under the input, in the same digits.
  await date.fill('२०६१-०२-०१')
  await expect(page.getByText('ई.सं. २००४-०५-१४')).toBeVisible()
  await date.fill('2061-02-33')
  await expect(page.getByText('त्यो महिनामा यो गते छैन')).toBeVisible()
  // A month past the 12th is named as the mistake, not its day.
  await date.fill('2081-13-40')
  await expect(page.getByText('महिना १३ हुँदैन: महिना १ देखि १२ सम्म मात्र हुन्छन्')).toBeVisible()
  // Nationality reads in Nepali, and is kept as the one value the server and reports know.
  await expect(page.getByRole('textbox', { name: students['student.nationality'] })).toHaveValue(
    students['student.nationality.nepali'],
  )
  await date.fill('1969-01-01')
  await expect(page.getByText(/पात्रोमा वि.सं. १९७० देखि २१०० सम्म मात्र छ/)).toBeVisible()
  // A phone number typed in Devanagari digits is kept in the Latin ones the contract takes; a
  // wrong one is told under its own field, without naming another.
  const phone = page.getByRole('textbox', { name: students['student.phone'], exact: true })
  await phone.fill('९८४१२३४५६७')
  await expect(phone).toHaveValue('9841234567')
  await page
    .getByRole('textbox', { name: students['student.guardianPhone'], exact: true })
    .fill('12')
  await page.getByRole('button', { name: kit['setup.save'] }).click()
  await expect(page.getByText('७ देखि २० अङ्कको फोन नम्बर लेख्नुहोस्')).toHaveCount(1)
  await expect(
    page.getByRole('textbox', { name: students['student.guardianPhone'], exact: true }),
  ).toHaveAccessibleDescription(/७ देखि २० अङ्कको फोन नम्बर/)
  // The calendar names the months in Nepali and picks a day.
  await date.fill('')
  await page.getByRole('button', { name: 'जन्म मिति को मिति छान्नुहोस्' }).click()
  await expect(page.getByRole('grid')).toHaveAccessibleName(
    /^(बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}$/,
  )
  await page.getByRole('button', { name: /-१५$/ }).click()
  await expect(date).toHaveValue(/^[०-९]{4}-[०-९]{2}-१५$/)
  // Latin digits instead: the calendar then numbers its days 0–9. The choice reloads the app, and
  // the form is given back what was typed, the day picked half a second before included (it was
  // lost, the reload not waiting for its write: decision 0391).
  await page.getByRole('button', { name: /^अंक: / }).click()
  await expect(page.getByRole('button', { name: 'अंक: ०१२' })).toBeVisible()
  await expect(date).toHaveValue(/^\d{4}-\d{2}-15$/)
  await page.getByRole('button', { name: 'जन्म मिति को मिति छान्नुहोस्' }).click()
  await expect(page.getByRole('grid')).toHaveAccessibleName(/^\S+ \d{4}$/)
  // The choice is the account's: it is set back for the tests that follow as this account.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'अंक: ०१२' }).click()
  await expect(page.getByRole('button', { name: 'अंक: 012' })).toBeVisible()
})

test('the digits chosen in Nepali are kept on the account and follow the user to another device', async ({
  page,
  browser,
}) => {
  const email = await registerStudent(page)
  await page.goto('/login')
  await page.getByRole('button', { name: 'नेपाली' }).click()
  await page.getByLabel('इमेल ठेगाना').fill(email)
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('Start#1234')
  await page.getByRole('button', { name: /^प्रशासकका रूपमा लग इन/ }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.getByRole('button', { name: 'अंक: 012' }).click()
  await expect(page.getByRole('button', { name: 'अंक: ०१२' })).toBeVisible()
  await expect.poll(() => accountSays(page, 'digits')).toBe('latin')

  // A new device (an English browser, nothing stored) signs in into Nepali with Latin digits.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/login')
  await other.getByLabel('Email Address').fill(email)
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill('Start#1234')
  await other.getByRole('button', { name: /^Sign In/ }).click()
  await expect(other.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(other.getByRole('button', { name: 'अंक: ०१२' })).toBeVisible()
  await fresh.close()
})

test('Devanagari conjuncts are shaped by the self-hosted font', async ({ page }) => {
  await page.goto('/login')
  // The app's theme (which names the font) applies once the app has rendered.
  await expect(page.getByRole('button', { name: /^Sign In/ })).toBeVisible()
  // Each conjunct beside the same letters kept apart by a zero-width non-joiner: shaped, the
  // conjunct is one ligature of another width and look than the halant form.
  const pairs = await page.evaluate(async () => {
    const box = document.createElement('div')
    box.style.cssText = 'position:absolute;top:0;left:0;font-size:48px;background:#fff'
    document.body.append(box)
    const out: { conjunct: string; joined: number; apart: number }[] = []
    for (const conjunct of ['क्ष', 'त्र', 'ज्ञ', 'श्र']) {
      const [a, b] = [document.createElement('span'), document.createElement('span')]
      a.textContent = conjunct
      b.textContent = `${conjunct.slice(0, 2)}\u200C${conjunct.slice(2)}`
      box.append(a, document.createElement('br'), b, document.createElement('br'))
      out.push({ conjunct, joined: 0, apart: 0 })
    }
    await document.fonts.ready
    await document.fonts.load('48px "HEMIS Devanagari"', 'क्षत्रज्ञश्र')
    const spans = [...box.querySelectorAll('span')]
    out.forEach((o, i) => {
      o.joined = spans[2 * i]!.getBoundingClientRect().width
      o.apart = spans[2 * i + 1]!.getBoundingClientRect().width
    })
    return {
      out,
      loaded: document.fonts.check('48px "HEMIS Devanagari"', 'क्ष'),
      family: getComputedStyle(box).fontFamily,
    }
  })
  expect(pairs.family).toContain('HEMIS Devanagari')
  expect(pairs.loaded).toBe(true)
  for (const { conjunct, joined, apart } of pairs.out)
    expect(joined, `${conjunct} is shaped as one conjunct`).toBeLessThan(apart)
  await expect(page.getByText('क्ष', { exact: true })).toBeVisible()
  await test.info().attach('conjuncts', {
    body: await page.locator('div[style*="font-size: 48px"]').screenshot(),
    contentType: 'image/png',
  })
})

test('in Nepali the sign-in page and a setup list have no serious accessibility violation', async ({
  page,
}) => {
  const serious = () => seriousViolations(page)
  await page.goto('/login')
  await page.evaluate(() => localStorage.setItem('hemis.locale', 'ne'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await serious()).toEqual([])
  await inNepali(page, '/other-setup/faculty-management')
  await expect(page.getByRole('table')).toBeVisible()
  expect(await serious()).toEqual([])
})

offlineTest(
  'in Nepali, a student entered offline with BS dates in Devanagari digits survives a reload and syncs once',
  async ({ page, context }) => {
    const online = (yes: boolean) =>
      expect(page.getByTestId('connectivity')).toHaveText(
        yes ? navigation['sync.online'] : navigation['sync.offline'],
      )
    const section = (name: string) => page.getByRole('group', { name, exact: true })
    await inNepali(page, '/student-management/student-list', 'collegeadmin')
    await waitForServiceWorkerControl(page)
    await page.getByRole('link', { name: students['student.createTitle'] }).click()
    const enrolment = section(students['student.section.enrolment'])
    await expect(
      enrolment.getByRole('combobox', { name: students['student.program'] }),
    ).toBeVisible()
    const address = section(students['student.section.permanent'])
    // Nepal's units are named in both scripts, the interface's first (either can be typed).
    await choose(address, kit['address.province'], 'बाग्मती प्रदेश (Bagmati Province)')
    await online(true)

    await context.setOffline(true)
    await online(false)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
    const last = unique('Rai').replace(' ', '')
    const person = section(students['student.section.person'])
    await person.getByLabel(kit['person.firstName']).fill('Kamala')
    await person.getByLabel(kit['person.lastName']).fill(last)
    await choose(person, kit['person.gender'], kit['gender.female'])
    await person
      .getByRole('textbox', { name: kit['person.dateOfBirth'], exact: true })
      .fill('२०६१-०२-०१')
    await expect(person.getByText('ई.सं. २००४-०५-१४')).toBeVisible()
    await choose(address, kit['address.province'], 'बाग्मती प्रदेश (Bagmati Province)')
    await choose(address, kit['address.district'], 'काठमाडौँ (Kathmandu)')
    await choose(address, kit['address.localLevel'], 'काठमाण्डौं (Kathmandu)')
    await address.getByLabel(kit['address.ward']).fill('४')
    await choose(enrolment, students['student.program'], 'Bachelor of Business Studies')
    await choose(enrolment, students['student.batch'], '2082 Batch')
    await choose(enrolment, students['student.fiscalYear'], '2082/83')
    // Its first year: a student active is in a term (decision 0412); "वर्ष" alone, not the fiscal one.
    await choose(enrolment, new RegExp(`^${kit['lists.term.year']}$`), 'पहिलो वर्ष')
    await enrolment.getByLabel(students['student.rollNo']).fill(unique('N').replace(' ', ''))
    await page.getByRole('button', { name: kit['setup.save'] }).click()
    await expect(person.getByLabel(kit['person.firstName'])).toHaveValue('')

    // Still offline, a reload keeps the student, pending, on the device.
    await page.reload()
    await page.getByRole('link', { name: students['student.backToList'] }).click()
    const row = page.getByRole('row').filter({ hasText: last })
    await expect(row).toContainText(kit['mark.pendingWord'])
    await context.setOffline(false)
    await online(true)
    // Synced exactly once, with the AD date of the BS date typed and the ward in Latin digits.
    const token = await tokenOf(page)
    await expect
      .poll(async () => (await serverList(page, token, `/Student?q=${last}`)).length)
      .toBe(1)
    const [synced] = await serverList<Record<string, unknown>>(page, token, `/Student?q=${last}`)
    expect(synced).toMatchObject({
      dateOfBirth: '2004-05-14',
      permanentWard: 4,
      nationality: 'Nepali',
    })
    const search = page.getByRole('searchbox', { name: kit['register.search'] })
    await search.fill(last)
    await search.press('Enter')
    await expect(row).toBeVisible()
    await expect(row).not.toContainText(kit['mark.pendingWord'])
  },
)

/** A term's name in Nepali words: "तेस्रो वर्ष", "सातौँ सेमेस्टर". */
const nepaliTerm = /(पहिलो|दोस्रो|तेस्रो|चौथो|पाँचौँ|छैटौँ|सातौँ|आठौँ) (वर्ष|सेमेस्टर)/

test('in Nepali the student list names terms and counts in Nepali, and a page of a list held whole too, page buttons and all', async ({
  page,
}) => {
  await inNepali(page, '/student-management/student-list', 'collegeadmin')
  const table = page.getByRole('table').first()
  await expect(table).toContainText(nepaliTerm)
  await expect(table).not.toContainText(/\b(Semester|Year)\b/)
  await expect(page.getByText(/^[०-९,]+ मध्ये १–२५$/)).toBeVisible()
  // The term filter names its options the same way.
  await choose(page.getByRole('search'), students['student.year'], 'तेस्रो वर्ष')
  // The URL names the term as a person would share it: `year=3`, not `year=%223%22`.
  await expect(page).toHaveURL(/[?&]year=3(&|$)/)
  // A link bookmarked before, with the digits in quotes, opens the same filter.
  await page.goto('/student-management/student-list?year=%223%22')
  const term = page.getByRole('search').getByRole('combobox', { name: students['student.year'] })
  await expect(term).toHaveValue('तेस्रो वर्ष')

  // A list cached whole pages in memory: its count in the catalogue's words and Nepali digits.
  await page.goto('/other-setup/faculty-management')
  await expect(page.getByText(/^[०-९,]+ मध्ये [०-९]+–[०-९]+$/)).toBeVisible()
  // Its page buttons too: each shows its number in Nepali digits and is named as a page.
  const first = page.getByRole('button', { name: 'पृष्ठ १', exact: true })
  await expect(first).toHaveText('१')
  await expect(first).toHaveAttribute('aria-current', 'page')
})

test('in Nepali the district report names provinces in Nepali', async ({ page }) => {
  await inNepali(page, '/student-by-district')
  await expect(page.getByRole('rowheader', { name: 'बाग्मती प्रदेश जम्मा' })).toBeVisible()
  await expect(page.getByRole('table').first()).not.toContainText('Province')
})

test('in Nepali an identity card shows the registration and roll numbers as the record holds them', async ({
  page,
}) => {
  await inNepali(page, '/student-management/student-list', 'collegeadmin')
  const token = await tokenOf(page)
  const listed = await serverList<{
    id: number
    registrationNo: string | null
    rollNo: string | null
  }>(page, token, '/Student?limit=50')
  const student = listed.find(
    (s) => /\d/.test(s.registrationNo ?? '') && /\d/.test(s.rollNo ?? ''),
  )!
  const issued = await page.request.post('/api/StudentCard', {
    headers: { authorization: `Bearer ${token}` },
    data: { studentIds: [student.id], validUntil: '2030-01-01', replace: true },
  })
  expect(issued.ok(), await issued.text()).toBe(true)
  await page.goto(`/student-management/student-card/${student.id}`)
  const card = page.getByRole('article')
  await expect(card).toContainText(student.registrationNo!)
  await expect(card).toContainText(student.rollNo!)
})

/** `12` → `१२`: a number as a Nepali screen with Devanagari digits writes it. */
const inDevanagari = (n: number | string) =>
  String(n).replace(/[0-9]/g, (d) => '०१२३४५६७८९'[Number(d)]!)

test('in Nepali counts, serial numbers, page sizes and wards follow the chosen digits; identifiers stay as stored', async ({
  page,
}) => {
  await inNepali(page, '/student-management/student-list', 'collegeadmin')
  await expect(page.getByText(/^[०-९,]+ मध्ये १–२५$/)).toBeVisible()
  await expect(page.locator('td[data-serial]').first()).toHaveText('१')
  await expect(page.getByRole('combobox', { name: kit['setup.rowsPerPage'] })).toHaveValue('२५')
  await expect(page.getByTestId('pending-count')).toHaveText('०')
  // A plural's count (`#`) too: Chromium's Nepali numbers are Latin unless Devanagari is asked for.
  await page.goto('/student-management/verified-students')
  await page.getByRole('checkbox', { name: kit['choice.page'] }).check()
  await expect(page.getByRole('status').filter({ hasText: /^[१-९][०-९]* छानिएका$/ })).toBeVisible()

  // A student's page: the heading names them in Devanagari, as the list does; the ward in the
  // chosen digits, the roll number as the record holds it, the province in Devanagari first.
  const token = await tokenOf(page)
  const listed = await serverList<{
    id: number
    nameNe: string | null
    rollNo: string | null
    permanentWard: number | null
  }>(page, token, '/Student?limit=50')
  const student = listed.find((s) => s.nameNe && s.permanentWard && /\d/.test(s.rollNo ?? ''))!
  await page.goto(`/student-management/student-information-detail?student=${student.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(student.nameNe!)
  const value = (label: string) =>
    page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]')
  await expect(value(kit['address.ward'])).toHaveText(inDevanagari(student.permanentWard!))
  await expect(value(students['student.rollNo'])).toHaveText(student.rollNo!)
  await expect(value(kit['address.province'])).toHaveText(
    /^[\u0900-\u097F][^A-Za-z]* \([A-Za-z ]+\)$/,
  )
})

test('in Nepali a student is named in Devanagari in every class list and heading, as the student list names them', async ({
  page,
}) => {
  test.slow()
  await inNepali(page, '/student-management/student-list', 'collegeadmin')
  const klass = await newClass(page, 'Nepali Names')
  const nameNe = 'देवी श्रेष्ठ'
  const english = `Devi Names${klass.id}`
  const id = await klass.post('/Student', {
    programId: klass.programId,
    fiscalYearId: klass.fiscalYearId,
    batchId: klass.batchId,
    semester: 1,
    firstName: 'Devi',
    lastName: `Names${klass.id}`,
    nameNe,
    gender: 'female',
    dateOfBirth: '2004-05-14',
    rollNo: `E-4-${klass.id}`,
  })
  const inClass = `programId=${klass.programId}&batchId=${klass.batchId}`
  const named = async (list: ReturnType<Page['getByRole']>) => {
    await expect(list).toContainText(nameNe)
    await expect(list).not.toContainText(english)
  }

  await page.goto(`/student-management/student-list-for-id?${inClass}`)
  await named(page.getByRole('table').first())
  await page.goto(`/student-management/student-card/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nameNe)
  await page.goto(`/student-management/attendance?${inClass}&term=1&date=2026-03-02`)
  await named(page.getByRole('table').first())
  await page.goto('/student-management/upgrade-academics')
  await choose(page.getByRole('search'), students['student.program'], klass.programName)
  await choose(page.getByRole('search'), students['student.semester'], 'पहिलो सेमेस्टर')
  await named(page.getByRole('table').first())
})

test('in Nepali a fiscal year chosen for the student counts gives its AD dates as every AD date reads', async ({
  page,
}) => {
  await inNepali(page, '/student-management/student-list', 'collegeadmin')
  const [year] = await serverList<{ id: number }>(page, await tokenOf(page), '/FiscalYear')
  const adDates = /^ई\.सं\. [०-९]{4}-[०-९]{2}-[०-९]{2} – [०-९]{4}-[०-९]{2}-[०-९]{2}$/
  for (const report of ['student-summary-detail', 'student-by-district']) {
    await page.goto(`/student-management/${report}?fiscalYear=${year!.id}`)
    await expect(page.getByText(adDates)).toBeVisible()
  }
})

test('on an English page the switch writes नेपाली in a face of its six letters, not the whole Devanagari font', async ({
  page,
}) => {
  await page.goto('/login')
  const nepali = page.getByRole('button', { name: 'नेपाली' })
  await expect(nepali).toBeVisible()
  expect(await nepali.evaluate((b) => getComputedStyle(b).fontFamily)).toContain(
    'HEMIS Devanagari Switch',
  )
  // Drawn in the app's own face (no Devanagari font on the machine needed), its 1.3 kB only.
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.fonts].find((f) => f.family.includes('Switch'))?.status ?? 'none',
      ),
    )
    .toBe('loaded')
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => r.name),
  )
  expect(fetched.filter((url) => /noto-sans-devanagari/.test(url))).toEqual([])
})

test('in Nepali a duplicate is refused in Nepali words, not in the server’s English title', async ({
  page,
}) => {
  await inNepali(page, '/other-setup/add-department', 'collegeadmin')
  const name = unique('Department of Twins')
  const created = await page.request.post('/api/Department', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { departmentName: name, departmentType: 'academic' },
  })
  expect(created.status()).toBe(201)
  const form = page.getByRole('region', { name: 'विभाग थप्नुहोस्' })
  await form.getByLabel('विभागको नाम').fill(name)
  await choose(form, 'विभागको प्रकार', 'शैक्षिक')
  await form.getByRole('button', { name: kit['setup.save'] }).click()
  await expect(page.getByText('विभाग पहिले नै छ!').first()).toBeVisible()
  await expect(page.getByText('Department already exists!')).toHaveCount(0)
})
