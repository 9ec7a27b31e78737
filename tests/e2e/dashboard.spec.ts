// The dashboard of an account of each scope shows the figures the API gives that account's token, for the
// filters in the URL; students see only their own enrolment; the last figures read offline.
import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { everyViolation } from './support/axe'
import { signInAs, type DemoAccount } from './support/demo-users'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { looksOf, mainNav, userMenu } from './support/screen'

const WELCOME = 'Welcome to the Public Financing Module'
const commission: readonly DemoAccount[] = ['superadmin', 'admin', 'ugcadmin']
// One account of each scope the page branches on (the commission's, a university's, a campus's):
// the other roles of a scope see the same page, and the API suite checks every role's figures
// (tests/api/dashboard.test.ts). Each costs minutes on a slow machine (decision 0311).
const staff: readonly DemoAccount[] = ['superadmin', 'uniadmin', 'collegeadmin']

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The API's answer for the signed-in page's own token (local storage `root`). */
async function apiGet(page: Page, path: string): Promise<Json> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('root') ?? '{}') as Json).user?.tokenString as string,
  )
  const res = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as Json
}

// Nepal's grouping (12,34,567), as the dashboard writes numbers.
const n = (value: number) => value.toLocaleString('en-IN')
const query = (params: Record<string, number | undefined>) => {
  const defined = Object.entries(params).filter(([, v]) => v !== undefined)
  return defined.length ? `?${defined.map(([k, v]) => `${k}=${v}`).join('&')}` : ''
}

/** The body rows of a table, in order: the row header, then the cells; read in one go. */
async function expectRows(table: Locator, rows: (string | number)[][]) {
  const body = table.getByRole('rowgroup').nth(1).getByRole('row')
  await expect
    .poll(() =>
      body.evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((c) =>
            (c.textContent ?? '').replace(/\s+/g, ' ').trim(),
          ),
        ),
      ),
    )
    .toEqual(rows.map((row) => row.map(String)))
}

/** The footer's total row. */
const totals = (table: Locator) => table.getByRole('rowgroup').nth(2).getByRole('cell')

async function expectHeadline(page: Page, summary: Json) {
  for (const [label, key] of [
    ['Students', 'students'],
    ['Campuses', 'campuses'],
    ['Graduates', 'graduates'],
    ['Dropouts', 'dropouts'],
  ] as const) {
    await expect(page.getByRole('group', { name: label })).toContainText(n(summary.current[key]))
  }
}

async function expectReports(page: Page, account: DemoAccount, fiscalYear?: number) {
  const ageCall = commission.includes(account)
    ? '/Dashboard/Report/GetStudentsByAgeGroupForUgc'
    : '/Dashboard/Report/GetStudentsByAgeGroupForUni'
  const ages = await apiGet(page, ageCall + query({ fiscalyearid: fiscalYear }))
  const ageTable = page.getByRole('table', { name: 'Students by age group' })
  await expectRows(
    ageTable,
    ages.rows.map((r: Json) => [r.ageGroup, ...[r.male, r.female, r.other, r.total].map(n)]),
  )
  await expect(totals(ageTable).last()).toHaveText(n(ages.total))

  const graduation = query({ fiscalyearid: fiscalYear })
  const gender = await apiGet(page, '/Dashboard/College/GetGraduationByGender' + graduation)
  const count = (key: string) => n(gender.rows.find((r: Json) => r.gender === key).count)
  const genderTable = page.getByRole('table', { name: 'Graduation by gender' })
  await expectRows(genderTable, [
    ['Male', count('male')],
    ['Female', count('female')],
    ['Other', count('other')],
  ])
  await expect(totals(genderTable)).toHaveText([n(gender.total)])

  const ethnicity = await apiGet(page, '/Dashboard/College/GetGraduationByEthnicity' + graduation)
  const ethnicityTable = page.getByRole('table', { name: 'Graduation by ethnicity' })
  await expectRows(
    ethnicityTable,
    ethnicity.rows.map((r: Json) => [r.ethnicGroupName, n(r.count)]),
  )
  await expect(totals(ethnicityTable)).toHaveText([n(ethnicity.total)])

  const dropout = await apiGet(page, '/Dashboard/GetStudentsDropOutReport' + graduation)
  const dropoutTable = page.getByRole('table', { name: 'Dropout report' })
  const universities = new Set(dropout.rows.map((r: Json) => r.universityShortName))
  await expectRows(
    dropoutTable,
    dropout.rows.map((r: Json) => [
      // Same-named levels of several universities are told apart by the university.
      universities.size > 1 ? `${r.levelName} (${r.universityShortName})` : r.levelName,
      n(r.enrolled),
      n(r.dropouts),
      r.dropoutRate.toFixed(2),
    ]),
  )
  await expect(totals(dropoutTable).first()).toHaveText(n(dropout.totalEnrolled))

  for (const [title, call] of [
    ['Graduation of fiscal year', '/Graduation/GetGraduationOfFiscalYear'],
    ['Dropout of fiscal year', '/DropOut/GetDropoutOfFiscalYear'],
  ] as const) {
    const series = await apiGet(page, call)
    await expectRows(
      page.getByRole('table', { name: title }),
      series.rows.map((r: Json) => [r.fiscalYear, ...[r.male, r.female, r.other, r.total].map(n)]),
    )
  }
  // Every chart has its text alternative.
  await expect(page.getByRole('img', { name: /^Chart of / })).toHaveCount(6)
}

/**
 * The page shows what the API answers for the same token and filters. Other tests enter students
 * at the same time (two workers share the server), so a disagreement is retried after a reload.
 */
async function expectAgreement(page: Page, account: DemoAccount, fiscalYearId?: number) {
  let summary: Json = {}
  let attempt = 0
  await expect(async () => {
    if (attempt++ > 0) await page.reload()
    summary = await apiGet(
      page,
      `/Dashboard/Summary${fiscalYearId ? `?fiscalyearid=${fiscalYearId}` : ''}`,
    )
    await expectHeadline(page, summary)
    await expectReports(page, account, fiscalYearId)
  }).toPass({ timeout: 300_000 })
  return summary
}

for (const account of staff) {
  test(`${account} sees the figures the API gives its token, and a filter changes them`, async ({
    page,
  }) => {
    // Every figure of seven calls, twice, and a reload: more than the default 30 s on 2 cores.
    test.slow()
    await signInAs(page, account)
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
    await expectAgreement(page, account)

    // Filters offered only where the role may use them.
    const filters = page.getByRole('region', { name: 'Filters' })
    await expect(filters.getByLabel('University')).toHaveCount(commission.includes(account) ? 1 : 0)
    await expect(filters.getByLabel('Campus type')).toHaveCount(
      account.startsWith('college') ? 0 : 1,
    )

    const years = await apiGet(page, '/FiscalYear')
    const chosen = years.find((fy: Json) => fy.name === '2081/82')
    await filters.getByLabel('Fiscal year').click()
    await page.getByRole('option', { name: /^2081\/82/ }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]fiscalYear=${chosen.id}(&|$)`))
    const summary = await expectAgreement(page, account, chosen.id)
    expect(summary.fiscalYear).toBe('2081/82')

    // The view survives a reload from its URL. (Its figures are asked of the API again: a test
    // running beside this one may have registered a student since.)
    await page.reload()
    await expect(filters.getByLabel('Fiscal year')).toHaveValue('2081/82')
    await expectAgreement(page, account, chosen.id)

    // Two more filters, one after the other, keep every earlier one: each filter picks into the
    // search as it is now, though a filter is not rendered again while its list and value stay.
    for (const name of ['Faculty', 'Level']) {
      await filters.getByLabel(name).click()
      await page.getByRole('option').first().click()
    }
    for (const key of [`fiscalYear=${chosen.id}`, 'faculty=\\d+', 'level=\\d+'])
      await expect(page).toHaveURL(new RegExp(`[?&]${key}(&|$)`))
  })
}

test('a student sees only their own enrolment, never campus-wide figures', async ({ page }) => {
  await signInAs(page, 'student')
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible()
  const mine = await apiGet(page, '/Dashboard/MyEnrolment')
  const card = page.getByRole('region', { name: 'My enrolment' })
  for (const key of ['studentName', 'campusName', 'programName', 'fiscalYear'])
    await expect(card).toContainText(mine[key] as string)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Students by age group' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0)
})

offlineTest(
  'the last figures stay readable offline, with their time, and signing out removes them',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin')
    const summary = await apiGet(page, '/Dashboard/Summary')
    await expectHeadline(page, summary)
    await waitForServiceWorkerControl(page)
    // The copy on the device is written at most once a second.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((k) => k.startsWith('hemis.dashboard.')),
        ),
      )
      .toBe(true)

    await context.setOffline(true)
    try {
      await page.reload()
      await expectHeadline(page, summary)
      await expect(page.getByText(/Offline: showing the last figures seen/).first()).toBeVisible()
      await expect(page.getByText(/^As of /).first()).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
    // A shared device: the next person to sign in must not find these figures.
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login/)
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('hemis.dashboard.')),
    )
    expect(left).toEqual([])
  },
)

test('fiscal years read in BS, with their AD dates on hover and focus', async ({ page }) => {
  await signInAs(page, 'collegeuser')
  const summary = await apiGet(page, '/Dashboard/Summary')
  const year = (await apiGet(page, '/FiscalYear')).find(
    (fy: Json) => fy.name === summary.fiscalYear,
  )
  const headline = page.getByRole('region', { name: /Headline numbers/ })
  await headline.getByText(summary.fiscalYear, { exact: true }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(`AD ${year.startDate} – ${year.endDate}`)
})

test('a filter is found, opened and chosen by keyboard alone (decision 0351)', async ({ page }) => {
  await signInAs(page, 'collegeuser')
  const filters = page.getByRole('region', { name: 'Filters' })
  const year = filters.getByRole('combobox', { name: 'Fiscal year' })
  // Until first used, the filter is an input standing in for the Select, a closed combobox.
  await expect(year).toHaveAttribute('aria-expanded', 'false')
  await filters.getByRole('heading', { name: 'Filters' }).click()
  await page.keyboard.press('Tab')
  await expect(filters.getByRole('combobox', { name: 'Fiscal year' })).toBeFocused()
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]fiscalYear=\d+(&|$)/)
  await expect(year).not.toHaveValue('')
})

test('the dashboard has no accessibility violations axe can find', async ({ page }) => {
  for (const account of ['ugcadmin', 'student'] as const) {
    await signInAs(page, account)
    await expect(page.getByText(/^As of /).first()).toBeVisible()
    // Check the drawn charts too, not their loading skeletons: a chart is drawn as it nears the
    // screen, so each is scrolled to.
    const drawn = account === 'student' ? 0 : 6
    const charts = page.getByRole('img', { name: /^Chart of / })
    await expect(charts).toHaveCount(drawn)
    for (const chart of await charts.all()) await chart.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-chart]')).toHaveCount(drawn)
    expect(await everyViolation(page, 'main'), account).toEqual([])
  }
})

test('the dashboard looks the same with its own part of Mantine’s styles as with all of them (decision 0349)', async ({
  page,
}) => {
  /** Which of Mantine's stylesheets the page has: its own part, all of them, or both. */
  const sheets = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .map((sheet) => /\/assets\/(mantine-styles|signed-in-styles)-/.exec(sheet.href ?? '')?.[1])
        .filter(Boolean),
    )
  /**
   * The dashboard with every figure drawn (by the stylesheets `styles`), then its user menu open.
   * The menu opens on its first item, a link, whose preload (as pointing at any link's) asks for
   * all of Mantine's styles: the figures' sheets are read before it opens.
   */
  const look = async (styles: string[]) => {
    await expect(page.getByText(/^As of /).first()).toBeVisible()
    const charts = page.getByRole('img', { name: /^Chart of / })
    await expect(charts).toHaveCount(6)
    for (const chart of await charts.all()) await chart.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-chart]')).toHaveCount(6)
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0)
    await expect(page.getByTestId('connectivity')).toHaveText('Online')
    const figures = await looksOf(page, { sizes: false })
    expect(await sheets()).toEqual(styles)
    await userMenu(page).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    const menu = await looksOf(page, { root: '[role="menu"]', sizes: false })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    return { figures, menu }
  }
  await signInAs(page, 'ugcadmin')
  const own = await look(['signed-in-styles'])
  // Another screen first asks for all of Mantine's styles; the dashboard then has those alone.
  await page.goto('/sync')
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  const all = await look(['mantine-styles'])
  expect(await sheets()).toEqual(['mantine-styles'])
  expect(all).toEqual(own)
})
