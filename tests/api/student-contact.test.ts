// A student corrects their own contact details and their campus decides (issue 12): nothing
// changes until approved; one waiting correction a student; a rejection needs a reason; another
// campus sees none of it; only the student's own record, and only students ask. The student reads
// the latest decision (rejected with its reason, or approved) until they ask again.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'
import { registerCallers } from './register-fixtures.ts'

let api: Api
let callers: Awaited<ReturnType<typeof registerCallers>>
let student: Record<string, string>
type Headers = Record<string, string>
type Correction = { id: number; state: string; fields: object; studentName: string }
type Mine = { pending: Correction | null; decided: (Correction & { decidedAt: string }) | null }

const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const ownContact = async () => {
  const read = await send('GET', '/Student/Me/Contact', student)
  expect(read.statusCode, read.body).toBe(200)
  return read.json<Mine>()
}
const record = async (id: number) =>
  (await api.db.select().from(t.students).where(eq(t.students.id, id)))[0]!

beforeAll(async () => {
  api = await startApi()
  callers = await registerCallers(api)
  student = await api.as('student')
})
afterAll(() => api.close())

it('a student proposes, the campus rejects with a reason, then approves the next: only then the record changes', async () => {
  const mine = await send('GET', '/Student/Me/Contact', student)
  expect(mine.statusCode, mine.body).toBe(200)
  const { studentId } = mine.json<{ studentId: number }>()
  const before = await record(studentId)

  const asked = await send('POST', '/Student/Me/Contact', student, { phone: '9841000001' })
  expect(asked.statusCode, asked.body).toBe(201)
  const first = asked.json<Correction>()
  expect(first).toMatchObject({ state: 'pending', fields: { phone: '9841000001' } })
  const again = await send('POST', '/Student/Me/Contact', student, { email: 'sita@example.np' })
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({ existingId: first.id })
  expect((await record(studentId)).phone).toBe(before.phone)

  // The campus sees it; another campus does not.
  const listed = await send('GET', '/StudentContactRequest', callers.college)
  expect(listed.json<Correction[]>().map((c) => c.id)).toContain(first.id)
  const elsewhere = await send('GET', '/StudentContactRequest', callers.otherCampus)
  expect(elsewhere.json<Correction[]>().map((c) => c.id)).not.toContain(first.id)
  const theirs = await send(
    'POST',
    `/StudentContactRequest/${first.id}/Decide`,
    callers.otherCampus,
    {
      approve: true,
    },
  )
  expect(theirs.statusCode).toBe(404)

  const noReason = await send(
    'POST',
    `/StudentContactRequest/${first.id}/Decide`,
    callers.college,
    {
      approve: false,
    },
  )
  expect(noReason.statusCode).toBe(400)
  const rejected = await send(
    'POST',
    `/StudentContactRequest/${first.id}/Decide`,
    callers.college,
    {
      approve: false,
      reason: 'Call the office with the new number',
    },
  )
  expect(rejected.statusCode, rejected.body).toBe(200)
  expect(rejected.json()).toMatchObject({ state: 'rejected' })
  expect((await record(studentId)).phone).toBe(before.phone)
  // The student learns it: declined, why, and when; nothing waits.
  const told = await ownContact()
  expect(told.pending).toBeNull()
  expect(told.decided).toMatchObject({
    id: first.id,
    state: 'rejected',
    decisionReason: 'Call the office with the new number',
    fields: { phone: '9841000001' },
  })
  expect(Date.parse(told.decided!.decidedAt)).not.toBeNaN()

  const next = await send('POST', '/Student/Me/Contact', student, {
    phone: '9841000002',
    guardianName: 'Ram Sharma',
  })
  expect(next.statusCode, next.body).toBe(201)
  // A new correction hides the old decision: only the waiting one shows.
  const waiting = await ownContact()
  expect(waiting.pending).toMatchObject({ id: next.json<Correction>().id, state: 'pending' })
  expect(waiting.decided).toBeNull()
  const approved = await send(
    'POST',
    `/StudentContactRequest/${next.json<Correction>().id}/Decide`,
    callers.college,
    { approve: true },
  )
  expect(approved.statusCode, approved.body).toBe(200)
  const after = await record(studentId)
  expect(after).toMatchObject({ phone: '9841000002', guardianName: 'Ram Sharma' })
  expect(after.version).toBe(before.version + 1)
  const approval = await ownContact()
  expect(approval.pending).toBeNull()
  expect(approval.decided).toMatchObject({
    id: next.json<Correction>().id,
    state: 'approved',
    decisionReason: null,
    fields: { phone: '9841000002', guardianName: 'Ram Sharma' },
  })
  const twice = await send(
    'POST',
    `/StudentContactRequest/${next.json<Correction>().id}/Decide`,
    callers.college,
    { approve: true },
  )
  expect(twice.statusCode).toBe(409)
  // The same values again are nothing to correct.
  const same = await send('POST', '/Student/Me/Contact', student, { phone: '9841000002' })
  expect(same.statusCode).toBe(400)
})

it('only students ask, only for their own record; campus writers decide; bad input is 400', async () => {
  expect((await send('GET', '/Student/Me/Contact', callers.college)).statusCode).toBe(403)
  expect((await send('GET', '/StudentContactRequest', callers.uniAdmin)).statusCode).toBe(403)
  const unlinked = await api.asCaller({
    userId: 9501,
    role: 'Student',
    universityId: 1,
    campusId: 78,
  })
  expect((await send('GET', '/Student/Me/Contact', unlinked)).statusCode).toBe(404)
  for (const payload of [{}, { phone: 'call me' }, { email: 'not-an-email' }, { photo: 'x' }]) {
    const bad = await send('POST', '/Student/Me/Contact', student, payload)
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
  }
})

it('a submitted or verified record is not changed by approving a correction: 422, the correction still waits', async () => {
  const { studentId } = (await send('GET', '/Student/Me/Contact', student)).json<{
    studentId: number
  }>()
  const asked = await send('POST', '/Student/Me/Contact', student, { phone: '9841000077' })
  expect(asked.statusCode, asked.body).toBe(201)
  const { id } = asked.json<Correction>()
  const setState = (verificationState: 'draft' | 'submitted' | 'verified') =>
    api.db.update(t.students).set({ verificationState }).where(eq(t.students.id, studentId))
  try {
    for (const state of ['submitted', 'verified'] as const) {
      await setState(state)
      const before = await record(studentId)
      const approved = await send('POST', `/StudentContactRequest/${id}/Decide`, callers.college, {
        approve: true,
      })
      expect(approved.statusCode, approved.body).toBe(422)
      expect(approved.json()).toMatchObject({ state })
      expect(approved.json<{ type: string }>().type).toContain('verification-locked')
      const after = await record(studentId)
      expect([after.phone, after.version]).toEqual([before.phone, before.version])
      const waiting = await send('GET', '/StudentContactRequest', callers.college)
      expect(waiting.json<Correction[]>().find((c) => c.id === id)?.state).toBe('pending')
    }
    // Rejecting changes nothing of the record, so it stays open to the campus.
    const rejected = await send('POST', `/StudentContactRequest/${id}/Decide`, callers.college, {
      approve: false,
      reason: 'Verified: filed as a change request for the university',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
  } finally {
    await setState('draft')
  }
})
