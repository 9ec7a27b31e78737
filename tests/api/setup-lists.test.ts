import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faculties, levels } from '../../server/db/schema.ts'
import { facultyBody, feeSetupBody, levelBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let college: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
})
afterAll(() => api.close())

const facultyCount = async () => (await api.db.select({ n: count() }).from(faculties))[0]!.n

describe('bad input changes nothing', () => {
  it('an unknown field answers 400 problem+json naming the field, and writes nothing', async () => {
    const before = await facultyCount()
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: facultyBody({ dean: 'Dr. Unknown' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'dean' })]),
    )
    expect(await facultyCount()).toBe(before)
  })

  it('a wrong type answers 400 and writes nothing', async () => {
    const before = await facultyCount()
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: facultyBody({ facultyType: 'astrology', status: 'maybe' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: 400, type: expect.stringContaining('validation') })
    expect(await facultyCount()).toBe(before)
  })

  it('a required name of spaces only answers 400 on it, not a faculty named by nothing', async () => {
    const before = await facultyCount()
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: facultyBody({ facultyName: '   ' }),
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'facultyName', message: 'is blank: it needs more than spaces' },
    ])
    expect(await facultyCount()).toBe(before)
  })
})

describe('faculties', () => {
  it('a college creates a faculty that belongs to its own campus, whatever it sends', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: facultyBody({ campusId: 79, universityId: 2 }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ campusId: 78, universityId: 1, version: 1, status: true })
    expect(res.headers.etag).toBe('"1"')
  })

  it('a university creates university-wide faculties, whatever campus or university it sends', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: await api.as('uniadmin'),
      payload: facultyBody({ campusId: 85, universityId: 3 }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ universityId: 1, campusId: null })
  })

  it('a duplicate faculty answers 409 with the existing id, the seed message and the field', async () => {
    const body = facultyBody()
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: body,
    })
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: college,
      payload: { ...body, facultyName: body.facultyName.toUpperCase() },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      type: 'https://hemis.local/problems/duplicate',
      title: 'Faculty already exists!',
      existingId: first.json().id,
      field: 'facultyName',
    })
  })

  it('a multipart create (the legacy form) is validated by the same schema', async () => {
    const boundary = '----hemis'
    const fields = {
      facultyName: `Multipart Faculty ${Date.now()}`,
      facultyType: 'technical',
      shortName: 'MF',
      status: 'false',
    }
    const payload =
      Object.entries(fields)
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/Faculty',
      headers: { ...college, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      facultyName: fields.facultyName,
      facultyType: 'technical',
      status: false,
    })
  })

  it('a replayed Idempotency-Key creates once and answers the stored result', async () => {
    const before = await facultyCount()
    const request = {
      method: 'POST' as const,
      url: '/api/Faculty',
      headers: { ...college, 'idempotency-key': `key-${Date.now()}` },
      payload: facultyBody(),
    }
    const first = await api.app.inject(request)
    const replay = await api.app.inject(request)
    expect(first.statusCode).toBe(201)
    expect(replay.statusCode).toBe(201)
    expect(replay.json().id).toBe(first.json().id)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await facultyCount()).toBe(before + 1)
    const reused = await api.app.inject({ ...request, payload: facultyBody() })
    expect(reused.statusCode).toBe(422)
  })

  it('an update with a stale If-Match answers 409 stale-version with the current record', async () => {
    const created: { id: number } = (
      await api.app.inject({
        method: 'POST',
        url: '/api/Faculty',
        headers: college,
        payload: facultyBody(),
      })
    ).json()
    const url = `/api/Faculty/${created.id}`
    const first = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { ...college, 'if-match': '"1"' },
      payload: { status: false },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ status: false, version: 2 })
    const stale = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { ...college, 'if-match': '"1"' },
      payload: { detail: 'late edit' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      type: 'https://hemis.local/problems/stale-version',
      current: { version: 2, status: false },
    })
  })

  it('a campus cannot change another campus’s or the university’s faculty', async () => {
    const universityWide = (
      await api.app.inject({ method: 'GET', url: '/api/Faculty/1', headers: college })
    ).json()
    expect(universityWide.campusId).toBeNull()
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/Faculty/1',
      headers: college,
      payload: { detail: 'mine now' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('a university sees only its own faculties and shared ones', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/Faculty/GetAllFaculties',
      headers: await api.as('uniadmin'),
    })
    const rows = res.json<{ universityId: number | null }[]>()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.universityId === 1 || r.universityId === null)).toBe(true)
  })
})

describe('levels', () => {
  it('a duplicate level answers 409 "Level already exists!"', async () => {
    const body = levelBody()
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/Level', headers: college, payload: body }))
        .statusCode,
    ).toBe(201)
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/Level',
      headers: college,
      payload: body,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().title).toBe('Level already exists!')
    const n = await api.db.select({ n: count() }).from(levels)
    expect(n[0]!.n).toBeGreaterThan(0)
  })

  it('the legacy lowercase read path answers the same record', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/level/1', headers: college })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: 1, levelName: 'Bachelor' })
  })
})

describe('fee setups', () => {
  it('a second fee of the same type for the same program and year answers 409 with the existing id', async () => {
    const body = feeSetupBody({ programId: 1, fiscalYearId: 5, feeTypeId: 2 })
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/FeeSetup',
      headers: college,
      payload: body,
    })
    expect(first.statusCode).toBe(201)
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/FeeSetup',
      headers: college,
      payload: { ...body, amount: 16000 },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      type: 'https://hemis.local/problems/duplicate',
      existingId: first.json().id,
    })
  })
})

describe('roles', () => {
  it('a campus user may not read the commission’s age-group report', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/Dashboard/Report/GetStudentsByAgeGroupForUgc',
      headers: await api.as('collegeuser'),
    })
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })
})
