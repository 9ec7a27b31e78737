// Students' identity cards through the real server (decision 0253): issued to a class all or nothing
// (another campus's student 404, a student not enrolled 422, a past date 400, nothing written),
// kept when issued again and replaced on request, listed a class at a time, one current card a
// student even under concurrent issuers, and verified publicly with only what the card prints.
import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startApi, type Api } from './harness.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import { png } from './images.ts'
import type { Row } from './register-pages.ts'

type Card = { id: number; studentId: number; campusId: number; code: string; validUntil: string }

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
})
afterAll(() => api.close())

const validUntil = daysFromToday(365)
const issue = (studentIds: number[], extra: object = {}, headers = f.college) =>
  f.send('POST', '/StudentCard', headers, { studentIds, validUntil, ...extra })
const issued = async (studentIds: number[], extra: object = {}) => {
  const res = await issue(studentIds, extra)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: Card[] }>().items
}
const verify = (code: string, path = '') =>
  api.app.inject({ method: 'GET', url: `/api/Verify/StudentCard/${code}${path}` })
const cardsOf = async (studentId: number) =>
  api.db.select().from(t.studentCards).where(eq(t.studentCards.studentId, studentId))

describe('issuing cards', () => {
  it('issues one card a student with its own code, keeps it when issued again, replaces it on request', async () => {
    const [a, b] = [await f.newStudent(), await f.newStudent()]
    const first = await issued([a.id, b.id])
    expect(first).toHaveLength(2)
    expect(first.map((c) => c.studentId).sort()).toEqual([a.id, b.id].sort())
    for (const card of first) {
      expect(card).toMatchObject({ campusId: 78, validUntil })
      expect(card.code).toMatch(/^[A-Za-z0-9]{20}$/)
    }
    expect(first[0]!.code).not.toBe(first[1]!.code)
    // Issued again, the cards already held are answered as they are.
    expect(await issued([a.id, b.id])).toEqual(first)
    // A lost card: the student gets a new code, the old card verifies as replaced.
    const old = first.find((c) => c.studentId === a.id)!
    const [renewed] = await issued([a.id], { replace: true })
    expect(renewed!.code).not.toBe(old.code)
    expect((await cardsOf(a.id)).filter((c) => c.replacedAt === null)).toHaveLength(1)
    expect((await verify(old.code)).json<Row>().status).toBe('replaced')
    expect((await verify(renewed!.code)).json<Row>().status).toBe('valid')
  })

  it('refuses another campus’s student (404), one not enrolled (422) and a past date (400), writing nothing', async () => {
    const mine = await f.newStudent()
    const theirs = await f.newStudent(f.otherCampus)
    const graduated = await f.newStudent()
    await f.setStatus(graduated.id, 'graduated')
    const before = (await api.db.select().from(t.studentCards)).length

    const foreign = await issue([mine.id, theirs.id])
    expect(foreign.statusCode).toBe(404)
    const notEnrolled = await issue([mine.id, graduated.id])
    expect(notEnrolled.statusCode).toBe(422)
    expect(notEnrolled.json<Row>().detail).toMatch(/graduated/)
    const beyond = await issue([mine.id], { validUntil: '9999-12-31' })
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().errors).toEqual([expect.objectContaining({ field: 'validUntil' })])
    const past = await issue([mine.id], { validUntil: daysFromToday(-1) })
    expect(past.statusCode).toBe(400)
    expect(JSON.stringify(past.json())).toMatch(/validUntil/)
    const tooMany = await issue(Array.from({ length: 501 }, (_, i) => i + 1))
    expect(tooMany.statusCode).toBe(400)
    expect((await api.db.select().from(t.studentCards)).length).toBe(before)
  })

  it('a reader cannot issue, and a retry with the same Idempotency-Key issues nothing twice', async () => {
    const student = await f.newStudent()
    expect((await issue([student.id], {}, f.uniAdmin)).statusCode).toBe(403)
    const headers = { ...f.college, 'idempotency-key': `cards-${student.id}` }
    const once = await issue([student.id], { replace: true }, headers)
    const again = await issue([student.id], { replace: true }, headers)
    expect(again.json()).toEqual(once.json())
    expect(await cardsOf(student.id)).toHaveLength(1)
  })

  it('keeps one current card a student when two issuers replace it at once', async () => {
    const student = await f.newStudent()
    await issued([student.id])
    const answers = await Promise.all([
      issue([student.id], { replace: true }),
      issue([student.id], { replace: true }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    const current = await api.db
      .select()
      .from(t.studentCards)
      .where(isNull(t.studentCards.replacedAt))
    expect(current.filter((c) => c.studentId === student.id)).toHaveLength(1)
    expect(await cardsOf(student.id)).toHaveLength(3)
  })
})

describe('listing a class’s cards', () => {
  it('lists the current cards of a program’s students or of one student, within the caller’s scope', async () => {
    const student = await f.newStudent()
    const [card] = await issued([student.id])
    const byStudent = await f.send('GET', `/StudentCard?studentId=${student.id}`, f.college)
    expect(byStudent.json<{ items: Card[] }>().items).toEqual([card])
    const byProgram = await f.send(
      'GET',
      `/StudentCard?programId=${f.ids.semesterProgram}`,
      f.college,
    )
    expect(byProgram.json<{ items: Card[] }>().items).toContainEqual(card)
    // Its university reads it; another campus does not see it.
    const uni = await f.send('GET', `/StudentCard?studentId=${student.id}`, f.uniAdmin)
    expect(uni.json<{ items: Card[] }>().items).toEqual([card])
    const other = await f.send('GET', `/StudentCard?studentId=${student.id}`, f.otherCampus)
    expect(other.json<{ items: Card[] }>().items).toEqual([])
    // Never the whole register at once.
    const unfiltered = await f.send('GET', '/StudentCard', f.uniAdmin)
    expect(unfiltered.statusCode).toBe(400)
    expect(unfiltered.headers['content-type']).toContain('application/problem+json')
  })
})

describe('a student’s own card', () => {
  it('is the only card a Student reads, with or without a filter', async () => {
    const mine = await f.send('GET', '/Dashboard/MyEnrolment', f.student)
    expect(mine.statusCode, mine.body).toBe(200)
    const studentId = Number(mine.json<Row>().studentId)
    await f.setStatus(studentId, 'active')
    const other = await f.newStudent()
    expect((await issue([studentId], {}, f.college)).statusCode).toBe(200)
    await issued([other.id])
    const own = await f.send('GET', '/StudentCard', f.student)
    expect(own.json<{ items: Card[] }>().items.map((c) => c.studentId)).toEqual([studentId])
    const asked = await f.send('GET', `/StudentCard?studentId=${other.id}`, f.student)
    expect(asked.json<{ items: Card[] }>().items).toEqual([])
    // Staff still name a class or a student.
    expect((await f.send('GET', '/StudentCard', f.college)).statusCode).toBe(400)
  })
})

describe('verifying a card', () => {
  it('answers what the card prints, and the photo only while the card is valid', async () => {
    const student = await f.newStudent()
    const put = await api.app.inject({
      method: 'PUT',
      url: `/api/Student/${student.id}/Photo`,
      headers: { ...f.college, 'content-type': 'image/png' },
      payload: png([10, 120, 200]),
    })
    expect(put.statusCode, put.body).toBe(200)
    const [card] = await issued([student.id])
    const res = await verify(card!.code)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'valid',
      validUntil,
      studentName: expect.stringContaining(String(student.lastName)),
      programName: 'Master of Business Studies',
      hasPhoto: true,
    })
    expect(Object.keys(res.json<Row>())).not.toContain('dateOfBirth')
    const photo = await verify(card!.code, '/Photo')
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.headers['x-content-type-options']).toBe('nosniff')
    expect(photo.rawPayload.equals(png([10, 120, 200]))).toBe(true)

    // Once the student leaves, the card says so and shows no photo.
    await f.setStatus(student.id, 'droppedOut')
    expect((await verify(card!.code)).json()).toMatchObject({
      status: 'notEnrolled',
      hasPhoto: false,
    })
    expect((await verify(card!.code, '/Photo')).statusCode).toBe(404)
  })

  it('says a card past its date is expired, an unknown code 404 and a malformed one 400', async () => {
    const student = await f.newStudent()
    const [card] = await issued([student.id])
    await api.db
      .update(t.studentCards)
      .set({ issuedOn: daysFromToday(-400), validUntil: daysFromToday(-2) })
      .where(eq(t.studentCards.id, card!.id))
    expect((await verify(card!.code)).json<Row>().status).toBe('expired')
    expect((await verify('A'.repeat(20))).statusCode).toBe(404)
    expect((await verify('short')).statusCode).toBe(400)
  })
})
