// Receipts and dues through the real server (decision 0322): a receipt is numbered per campus and
// fiscal year as GET /Receipt/GetReceiptNo previews it, refused for another campus's student, a fee
// type the campus does not use or a date ahead, with nothing written; cancelled for good with a
// reason. A student's dues are what the fee setup charges them for the terms they reached less
// what their receipts paid, and a graduation waits until nothing is due.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { feeSetupBody, feeTypeBody, graduationBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import type { Row } from './register-pages.ts'

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>
let feeTypeId: number

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
  feeTypeId = await created('/FeeType', feeTypeBody({ feeTypeName: 'Tuition' }))
})
afterAll(() => api.close())

async function created(url: string, body: object, headers = f.college) {
  const res = await f.send('POST', url, headers, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Row>().id
}

const receiptBody = (studentId: number, overrides: Record<string, unknown> = {}) => ({
  studentId,
  feeTypeId,
  paidOn: '2026-10-05',
  amount: 2500,
  ...overrides,
})

const issue = async (studentId: number, overrides: Record<string, unknown> = {}) => {
  const res = await f.send('POST', '/Receipt', f.college, receiptBody(studentId, overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Row>()
}

const receiptRows = async () => (await api.db.select({ n: count() }).from(t.receipts))[0]!.n

describe('issuing a receipt', () => {
  it('numbers it per campus and fiscal year, as the preview said', async () => {
    const student = await f.newStudent()
    const preview = await f.send('GET', '/Receipt/GetReceiptNo?CampusId=78', f.college)
    expect(preview.statusCode, preview.body).toBe(200)
    const first = await issue(student.id)
    expect(first).toMatchObject({
      campusId: 78,
      universityId: 1,
      fiscalYearId: f.ids.nextFy,
      feeTypeId,
      paidOn: '2026-10-05',
      amount: 2500,
      cancelled: false,
      lastName: student.lastName,
    })
    // 2026-10-05 is in 2083/84, the current fiscal year the preview numbers in.
    expect(first.receiptNo).toBe(preview.json<Row>().receiptNo)
    expect(first.receiptNo).toMatch(/^78-2083\/84-\d{6}$/)
    const second = await issue(student.id, { amount: 100.25 })
    expect(second.serial).toBe(Number(first.serial) + 1)
    expect(second.amount).toBe(100.25)
    // The next campus counts its own, with a fee type of its own.
    const theirs = await f.send(
      'POST',
      '/Receipt',
      f.otherCampus,
      receiptBody((await f.newStudent(f.otherCampus)).id, {
        feeTypeId: await created('/FeeType', feeTypeBody(), f.otherCampus),
      }),
    )
    expect(theirs.statusCode, theirs.body).toBe(201)
    expect(theirs.json<Row>().receiptNo).toMatch(/^79-2083\/84-000001$/)
  })

  it('refuses another campus’s student (404), another campus’s fee type, a date ahead and a zero amount (400), writing nothing', async () => {
    const before = await receiptRows()
    const student = await f.newStudent()
    const other = await f.send(
      'POST',
      '/Receipt',
      f.otherCampus,
      receiptBody(student.id, { feeTypeId: undefined }),
    )
    expect(other.statusCode).toBe(400)
    const outside = await f.send('POST', '/Receipt', f.otherCampus, receiptBody(student.id))
    expect(outside.statusCode).toBe(404)
    const theirFee = await created('/FeeType', feeTypeBody(), f.otherCampus)
    const wrongFee = await f.send(
      'POST',
      '/Receipt',
      f.college,
      receiptBody(student.id, { feeTypeId: theirFee }),
    )
    expect(wrongFee.statusCode).toBe(400)
    expect(wrongFee.json().errors).toEqual([
      { field: 'feeTypeId', message: "is not a fee type of the student's campus" },
    ])
    const ahead = await f.send(
      'POST',
      '/Receipt',
      f.college,
      receiptBody(student.id, { paidOn: daysFromToday(3) }),
    )
    expect(ahead.statusCode).toBe(400)
    expect(ahead.json().errors[0]).toMatchObject({ field: 'paidOn' })
    const zero = await f.send('POST', '/Receipt', f.college, receiptBody(student.id, { amount: 0 }))
    expect(zero.statusCode).toBe(400)
    expect(await receiptRows()).toBe(before)
  })

  it('is read in scope: the university reads its campuses’, another campus nothing; only a campus issues', async () => {
    const receipt = await issue((await f.newStudent()).id)
    expect((await f.send('GET', `/Receipt/${receipt.id}`, f.uniAdmin)).statusCode).toBe(200)
    expect((await f.send('GET', `/Receipt/${receipt.id}`, f.otherCampus)).statusCode).toBe(404)
    expect((await f.send('GET', `/Receipt/${receipt.id}`, f.otherUniAdmin)).statusCode).toBe(404)
    const list = await f.send('GET', `/Receipt?studentId=${Number(receipt.studentId)}`, f.uniAdmin)
    expect(list.json<{ items: Row[] }>().items.map((r) => r.id)).toEqual([receipt.id])
    const byUniversity = await f.send(
      'POST',
      '/Receipt',
      f.uniAdmin,
      receiptBody(Number(receipt.studentId)),
    )
    expect(byUniversity.statusCode).toBe(403)
    expect((await f.send('GET', '/Receipt', f.student)).statusCode).toBe(403)
  })
})

describe('cancelling a receipt', () => {
  it('needs a reason, keeps the number, and stays cancelled', async () => {
    const receipt = await issue((await f.newStudent()).id)
    const patch = (body: object, headers: Record<string, string> = {}) =>
      f.send('PATCH', `/Receipt/${receipt.id}`, { ...f.college, ...headers }, body)
    expect((await patch({ cancelled: true })).statusCode).toBe(400)
    expect((await patch({ remarks: 'late' }, { 'if-match': '"7"' })).statusCode).toBe(409)
    const cancelled = await patch({ cancelled: true, cancelledReason: 'Wrong student' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({
      cancelled: true,
      cancelledReason: 'Wrong student',
      receiptNo: receipt.receiptNo,
      version: 2,
    })
    const again = await patch({ cancelled: false })
    expect(again.statusCode).toBe(422)
    expect(again.json().detail).toMatch(/stays cancelled/)
    const listed = await f.send(
      'GET',
      `/Receipt?state=cancelled&studentId=${Number(receipt.studentId)}`,
      f.college,
    )
    expect(listed.json<{ items: Row[] }>().items.map((r) => r.id)).toEqual([receipt.id])
  })
})

describe("a student's dues and the graduation that waits for them", () => {
  it('charges the terms reached, counts receipts not cancelled, refuses the graduation until nothing is due and offers the student only then', async () => {
    const student = await f.newStudent(f.college, { semester: 2 })
    const eligible = async () => {
      const res = await f.send(
        'GET',
        `/Student?graduation=eligible&q=${String(student.registrationNo)}`,
        f.college,
      )
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ items: Row[] }>().items.map((s) => s.id)
    }
    const owing = async () => {
      const res = await f.send(
        'GET',
        `/Student?dues=owing&q=${String(student.registrationNo)}`,
        f.college,
      )
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ items: Row[] }>().items.map((s) => s.id)
    }
    const dues = async (headers = f.college) => {
      const res = await f.send('GET', `/Student/${student.id}/Dues`, headers)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ due: number; charged: number; paid: number; lines: Row[] }>()
    }
    // Nothing set up, nothing due; semester 2 of the 4-semester program is not its last.
    expect(await dues()).toEqual({ studentId: student.id, charged: 0, paid: 0, due: 0, lines: [] })
    expect(await owing()).toEqual([])
    expect(await eligible()).toEqual([])
    await f.send('PATCH', `/Student/${student.id}`, f.college, { semester: 4 })
    expect(await eligible()).toEqual([student.id])

    // The intake's fee setup: 10,000 once in semester 1, 1,500 every semester, 900 in semester 5
    // (not reached), and another intake's fee that is not theirs.
    const setup = (fiscalYearId: number, overrides: object) =>
      created(
        '/FeeSetup',
        feeSetupBody(
          { programId: f.ids.semesterProgram, fiscalYearId, feeTypeId },
          { year: null, ...overrides },
        ),
      )
    const library = await created('/FeeType', feeTypeBody({ feeTypeName: 'Library' }))
    await setup(f.ids.fy, { semester: 1, amount: 10000 })
    await created(
      '/FeeSetup',
      feeSetupBody(
        { programId: f.ids.semesterProgram, fiscalYearId: f.ids.fy, feeTypeId: library },
        { year: null, semester: null, amount: 1500 },
      ),
    )
    await setup(f.ids.fy, { semester: 5, amount: 900 })
    await setup(f.ids.nextFy, { semester: 1, amount: 99999 })
    const owed = await dues()
    expect(owed).toMatchObject({ charged: 16000, paid: 0, due: 16000 })
    expect(owed.lines).toEqual([
      { feeTypeId: library, feeTypeName: 'Library', charged: 6000, paid: 0, due: 6000 },
      { feeTypeId, feeTypeName: 'Tuition', charged: 10000, paid: 0, due: 10000 },
    ])
    expect(await eligible()).toEqual([])
    expect(await owing()).toEqual([student.id])

    const graduationsBefore = await f.rowsOf(t.graduations)
    const refused = await f.send('POST', '/Graduation', f.college, graduationBody(student.id))
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json()).toMatchObject({
      type: expect.stringMatching(/dues-unpaid$/),
      detail:
        'The student has NPR 16000.00 due: Library 6000.00, Tuition 10000.00. Issue their receipts first.',
    })
    expect(await f.rowsOf(t.graduations)).toBe(graduationsBefore)
    expect((await f.stateOf(student.id)).enrolmentStatus).toBe('active')

    // Paid: tuition in full, the library fee by one receipt that is then cancelled and one kept.
    await issue(student.id, { amount: 10000 })
    const wrong = await issue(student.id, { feeTypeId: library, amount: 6000 })
    expect((await dues()).due).toBe(0)
    await f.send('PATCH', `/Receipt/${wrong.id}`, f.college, {
      cancelled: true,
      cancelledReason: 'Cheque bounced',
    })
    expect(await dues(f.uniAdmin)).toMatchObject({ charged: 16000, paid: 10000, due: 6000 })
    await issue(student.id, { feeTypeId: library, amount: 6000 })
    expect(await dues()).toMatchObject({ paid: 16000, due: 0 })
    expect(await owing()).toEqual([])
    expect(await eligible()).toEqual([student.id])
    const graduated = await f.send('POST', '/Graduation', f.college, graduationBody(student.id))
    expect(graduated.statusCode, graduated.body).toBe(201)
    expect(await eligible()).toEqual([])

    // Read where the student is read.
    expect((await f.send('GET', `/Student/${student.id}/Dues`, f.otherCampus)).statusCode).toBe(404)
    const [row] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
    expect(row!.enrolmentStatus).toBe('graduated')
  })
})
