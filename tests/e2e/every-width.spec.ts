// Every route at a phone's, a tablet's and a desktop's width (issue 20), signed in as a campus
// admin and as the commission's SuperAdmin: the page never scrolls sideways, no text is cut off
// (tests/e2e/support/layout-problems.ts), the user menu stays in reach, and axe finds no serious
// violation, in the light scheme and in the dark one. The routes come from the route table (src/routeTree.gen.ts), so a new route is swept
// without anyone adding it here; a route with a parameter needs a sample below, or the sweep fails
// naming it. Screenshots of the campus admin's sweep are kept in test-results/ for a person to see.
import { writeFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAs, type DemoAccount } from './support/demo-users'
import { seriousViolations } from './support/axe'
import { layoutProblems } from './support/layout-problems'
import { examOfANewClass } from './support/new-class'
import { englishLeft, inNepali } from './support/nepali'
import { routePaths } from './support/routes'
import { openInApp } from './support/screen'

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

/** Pages reached signed out; every other route is swept signed in. */
const publicPaths = new Set(['/login', '/register', '/forgot-password'])

/** Records of the demo campus that the routes with a parameter are opened on. */
async function sampleRecords(page: Page) {
  const exam = await examOfANewClass(page)
  const [left, graduate, other] = exam.studentIds as [number, number, number]
  const dropoutId = await exam.post('/DropOut', {
    studentId: left,
    droppedOn: '2026-03-01',
    reason: 'financial',
  })
  // A graduation is for a student in the program's last term (8 semesters when not set): the
  // graduate's, and the form's student (opened on the graduation form).
  for (const id of [graduate, other]) {
    const moved = await page.request.patch(`/api/Student/${id}`, {
      headers: exam.headers,
      data: { semester: 8 },
    })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  await exam.post('/Graduation', { studentId: graduate, graduatedOn: '2026-06-01', degree: 'BBS' })
  const certificateId = await exam.post('/CharacterCertificate', {
    studentId: graduate,
    issuedOn: '2026-06-02',
    conduct: 'good',
  })
  return { examId: exam.examId, dropoutId, certificateId, studentId: other }
}
type Samples = Awaited<ReturnType<typeof sampleRecords>>

/** A real path for each route with a parameter, or why the sweep leaves it to its own test. */
const parameterised: Record<string, ((s: Samples) => string) | string> = {
  '/$': () => '/budget-management/budget-list',
  '/character-application/$studentId': (s) => `/character-application/${s.studentId}`,
  '/character-certificate/$id': (s) => `/character-certificate/${s.certificateId}`,
  '/character-certificate-old/$id': (s) => `/character-certificate-old/${s.certificateId}`,
  '/dropout-management/dropout-form/$studentId': (s) =>
    `/dropout-management/dropout-form/${s.studentId}`,
  '/dropout-management/recommendation-letter/$id': (s) =>
    `/dropout-management/recommendation-letter/${s.dropoutId}`,
  '/exam-management/marks-entry/$id': (s) => `/exam-management/marks-entry/${s.examId}`,
  '/exam-management/marks-list/$id': (s) => `/exam-management/marks-list/${s.examId}`,
  '/exam-management/view-result/$id': (s) => `/exam-management/view-result/${s.examId}`,
  '/graduation-management/graduation-form/$studentId': (s) =>
    `/graduation-management/graduation-form/${s.studentId}`,
  '/student-management/student-card/$studentId': (s) =>
    `/student-management/student-card/${s.studentId}`,
  '/student-management/student-verification/$id': (s) =>
    `/student-management/student-verification/${s.studentId}`,
  '/first-run/$token': 'a one-time link of an empty database: first-run.spec.ts',
  '/reset-password/$email/$token': 'a mailed one-time link: sign-in-flows.spec.ts',
  '/verify/certificate/$code': 'a public check of a printed code: outcomes.spec.ts',
  '/verify/student-card/$code': 'a public check of a printed code: student-cards.spec.ts',
}

function routesWith(samples: Samples): string[] {
  return routePaths.flatMap((path) => {
    if (publicPaths.has(path)) return []
    if (!path.includes('$')) return [path]
    const sample = parameterised[path]
    expect(sample, `${path} has a parameter: give it a sample in every-width.spec.ts`).toBeDefined()
    return typeof sample === 'function' ? [sample(samples)] : []
  })
}

/**
 * The problems of the page open now at each width. `pictures`: a screenshot of every width, else
 * only of a width with problems.
 */
async function sweep(page: Page, path: string, signedIn: boolean, pictures: boolean) {
  const found: string[] = []
  for (const size of widths) {
    await page.setViewportSize(size)
    // Charts and grids follow a resize through observers a frame or more later: a problem is one
    // that is still there a moment after.
    let problems = await page.evaluate(layoutProblems, signedIn)
    if (problems.length > 0) {
      await page.waitForTimeout(500)
      problems = await page.evaluate(layoutProblems, signedIn)
    }
    // axe once a route, at the phone's width, where the header and tables are at their tightest.
    if (size === widths[0]) problems.push(...(await seriousViolations(page)))
    found.push(...problems.map((p) => `${path} at ${size.name} width: ${p}`))
    if (pictures || problems.length > 0) await picture(page, `${path}-${size.name}`, size)
  }
  return found
}

/**
 * A screenshot of the screen kept with the test's results, by Chromium's own capture (Playwright's
 * first hides the caret and waits for fonts, which doubled its cost), at half scale: a quarter of
 * the pixels to encode, still enough to see a layout.
 */
async function picture(page: Page, name: string, size: { width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page)
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'jpeg',
    quality: 50,
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width: size.width, height: size.height, scale: 0.5 },
  })
  await cdp.detach()
  writeFileSync(
    test.info().outputPath(`${name.replaceAll('/', '_')}.jpeg`),
    Buffer.from(data, 'base64'),
  )
}

/** Types in `field` at the bottom of a phone's screen as its keyboard opens: it stays in view. */
async function keepsInView(page: Page, field: Locator) {
  await field.focus()
  await field.evaluate((el) => el.scrollIntoView({ block: 'end' }))
  // The keyboard takes the lower half: the page shrinks (interactive-widget=resizes-content).
  await page.setViewportSize({ width: 390, height: 420 })
  await expect
    .poll(() =>
      field.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= innerHeight
      }),
    )
    .toBe(true)
  await expect(field).toBeFocused()
}

// The two sweeps take minutes each: in parallel, on both workers, and early in the run (files run
// in alphabetical order), so the short tests of the later files fill the time around them instead
// of one worker waiting at the end for a sweep still running on the other.
test.describe.configure({ mode: 'parallel' })

/**
 * Every signed-in route as `account`. The campus admin is swept in English on a touch screen
 * (campus staff enter data on tablets), which also checks every control's size for a finger;
 * SuperAdmin with a mouse, in Nepali (longer words, the harder fit) and in the dark scheme, which
 * also checks that no English word or raw key is left on any route and that the dark colours pass
 * axe's contrast checks.
 */
function sweepsEveryRoute(account: DemoAccount, { pictures = false, nepali = false }) {
  test(`every route fits every width, signed in as ${account}`, async ({ page }) => {
    test.setTimeout(600_000)
    await signInAs(page, 'collegeadmin')
    const samples = await sampleRecords(page)
    if (nepali) await inNepali(page, '/', account)
    else if (account !== 'collegeadmin') await signInAs(page, account)
    await expect(page.locator('h1').first()).toBeVisible()
    const problems: string[] = []
    for (const path of routesWith(samples)) {
      await openInApp(page, path, 150)
      problems.push(...(await sweep(page, path, true, pictures)))
      if (nepali) problems.push(...(await englishLeft(page)).map((text) => `${path}: ${text}`))
    }
    expect(problems).toEqual([])
  })
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  sweepsEveryRoute('collegeadmin', { pictures: true })

  test('the field being typed stays in view when a phone keyboard opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // The sign-up page a student uses on a phone, then the signed-in register's long form.
    await page.goto('/register')
    await keepsInView(page, page.getByRole('textbox', { name: 'Confirm Password', exact: true }))
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'collegeadmin', '/student-management/student-register')
    await keepsInView(page, page.getByLabel('E-mail', { exact: true }))
  })

  // The sweep opens no popovers: the BS date picker, the one a phone user taps through most, here.
  test('the BS date picker fits a phone and a finger', async ({ page }) => {
    await page.setViewportSize(widths[0])
    await signInAs(page, 'collegeadmin', '/student-management/student-register')
    await page.getByRole('button', { name: 'Pick a date for Date of Birth' }).tap()
    const month = page.getByRole('grid')
    await expect(month).toBeVisible()
    const box = (await page.getByRole('dialog').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(widths[0].width)
    const problems = await page.evaluate(layoutProblems, true)
    problems.push(...(await seriousViolations(page)))
    expect(problems).toEqual([])
    const day = month.getByRole('button').nth(14)
    const picked = await day.getAttribute('aria-label')
    await day.tap()
    await expect(month).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue(picked!)
  })

  // The demo data's dropout dates: records that exist already, so nothing here changes what other
  // tests count.
  test('a date shows its AD form on a tap and on focus, not only on hover', async ({ page }) => {
    await page.setViewportSize(widths[0])
    await signInAs(page, 'collegeadmin', '/dropout-management/dropout-list')
    const time = page.getByRole('main').locator('time').first()
    const ad = `AD ${await time.getAttribute('datetime')}`
    await time.tap()
    await expect(page.getByRole('tooltip', { name: ad })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).tap()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    // From the keyboard: the tip opens on a keyboard focus (Floating UI asks for :focus-visible,
    // which a script's focus() after a tap is not), so the date is reached with Tab.
    await time.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(time).toBeFocused()
    await expect(page.getByRole('tooltip', { name: ad })).toBeVisible()
  })

  test('the public pages fit every width', async ({ page }) => {
    const problems: string[] = []
    for (const path of publicPaths) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      problems.push(...(await sweep(page, path, false, true)))
    }
    expect(problems).toEqual([])
  })
})

// The system's dark setting, which the app follows: axe's contrast checks then read every route's
// dark colours.
test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' })

  sweepsEveryRoute('superadmin', { nepali: true })
})
