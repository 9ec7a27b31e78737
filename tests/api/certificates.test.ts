// Character certificates through the real server (decision 0210): issued to a graduate of the
// caller's campus with a serial per campus and fiscal year and a random code; refused for a student
// who has not graduated or is another campus's, or dated in the future, with nothing written;
// revoked for good; verified publicly by the code with only what the paper prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { certificateBody, graduationBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { daysFromToday, outcomeFixtures } from './outcome-fixtures.ts'
import type { Row } from './register-pages.ts'

let api: Api
let f: Awaited<ReturnType<typeof outcomeFixtures>>

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
})
afterAll(() => api.close())

/** A new student of campus 78 who has graduated. */
async function graduate() {
  const student = await f.newStudent()
  const res = await f.send('POST', '/Graduation', f.college, graduationBody(student.id))
  expect(res.statusCode, res.body).toBe(201)
  return student
}

const issue = async (studentId: number, overrides: Record<string, unknown> = {}) => {
  const res = await f.send(
    'POST',
    '/CharacterCertificate',
    f.college,
    certificateBody(studentId, overrides),
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Row>()
}

const verify = (code: string) =>
  api.app.inject({ method: 'GET', url: `/api/Verify/CharacterCertificate/${code}` })

describe('issuing a character certificate', () => {
  it('numbers it per campus and fiscal year, with a code of 20 letters and digits', async () => {
    const first = await issue((await graduate()).id)
    const second = await issue((await graduate()).id, { conduct: 'excellent' })
    expect(first).toMatchObject({
      campusId: 78,
      fiscalYearId: f.ids.nextFy,
      issuedOn: '2026-10-05',
      conduct: 'good',
      revoked: false,
      lastName: expect.any(String),
    })
    expect(second.serial).toBe(Number(first.serial) + 1)
    expect(first.verifyCode).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(second.verifyCode).not.toBe(first.verifyCode)
    // A copy for a lost one is a certificate of its own.
    const copy = await issue(Number(first.studentId))
    expect(copy.serial).toBe(Number(second.serial) + 1)
  })

  it('refuses a student not graduated (422), another campus’s (404) and a date ahead (400), writing nothing', async () => {
    const count = async () => (await api.db.select().from(t.characterCertificates)).length
    const certificates = await count()
    const active = await f.newStudent()
    const notGraduated = await f.send(
      'POST',
      '/CharacterCertificate',
      f.college,
      certificateBody(active.id),
    )
    expect(notGraduated.statusCode).toBe(422)
    expect(notGraduated.json<Row>().detail).toMatch(/graduate/)
    const other = await f.send(
      'POST',
      '/CharacterCertificate',
      f.otherCampus,
      certificateBody((await graduate()).id),
    )
    expect(other.statusCode).toBe(404)
    const ahead = await f.send(
      'POST',
      '/CharacterCertificate',
      f.college,
      certificateBody((await graduate()).id, { issuedOn: daysFromToday(30) }),
    )
    expect(ahead.statusCode).toBe(400)
    expect(ahead.json<Row>().errors).toEqual([
      { field: 'issuedOn', message: 'must not be in the future' },
    ])
    expect(await count()).toBe(certificates)
  })

  it('is issued by campus writers and read by the university and the commission, not by students', async () => {
    const made = await issue((await graduate()).id)
    for (const reader of [f.uniAdmin, f.superAdmin, f.clerk]) {
      const res = await f.send('GET', `/CharacterCertificate/${String(made.id)}`, reader)
      expect(res.statusCode).toBe(200)
    }
    expect(
      (await f.send('GET', `/CharacterCertificate/${String(made.id)}`, f.otherCampus)).statusCode,
    ).toBe(404)
    expect((await f.send('GET', '/CharacterCertificate', f.student)).statusCode).toBe(403)
    expect(
      (
        await f.send(
          'POST',
          '/CharacterCertificate',
          f.uniAdmin,
          certificateBody(Number(made.studentId)),
        )
      ).statusCode,
    ).toBe(403)
    const page = await f.send('GET', `/CharacterCertificate?q=${String(made.lastName)}`, f.college)
    expect(page.json<{ items: Row[] }>().items.map((r) => r.id)).toContain(made.id)
  })
})

describe('verifying and revoking', () => {
  it('answers the public what the paper prints; a revoked certificate says so, for good', async () => {
    const made = await issue((await graduate()).id)
    const valid = await verify(String(made.verifyCode))
    expect(valid.statusCode).toBe(200)
    expect(valid.json()).toEqual({
      status: 'valid',
      serial: `2083/84-${String(made.serial)}`,
      issuedOn: '2026-10-05',
      studentName: expect.stringContaining(String(made.lastName)),
      studentNameNe: made.nameNe ?? null,
      programName: 'Master of Business Studies',
      campusName: expect.any(String),
      universityName: expect.any(String),
    })
    expect((await verify('A'.repeat(20))).statusCode).toBe(404)
    expect((await verify('short')).statusCode).toBe(400)

    const revoke = await f.send(
      'PATCH',
      `/CharacterCertificate/${String(made.id)}`,
      { ...f.college, 'if-match': `"${String(made.version)}"` },
      { revoked: true, revokedReason: 'Issued in error' },
    )
    expect(revoke.statusCode, revoke.body).toBe(200)
    expect((await verify(String(made.verifyCode))).json<Row>().status).toBe('revoked')
    const back = await f.send('PATCH', `/CharacterCertificate/${String(made.id)}`, f.college, {
      revoked: false,
    })
    expect(back.statusCode).toBe(422)
    const stale = await f.send(
      'PATCH',
      `/CharacterCertificate/${String(made.id)}`,
      { ...f.college, 'if-match': `"${String(made.version)}"` },
      { remarks: 'Late' },
    )
    expect(stale.statusCode).toBe(409)
  })
})
