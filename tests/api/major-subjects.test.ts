// Major subjects (a program's specialisations): create, duplicates, stale edits, status toggle,
// institution scope through the program, validation and conditional reads, on a seeded database.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { majorSubjectBody, programBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
type Major = { id: number; version: number; programId: number; majorSubjectName: string }
let api: Api
let uni: Headers
let college: Headers
/** The administrator of another university (2): sees none of university 1's programs. */
let otherUni: Headers
/** A campus administrator of another campus (79) of the same university. */
let otherCampus: Headers
let ids: { bbs: number; bba: number; foreignProgram: number }

beforeAll(async () => {
  api = await startApi()
  uni = await api.as('uniadmin')
  college = await api.as('collegeadmin')
  otherUni = await api.asCaller({ userId: 9002, role: 'UniAdmin', universityId: 2, campusId: null })
  otherCampus = await api.asCaller({
    userId: 9001,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 79,
  })
  const program = async (universityId: number, shortName: string) =>
    (await api.db.select().from(t.programs).where(eq(t.programs.shortName, shortName))).find(
      (p) => p.universityId === universityId,
    )!.id
  ids = {
    bbs: await program(1, 'BBS'),
    bba: await program(1, 'BBA'),
    foreignProgram: await program(2, 'BBS'),
  }
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const rows = async () => (await api.db.select({ n: count() }).from(t.majorSubjects))[0]!.n
const create = async (headers: Headers, body: object) => {
  const res = await send('POST', '/MajorSubject', headers, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Major>()
}

describe('major subjects', () => {
  it('a university creates a major with its program; the same name in any case is 409', async () => {
    const body = majorSubjectBody(ids.bbs, { code: 'FIN-X' })
    const name = body.majorSubjectName
    const created = await send('POST', '/MajorSubject', uni, body)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.headers.etag).toBe('"1"')
    const record = created.json<Major>()
    expect(record).toMatchObject({
      programId: ids.bbs,
      majorSubjectName: name,
      code: 'FIN-X',
      status: true,
      version: 1,
      program: { id: ids.bbs, programName: 'Bachelor of Business Studies', programType: 'annual' },
    })

    const again = await send('POST', '/MajorSubject', uni, {
      programId: ids.bbs,
      majorSubjectName: name.toUpperCase(),
    })
    expect(again.statusCode).toBe(409)
    expect(again.headers['content-type']).toContain('application/problem+json')
    expect(again.json()).toMatchObject({
      type: 'https://hemis.local/problems/duplicate',
      title: 'Major subject already exists!',
      existingId: record.id,
    })

    // Another program may have a major of the same name (BBS and BBA both teach Finance).
    const elsewhere = await create(uni, { programId: ids.bba, majorSubjectName: name })
    expect(elsewhere.programId).toBe(ids.bba)
  })

  it('renaming onto another major of the program is 409 too', async () => {
    const a = await create(uni, majorSubjectBody(ids.bbs))
    const b = await create(uni, majorSubjectBody(ids.bbs))
    const res = await send('PATCH', `/MajorSubject/${b.id}`, uni, {
      majorSubjectName: a.majorSubjectName.toLowerCase(),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ title: 'Major subject already exists!', existingId: a.id })
  })

  it('toggles with PATCH {status}, and a stale If-Match answers 409 with the current record', async () => {
    const record = await create(uni, majorSubjectBody(ids.bbs))
    const url = `/MajorSubject/${record.id}`
    const toggled = await send('PATCH', url, { ...uni, 'if-match': '"1"' }, { status: false })
    expect(toggled.statusCode).toBe(200)
    expect(toggled.headers.etag).toBe('"2"')
    expect(toggled.json()).toMatchObject({ status: false, version: 2 })

    const stale = await send('PATCH', url, { ...uni, 'if-match': '"1"' }, { code: 'LATE' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      type: 'https://hemis.local/problems/stale-version',
      current: { id: record.id, version: 2, status: false, code: null },
    })

    const back = await send('PATCH', url, { ...uni, 'if-match': '"2"' }, { status: true })
    expect(back.json()).toMatchObject({ status: true, version: 3 })
    const inactiveOnly = await send('GET', `/MajorSubject?programId=${ids.bbs}&status=false`, uni)
    expect(inactiveOnly.json<Major[]>().map((m) => m.id)).not.toContain(record.id)
  })

  it('a replayed Idempotency-Key creates once; the same key with another body is 422', async () => {
    const before = await rows()
    const request = {
      method: 'POST' as const,
      url: '/api/MajorSubject',
      headers: { ...uni, 'idempotency-key': `major-${unique()}` },
      payload: majorSubjectBody(ids.bbs),
    }
    const first = await api.app.inject(request)
    const replay = await api.app.inject(request)
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201])
    expect(replay.json().id).toBe(first.json().id)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await rows()).toBe(before + 1)
    const reused = await api.app.inject({ ...request, payload: majorSubjectBody(ids.bbs) })
    expect(reused.statusCode).toBe(422)
    expect(await rows()).toBe(before + 1)
  })

  it('lists by program in name order, with demo majors, and answers 304 to its ETags', async () => {
    const list = await send('GET', `/MajorSubject?programId=${ids.bbs}`, uni)
    expect(list.statusCode).toBe(200)
    const majors = list.json<Major[]>()
    expect(majors.every((m) => m.programId === ids.bbs)).toBe(true)
    // By name (the demo majors, whose order no collation can change, come in that order).
    const demo = ['Accountancy', 'Finance', 'Management', 'Marketing']
    expect(majors.map((m) => m.majorSubjectName).filter((n) => demo.includes(n))).toEqual(demo)

    const cachedList = await send('GET', `/MajorSubject?programId=${ids.bbs}`, {
      ...uni,
      'if-none-match': list.headers.etag!,
    })
    expect(cachedList.statusCode).toBe(304)
    expect(cachedList.body).toBe('')

    const one = await send('GET', `/MajorSubject/${majors[0]!.id}`, uni)
    expect(one.headers.etag).toBe(`"${majors[0]!.version}"`)
    const cachedOne = await send('GET', `/MajorSubject/${majors[0]!.id}`, {
      ...uni,
      'if-none-match': one.headers.etag!,
    })
    expect(cachedOne.statusCode).toBe(304)
  })
})

describe('institution scope', () => {
  it('another university neither reads, lists nor edits a university’s majors', async () => {
    const record = await create(uni, majorSubjectBody(ids.bbs))
    expect((await send('GET', `/MajorSubject/${record.id}`, otherUni)).statusCode).toBe(404)
    const list = (await send('GET', '/MajorSubject', otherUni)).json<Major[]>()
    expect(list.map((m) => m.id)).not.toContain(record.id)
    expect(list.length).toBeGreaterThan(0) // its own demo majors
    const edit = await send('PATCH', `/MajorSubject/${record.id}`, otherUni, { status: false })
    expect(edit.statusCode).toBe(404)
    const unchanged = await send('GET', `/MajorSubject/${record.id}`, uni)
    expect(unchanged.json()).toMatchObject({ status: true, version: 1 })
  })

  it('a campus reads its university’s majors but may not change them (403)', async () => {
    const record = await create(uni, majorSubjectBody(ids.bbs))
    expect((await send('GET', `/MajorSubject/${record.id}`, college)).statusCode).toBe(200)
    const edit = await send('PATCH', `/MajorSubject/${record.id}`, college, { status: false })
    expect(edit.statusCode).toBe(403)
    expect(edit.headers['content-type']).toContain('application/problem+json')
  })

  it('a campus adds majors to its own program; another campus does not see them', async () => {
    const program = await send('POST', '/ProgramMgmt', college, programBody())
    expect(program.statusCode, program.body).toBe(201)
    const programId = program.json<{ id: number }>().id
    const record = await create(college, majorSubjectBody(programId))
    expect((await send('GET', `/MajorSubject/${record.id}`, otherCampus)).statusCode).toBe(404)
    const theirs = (await send('GET', `/MajorSubject?programId=${programId}`, otherCampus)).json<
      Major[]
    >()
    expect(theirs).toEqual([])
    const edit = await send('PATCH', `/MajorSubject/${record.id}`, otherCampus, { code: 'X' })
    expect(edit.statusCode).toBe(404)
  })
})

describe('bad input writes nothing', () => {
  it('a program the caller may not use, a missing or blank name, an unknown field: 400', async () => {
    const before = await rows()
    const bad = async (headers: Headers, body: object, field: string) => {
      const res = await send('POST', '/MajorSubject', headers, body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json().errors[0].field).toBe(field)
    }
    await bad(uni, majorSubjectBody(ids.foreignProgram), 'programId')
    await bad(college, majorSubjectBody(ids.bbs), 'programId')
    await bad(uni, majorSubjectBody(999999), 'programId')
    await bad(uni, { programId: ids.bbs }, 'majorSubjectName')
    await bad(uni, majorSubjectBody(ids.bbs, { majorSubjectName: '' }), 'majorSubjectName')
    await bad(uni, majorSubjectBody(ids.bbs, { shortName: 'F' }), 'shortName')
    expect(await rows()).toBe(before)
  })

  it('the program is fixed after create, and an empty PATCH is refused', async () => {
    const record = await create(uni, majorSubjectBody(ids.bbs))
    const url = `/MajorSubject/${record.id}`
    const move = await send('PATCH', url, uni, { programId: ids.bba })
    expect(move.statusCode).toBe(400)
    expect(move.json().errors[0].field).toBe('programId')
    expect((await send('PATCH', url, uni, {})).statusCode).toBe(400)
    const unchanged = await send('GET', url, uni)
    expect(unchanged.json()).toMatchObject({ programId: ids.bbs, version: 1 })
  })
})
