// Dropouts and graduations (issue 15's first slice): a campus records a dropout from the student's
// page, offline, prints the numbered recommendation letter, readmits the student and graduates
// them; the dashboard's figures move by exactly one and back, and the student's status follows.
import { expect, type Page } from '@playwright/test'
import { bsToAd } from '../../common/bikram-sambat'
import { lastTerm } from '../../common/outcome-rules'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, serverList, tokenOf, unique } from './support/offline'
import { readQr } from './support/qr'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { fieldset, rowOf, searchFor } from './support/screen'

type Row = Record<string, unknown>

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

/**
 * A new student of the signed-in campus, enrolled in the current fiscal year, through the API, in
 * their program's last term (a student active is in a term, decision 0412), so they may graduate.
 */
async function newStudent(page: Page, token: string, lastName: string) {
  const [sample] = await serverList<Row>(page, token, '/Student?limit=1')
  const years = await serverList<Row>(page, token, '/FiscalYear')
  const current = years.find((y) => y.isCurrent === true)!
  const programs = await serverList<Row>(page, token, '/ProgramMgmt/GetAllPrograms')
  const program = programs.find((p) => p.id === sample!.programId)!
  const last = lastTerm(String(program.programType), program.durationYears as number | null)
  const response = await page.request.post('/api/Student', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      programId: sample!.programId,
      fiscalYearId: current.id,
      firstName: 'Maya',
      lastName,
      gender: 'female',
      dateOfBirth: '2005-04-14',
      ...(program.programType === 'annual' ? { year: last } : { semester: last }),
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as Row
}

/** The headline figures of the current fiscal year (the dashboard's cards). */
const summaryOf = async (page: Page, token: string) =>
  (
    await api<{ current: { graduates: number; dropouts: number } }>(
      page,
      token,
      '/Dashboard/Summary',
    )
  ).current

offlineTest(
  'a campus records a dropout offline, prints its letter, readmits the student and graduates them; the dashboard follows',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/dropout-management/dropout-list')
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('heading', { name: 'Dropout List' })).toBeVisible()
    const token = await tokenOf(page)
    const last = unique('Gurung').replace(' ', '')
    const student = await newStudent(page, token, last)
    const before = await summaryOf(page, token)

    // The dropout's home is the student register, to choose who left.
    await page.getByRole('link', { name: 'Record a dropout' }).click()
    await expect(
      page.getByRole('heading', { name: 'Record a dropout: choose the student' }),
    ).toBeVisible()
    await searchFor(page, last)
    await rowOf(page, last).getByRole('link').first().click()
    await expect(page.getByRole('region', { name: 'Student' })).toContainText(`Maya ${last}`)
    await expect(page.getByText('Enrolment status: Active')).toBeVisible()
    const leaving = fieldset(page, 'Leaving')
    await expect(leaving.getByRole('combobox', { name: 'Reason' })).toBeVisible()

    // Offline: the form takes the dropout; a date in the future is refused first.
    await context.setOffline(true)
    await expectOnline(page, false)
    await leaving.getByRole('textbox', { name: 'Date of leaving', exact: true }).fill('2090-01-01')
    await choose(leaving, 'Reason', 'Financial')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The date cannot be in the future')).toBeVisible()
    await leaving.getByRole('textbox', { name: 'Date of leaving', exact: true }).fill('2083-06-15')
    await leaving.getByLabel('Note').fill('Left for work abroad')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'Dropout List' })).toBeVisible()
    await expect(rowOf(page, last)).toContainText('Pending')

    await context.setOffline(false)
    await expectOnline(page, true)
    await expect(page.getByText(/Offline:/)).toBeHidden()
    await searchFor(page, last)
    await expect(rowOf(page, last)).not.toContainText('Pending')
    await expect(rowOf(page, last)).toContainText('Dropped out')

    // Exactly once on the server; the student is dropped out; the dashboard moved by one.
    const dropouts = await serverList<Row>(page, token, `/DropOut?q=${last}`)
    expect(dropouts).toHaveLength(1)
    expect(dropouts[0]).toMatchObject({
      studentId: student.id,
      reason: 'financial',
      droppedOn: bsToAd('2083-06-15'),
      readmittedOn: null,
    })
    expect((await api<Row>(page, token, `/Student/${String(student.id)}`)).enrolmentStatus).toBe(
      'droppedOut',
    )
    expect((await summaryOf(page, token)).dropouts).toBe(before.dropouts + 1)

    // The numbered letter, for print.
    await rowOf(page, last).getByRole('link').first().click()
    await page.getByRole('link', { name: 'Recommendation letter' }).click()
    const letter = page.getByRole('article', { name: 'Recommendation Letter' })
    await expect(letter).toContainText(`Maya ${last}`)
    await expect(letter).toContainText(`Letter No.: 2083/84-${String(dropouts[0]!.serial)}`)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

    // Readmission is recorded on the dropout: the student is active again and the figure goes back.
    await page.goBack()
    await page.getByRole('button', { name: 'Edit' }).click()
    await fieldset(page, 'Readmission')
      .getByRole('textbox', { name: 'Readmitted on', exact: true })
      .fill('2083-07-20')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Readmitted').first()).toBeVisible()
    await expect
      .poll(
        async () => (await api<Row>(page, token, `/Student/${String(student.id)}`)).enrolmentStatus,
      )
      .toBe('active')
    expect((await summaryOf(page, token)).dropouts).toBe(before.dropouts)

    // Graduation: from the student's own page, the form comes with the program as the degree.
    await page.goto(`/student-management/student-information-detail?student=${String(student.id)}`)
    await page.getByRole('link', { name: 'Record graduation' }).click()
    await expect(page.getByRole('heading', { name: 'Graduation Form' })).toBeVisible()
    const degree = fieldset(page, 'Degree')
    await expect(degree.getByRole('textbox', { name: 'Degree', exact: true })).not.toHaveValue('')
    await degree
      .getByRole('textbox', { name: 'Date of completion', exact: true })
      .fill('2083-08-01')
    await degree.getByLabel('CGPA').fill('3.45')
    await choose(degree, 'Division', 'First Division')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'Graduation List' })).toBeVisible()
    await searchFor(page, last)
    await expect(rowOf(page, last)).toContainText('First Division')
    await expect(rowOf(page, last)).not.toContainText('Pending')
    await expect
      .poll(
        async () => (await api<Row>(page, token, `/Student/${String(student.id)}`)).enrolmentStatus,
      )
      .toBe('graduated')
    expect((await summaryOf(page, token)).graduates).toBe(before.graduates + 1)
    // A graduate can no longer drop out: the student's page offers the character certificate instead.
    await page.goto(`/student-management/student-information-detail?student=${String(student.id)}`)
    await expect(page.getByRole('heading', { name: `Maya ${last}` })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Record dropout' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Record graduation' })).toBeHidden()

    // The character certificate: issued, printed with its number and a QR code of its public link.
    await page.getByRole('link', { name: 'Issue character certificate' }).click()
    const issue = fieldset(page, 'Certificate')
    await issue.getByRole('textbox', { name: 'Date of issue', exact: true }).fill('2083-08-05')
    await choose(issue, 'Conduct', 'Excellent')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'Character Certificates' })).toBeVisible()
    await searchFor(page, last)
    await expect(rowOf(page, last)).not.toContainText('Pending')
    const [certificate] = await serverList<Row>(page, token, `/CharacterCertificate?q=${last}`)
    expect(certificate).toMatchObject({ conduct: 'excellent', revoked: false })
    await rowOf(page, last).getByRole('link').first().click()
    await page.getByRole('link', { name: 'Certificate', exact: true }).click()
    const paper = page.getByRole('article', { name: 'Character Certificate' })
    await expect(paper).toContainText(`Certificate No.: 2083/84-${String(certificate!.serial)}`)
    await expect(paper).toContainText('their conduct was Excellent')
    // The QR code reads as the verification link.
    const link = `${new URL(page.url()).origin}/verify/certificate/${String(certificate!.verifyCode)}`
    expect(await readQr(paper.getByRole('img', { name: 'Scan to verify this certificate' }))).toBe(
      link,
    )

    // Anyone holding the paper opens the link, signed in or not.
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(link)
    await expect(visitor.getByRole('status')).toHaveText('This certificate is valid.')
    await expect(visitor.getByRole('table')).toContainText(`Maya ${last}`)
    await visitor.goto(`${new URL(link).origin}/verify/certificate/${'A'.repeat(20)}`)
    await expect(visitor.getByRole('alert')).toContainText('No certificate has this code')
    await visitor.close()
  },
)
