import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('sign-in', () => {
  it('a demo account signs in and gets the session user with a token', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: {
        email: 'collegeadmin@hemis.local',
        password: 'Demo@12345',
        cOllegeId: 78,
        uniId: 0,
        isUgc: true,
      },
    })
    expect(res.statusCode).toBe(200)
    const user = res.json()
    expect(user).toMatchObject({
      email: 'collegeadmin@hemis.local',
      role: 'CollegeAdmin',
      type: 'College',
      listUser: [{ roleName: 'CollegeAdmin' }],
      institution: { id: 78, campusName: 'Ratna Rajyalaxmi Campus', district: 'Kathmandu' },
    })
    expect(user.tokenString).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('every demo role signs in with the demo password', async () => {
    for (const account of [
      'superadmin',
      'admin',
      'ugcadmin',
      'uniadmin',
      'collegeadmin',
      'collegeuser',
      'student',
    ]) {
      expect((await api.login(`${account}@hemis.local`)).statusCode, account).toBe(200)
    }
  })

  it('a wrong password answers 401 problem+json with the message users see', async () => {
    const res = await api.login('collegeuser@hemis.local', 'not-the-password')
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({
      status: 401,
      title: 'Wrong Credentials. Email or Password is Wrong.',
    })
  })

  it('an unknown account answers the same 401', async () => {
    const res = await api.login('nobody@hemis.local')
    expect(res.statusCode).toBe(401)
  })

  it('passwords are stored as argon2id hashes', async () => {
    const { users } = await import('../../server/db/schema.ts')
    const rows = await api.db.select({ hash: users.passwordHash }).from(users)
    expect(rows.length).toBeGreaterThanOrEqual(7)
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/)
  })
})

describe('protected routes', () => {
  it('answer 401 without a token', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/Faculty/GetAllFaculties' })
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })

  it('answer 401 with a forged token', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/Level/GetAllLevels',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('answer with data for a signed-in user', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/User/Me',
      headers: await api.as('uniadmin'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      role: 'UniAdmin',
      type: 'Uni',
      institution: { id: 1, name: 'Tribhuvan University' },
    })
  })

  it('public reads need no token: campus branding and fiscal years', async () => {
    const campus = await api.app.inject({ method: 'GET', url: '/api/Campus/78' })
    expect(campus.json()).toMatchObject({
      campusName: 'Ratna Rajyalaxmi Campus',
      logo: '/uploads/campus-78.svg',
    })
    const years = await api.app.inject({
      method: 'GET',
      url: '/api/FiscalYear/GetFiscalYearsForSelection',
    })
    expect(years.json().map((y: { name: string }) => y.name)).toEqual(
      expect.arrayContaining(['2079/80', '2080/81', '2081/82', '2082/83']),
    )
  })
})
