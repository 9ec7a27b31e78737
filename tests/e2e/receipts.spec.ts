// Receipts and dues (decision 0322): a campus issues a receipt offline against what the fee setup
// charges a student; the server numbers it when it syncs, the paper prints that number, only once
// nothing is due does Graduation's Student List offer the student, and the graduation's fee
// receipt links to the receipt it names.
import { expect, type Page } from '@playwright/test'
import { signInAs } from './support/demo-users'
import { choose, expectOnline, serverList, tokenOf, unique } from './support/offline'
import { waitForServiceWorkerControl, offlineTest } from './support/service-worker'
import { newClass } from './support/new-class'
import { fieldset, rowOf, searchFor } from './support/screen'

type Row = Record<string, unknown>

async function post(page: Page, token: string, path: string, data: object) {
  const response = await page.request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  })
  expect(response.status(), `POST ${path}`).toBe(201)
  return (await response.json()) as Row
}

offlineTest(
  'a receipt issued offline against the dues is numbered on sync, prints, and lets the student graduate',
  async ({ page, context }) => {
    await signInAs(page, 'collegeadmin', '/receipt-management/receipt-list')
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('heading', { name: 'Receipt List' })).toBeVisible()
    const token = await tokenOf(page)
    const last = unique('Tamang').replace(' ', '')
    // A program of its own, so the fee set up below charges no one else (runs side by side).
    const { programId, fiscalYearId } = await newClass(page, 'Receipt Program')
    // In the program's last semester (8: four years when its length is not set), to graduate.
    const student = await post(page, token, '/Student', {
      programId,
      fiscalYearId,
      semester: 8,
      firstName: 'Pema',
      lastName: last,
      gender: 'female',
      dateOfBirth: '2004-02-10',
      registrationNo: `REG-${last}`,
    })
    // The campus's fee setup charges the intake an exam fee of 5,000 in its first semester.
    const feeName = unique('Exam fee')
    const fee = await post(page, token, '/FeeType', { feeTypeName: feeName, code: 'EXM' })
    await post(page, token, '/FeeSetup', {
      programId,
      fiscalYearId,
      feeTypeId: fee.id,
      semester: 1,
      amount: 5000,
    })
    // Owing it, the student is not among those who may graduate.
    expect(await serverList<Row>(page, token, `/Student?graduation=eligible&q=${last}`)).toEqual([])
    // The fee types list, read online, brings the new fee to this device.
    await page.goto('/receipt-management/fee-type')
    await expect(rowOf(page, feeName)).toBeVisible()

    // Receipt Management's Students lists who owes; its Student List opens the form, which says
    // what the student owes.
    await page.goto(`/receipt-management/students?q=${last}`)
    await expect(page.getByRole('heading', { name: 'Students who owe fees' })).toBeVisible()
    await expect(rowOf(page, last)).toBeVisible()
    await page.goto('/receipt-management/student-list')
    await expect(
      page.getByRole('heading', { name: 'Receipts: choose the student who paid' }),
    ).toBeVisible()
    await searchFor(page, last)
    await rowOf(page, last).getByRole('link').first().click()
    await expect(page.getByRole('region', { name: 'Student', exact: true })).toContainText(
      `Pema ${last}`,
    )
    const owed = page.getByRole('table', { name: 'Fees charged, paid and due' })
    await expect(owed.getByRole('row', { name: new RegExp(feeName) })).toContainText('5,000.00')

    // Offline: the form takes the receipt; the number waits for the server.
    await context.setOffline(true)
    await expectOnline(page, false)
    const payment = fieldset(page, 'Payment')
    await choose(payment, 'Fee Type', feeName)
    await payment.getByRole('textbox', { name: 'Date paid', exact: true }).fill('2083-08-01')
    await payment.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('0')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Amount must be more than 0, in rupees with at most two decimals'),
    ).toBeVisible()
    await payment.getByRole('textbox', { name: 'Amount (Rs.)' }).fill('5000')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'Receipt List' })).toBeVisible()
    await expect(rowOf(page, last)).toContainText('Pending')

    await context.setOffline(false)
    await expectOnline(page, true)
    await searchFor(page, last)
    await expect(rowOf(page, last)).not.toContainText('Pending')
    const receipts = await serverList<Row>(page, token, `/Receipt?q=${last}`)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ studentId: student.id, amount: 5000, cancelled: false })
    const receiptNo = String(receipts[0]!.receiptNo)
    expect(receiptNo).toMatch(/^78-2083\/84-\d{6}$/)
    await expect(rowOf(page, last)).toContainText(receiptNo)

    // The receipt's page, and its paper for print.
    await rowOf(page, last).getByRole('link').first().click()
    await page.getByRole('link', { name: 'Print receipt' }).click()
    const paper = page.getByRole('article', { name: 'Receipt' })
    await expect(paper).toContainText(`Receipt No.: ${receiptNo}`)
    await expect(paper).toContainText(`Pema ${last}`)
    await expect(paper.getByRole('row', { name: new RegExp(feeName) })).toContainText('5,000.00')
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

    // Nothing due: the server and Graduation's Student List offer the student now.
    const dues = await page.request.get(`/api/Student/${String(student.id)}/Dues`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await dues.json()).toMatchObject({ charged: 5000, paid: 5000, due: 0 })
    expect(
      (await serverList<Row>(page, token, `/Student?graduation=eligible&q=${last}`)).map(
        (s) => s.id,
      ),
    ).toEqual([student.id])
    await page.goto(`/graduation-management/student-list?q=${last}`)
    await expect(page.getByRole('heading', { name: 'Students eligible to graduate' })).toBeVisible()
    await expect(rowOf(page, last)).toBeVisible()

    // Graduated with the fee's receipt number: the graduation's fee receipt names the register's.
    // In the intake's year (2082/83), not the current one whose graduates outcomes.spec.ts counts
    // on the dashboard, maybe at the same moment.
    await rowOf(page, last).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Graduation Form' })).toBeVisible()
    await fieldset(page, 'Degree')
      .getByRole('textbox', { name: 'Date of completion', exact: true })
      .fill('2083-02-15')
    const graduationFee = fieldset(page, 'Graduation fee')
    await fieldset(page, 'Degree').getByRole('textbox', { name: 'Degree', exact: true }).fill('BEd')
    await graduationFee.getByRole('textbox', { name: 'Fee paid (Rs.)' }).fill('5000')
    await graduationFee.getByRole('textbox', { name: 'Receipt No.' }).fill(receiptNo)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: 'Graduation List' })).toBeVisible()
    await searchFor(page, last)
    await expect(rowOf(page, last)).not.toContainText('Pending')
    await rowOf(page, last).getByRole('link').first().click()
    await page.getByRole('link', { name: 'Graduation fee receipt' }).click()
    const feePaper = page.getByRole('article', { name: 'Graduation Fee Receipt' })
    await expect(feePaper).toContainText(`Receipt No.: ${receiptNo}`)
    await expect(feePaper).toContainText('5,000.00')
    await expect(
      page.getByText(`Receipt Management holds this receipt: ${receiptNo}`),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Print receipt' }).click()
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(receiptNo)
  },
)
