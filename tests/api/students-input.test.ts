// Bad input to the student register answers 4xx problem+json naming the field and changes nothing,
// never 500: duplicates found whichever identifier is left out, bodies sent with no identifier, blank
// names and numbers, terms outside the program, programs the campus does not offer, wrong JSON
// types, both cursors at once and out-of-range ids, characters no field holds (a NUL, half a
// character, a direction override) and names with no letter or digit. Blanks around a value are
// not kept.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { campus78StudentIds, studentBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
type Student = { id: number; version: number; [k: string]: unknown }

let api: Api
let college: Headers
let ids: Awaited<ReturnType<typeof campus78StudentIds>>

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  ids = await campus78StudentIds(api.db)
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const body = (overrides: Record<string, unknown> = {}) => studentBody(ids, overrides)
const withoutKey = (key: string, overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(body(overrides)).filter(([k]) => k !== key))
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', '/Student', college, body(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Student>()
}
const studentRows = async () => (await api.db.select({ n: count() }).from(t.students))[0]!.n
const rollNo = () => `R${unique().replace(/[^0-9A-Za-z]/g, '')}`.slice(0, 20)

describe('duplicates whichever identifier is left out', () => {
  /** A student sent with a roll number and no `registrationNo` key at all. */
  const withRollOnly = (roll: string) =>
    send('POST', '/Student', college, withoutKey('registrationNo', { rollNo: roll }))

  it('a taken roll number with no registrationNo key is 409 with the existing id', async () => {
    const roll = rollNo()
    const first = await withRollOnly(roll)
    expect(first.statusCode, first.body).toBe(201)
    const before = await studentRows()
    const again = await withRollOnly(roll)
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json()).toMatchObject({ existingId: first.json().id })
    expect(await studentRows()).toBe(before)
  })

  it('blanks around a text are not kept: the student is found by the name sent with them', async () => {
    const last = `Trim${unique().replace(/[^0-9A-Za-z]/g, '')}`
    const made = await create({ firstName: '  Ram ', lastName: ` ${last}  ` })
    expect(made).toMatchObject({ firstName: 'Ram', lastName: last })
    const found = await send('GET', `/Student?q=${last}`, college)
    expect(found.json<{ items: Student[] }>().items.map((s) => s.id)).toEqual([made.id])
    const edited = await send('PATCH', `/Student/${made.id}`, college, { guardianName: ' Hari ' })
    expect(edited.json()).toMatchObject({ guardianName: 'Hari' })
  })

  it('a bulk row with a taken roll number and no registrationNo key answers duplicate', async () => {
    const roll = rollNo()
    const first = await withRollOnly(roll)
    expect(first.statusCode, first.body).toBe(201)
    const res = await send('POST', '/Student/Bulk', college, {
      rows: [
        { key: 'ok', fields: withoutKey('registrationNo') },
        { key: 'taken', fields: withoutKey('registrationNo', { rollNo: roll }) },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().results).toMatchObject([
      { key: 'ok', outcome: 'created' },
      { key: 'taken', outcome: 'duplicate', existingId: first.json().id },
    ])
  })
})

describe('JSON bodies are taken as sent, never coerced', () => {
  const wrongTypes: [string, Record<string, unknown>][] = [
    ['programId', { programId: true }],
    ['programId', { programId: '1' }],
    ['status', { status: null }],
    ['firstName', { firstName: 123 }],
    ['firstName', { firstName: ['A'] }],
  ]
  for (const [field, overrides] of wrongTypes) {
    it(`${JSON.stringify(overrides)} is 400 on ${field} and writes nothing`, async () => {
      const before = await studentRows()
      const res = await send('POST', '/Student', college, body(overrides))
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      )
      expect(await studentRows()).toBe(before)
    })
  }

  it('a whole number in the path or the query is written in decimal digits, nothing else', async () => {
    const student = await create()
    for (const odd of ['1e0', '0x10', '+1', '01', '1.0', ' 1']) {
      const res = await send('GET', `/Student/${encodeURIComponent(odd)}`, college)
      expect(res.statusCode, odd).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'id' })])
    }
    const query = await send('GET', '/Student?programId=1e0&limit=5', college)
    expect(query.statusCode).toBe(400)
    expect(query.json().errors).toEqual([expect.objectContaining({ field: 'programId' })])
    expect((await send('GET', `/Student/${student.id}`, college)).statusCode).toBe(200)
  })

  it('the query string and path still take numbers as text', async () => {
    const student = await create()
    const read = await send('GET', `/Student/${student.id}`, college)
    expect(read.statusCode).toBe(200)
    const list = await send('GET', `/Student?programId=${String(ids.programId)}&limit=5`, college)
    expect(list.statusCode, list.body).toBe(200)
  })
})

describe('ids past the database integer', () => {
  const beyond = 3000000000
  const cases: [string, 'GET' | 'POST', string, object | undefined, string][] = [
    ['a student id', 'GET', `/Student/${beyond}`, undefined, 'id'],
    ['a campus filter', 'GET', '/Student?campusId=99999999999', undefined, 'campusId'],
    ['a program', 'POST', '/Student', { programId: 99999999999 }, 'programId'],
    ['a promoted id', 'POST', '/Student/Promote', { ids: [beyond] }, 'ids.0'],
    ['a promotion', 'POST', `/Student/Promote/${beyond}/Undo`, {}, 'id'],
  ]
  for (const [what, method, url, payload, field] of cases) {
    it(`${what} out of range is 400 on ${field}, not on body`, async () => {
      const sent =
        method === 'POST' && url === '/Student' ? body(payload as Record<string, unknown>) : payload
      const res = await send(method, url, college, sent)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      )
    })
  }

  it('a NUL in the search is 400 on q', async () => {
    const res = await send('GET', '/Student?q=%00', college)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'q' })])
  })
})

describe('characters no field holds', () => {
  // Sent as raw JSON text: a lone surrogate must reach the server as the escape a client sends.
  const raw = (method: 'POST' | 'PATCH', url: string, json: string) =>
    api.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...college, 'content-type': 'application/json' },
      payload: json,
    })
  const withField = (field: string, escaped: string) =>
    // Last, so that it is the value JSON keeps of a field the body already has.
    JSON.stringify(body()).replace(/\}$/, `,"${field}":"${escaped}"}`)
  const refusals: [string, string, string][] = [
    ['a NUL', 'firstName', 'Ab\\u0000c'],
    ['another control character', 'middleName', 'x\\u0008'],
    ['half a character', 'middleName', 'x\\ud800'],
    ['a direction override', 'lastName', 'A\\u202eBC'],
  ]
  for (const [what, field, escaped] of refusals) {
    it(`${what} is 400 on ${field}, on a create, an edit and a bulk row, and writes nothing`, async () => {
      const student = await create()
      const before = await studentRows()
      const created = await raw('POST', '/Student', withField(field, escaped))
      expect(created.statusCode, created.body).toBe(400)
      expect(created.json().errors).toEqual([expect.objectContaining({ field })])
      const edited = await raw('PATCH', `/Student/${student.id}`, `{"${field}":"${escaped}"}`)
      expect(edited.statusCode, edited.body).toBe(400)
      expect(edited.json().errors).toEqual([expect.objectContaining({ field })])
      const bulk = await raw(
        'POST',
        '/Student/Bulk',
        `{"rows":[{"key":"a","fields":${withField(field, escaped)}}]}`,
      )
      expect(bulk.statusCode, bulk.body).toBe(400)
      expect(bulk.json().errors).toEqual([
        expect.objectContaining({ field: `rows.0.fields.${field}` }),
      ])
      expect(await studentRows()).toBe(before)
      const [row] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
      expect(row!.version).toBe(student.version)
    })
  }

  it('a search with a direction override is 400 on q', async () => {
    const res = await send('GET', `/Student?q=${encodeURIComponent('a\u202eb')}`, college)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'q' })])
  })

  it('a body nested thousands deep is 400, not 500, signed in or not, and writes nothing', async () => {
    const student = await create()
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
    const deepList = `{"qualifications":${'['.repeat(5000)}${']'.repeat(5000)}}`
    for (const [method, url, json] of [
      ['PATCH', `/Student/${student.id}`, deep(4000)],
      ['PATCH', `/Student/${student.id}`, deepList],
      ['POST', '/Student/Bulk', `{"rows":[{"key":"a","fields":${deep(4000)}}]}`],
    ] as const) {
      const res = await raw(method, url, json)
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400)
    }
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      headers: { 'content-type': 'application/json' },
      payload: deep(4000),
    })
    expect(login.statusCode, login.body.slice(0, 200)).toBe(400)
    const [row] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
    expect(row!.version).toBe(student.version)
  })

  it('a name of marks alone, with no letter or digit, is 400 on the name; Devanagari joiners are kept', async () => {
    for (const invisible of ['\u200f', '\u200d', '\u093e\u094d', '.-']) {
      const res = await send('POST', '/Student', college, body({ firstName: invisible }))
      expect(res.statusCode, JSON.stringify(invisible)).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'firstName' })])
    }
    // A zero-width joiner inside a Devanagari name is how some names are written: it stays.
    const joined = await create({ nameNe: 'क्\u200dष' })
    expect(joined.nameNe).toBe('क्\u200dष')
  })
})

describe('blank numbers and names', () => {
  for (const field of ['registrationNo', 'rollNo', 'citizenshipNo', 'symbolNo']) {
    it(`a blank ${field} is stored as none, so two never collide`, async () => {
      const blank = field === 'citizenshipNo' ? '   ' : ''
      const first = await create({ [field]: blank })
      const second = await create({ [field]: blank })
      for (const student of [first, second]) expect(student[field]).toBeNull()
      const [row] = await api.db.select().from(t.students).where(eq(t.students.id, second.id))
      expect(row![field as 'rollNo']).toBeNull()
      // An edit to blank clears it the same way.
      const edited = await send('PATCH', `/Student/${first.id}`, college, { [field]: blank })
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json()[field]).toBeNull()
    })
  }

  for (const field of ['firstName', 'lastName']) {
    it(`a ${field} of spaces only is 400 on ${field} and writes nothing`, async () => {
      const before = await studentRows()
      const res = await send('POST', '/Student', college, body({ [field]: '   ' }))
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field })])
      expect(await studentRows()).toBe(before)
    })
  }

  // Any blanks JavaScript trims (the server stores texts trimmed): spaces, an ideographic space,
  // a byte-order mark, a line separator. Each would have been stored as an empty nationality.
  for (const blank of ['  ', '\u3000', '\ufeff', '\u2028']) {
    it(`a nationality of ${JSON.stringify(blank)} is 400 on nationality, created or edited, and writes nothing`, async () => {
      const before = await studentRows()
      const made = await send('POST', '/Student', college, body({ nationality: blank }))
      expect(made.statusCode, made.body).toBe(400)
      expect(made.json().errors).toEqual([expect.objectContaining({ field: 'nationality' })])
      expect(await studentRows()).toBe(before)
      const student = await create()
      const edited = await send('PATCH', `/Student/${student.id}`, college, { nationality: blank })
      expect(edited.statusCode, edited.body).toBe(400)
      expect(edited.json().errors).toEqual([expect.objectContaining({ field: 'nationality' })])
      const [row] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
      expect(row).toMatchObject({ nationality: student.nationality, version: student.version })
    })
  }

  it("a qualification's board of spaces is 400 on that row's board", async () => {
    const before = await studentRows()
    const qualifications = [
      { level: 'SEE', board: 'NEB', passedYear: 2019 },
      { level: 'higherSecondary', board: '   ', passedYear: 2021 },
    ]
    const res = await send('POST', '/Student', college, body({ qualifications }))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'qualifications.1.board' }),
    ])
    expect(await studentRows()).toBe(before)
  })
})

describe('terms within the program', () => {
  let annual: { id: number; durationYears: number | null }
  let semester: { id: number; durationYears: number | null }
  beforeAll(async () => {
    const offered = await api.db
      .select({
        id: t.programs.id,
        programType: t.programs.programType,
        durationYears: t.programs.durationYears,
      })
      .from(t.collegePrograms)
      .innerJoin(t.programs, eq(t.programs.id, t.collegePrograms.programId))
      .where(eq(t.collegePrograms.campusId, 78))
    annual = offered.find((p) => p.programType === 'annual' && p.durationYears)!
    semester = offered.find((p) => p.programType === 'semester' && p.durationYears)!
  })

  const refused: [string, () => Record<string, unknown>, string][] = [
    [
      'a semester in an annual program',
      () => ({ programId: annual.id, year: 1, semester: 2 }),
      'semester',
    ],
    [
      'a year past an annual program',
      () => ({ programId: annual.id, year: annual.durationYears! + 1 }),
      'year',
    ],
    [
      'a year in a semester program',
      () => ({ programId: semester.id, semester: 1, year: 1 }),
      'year',
    ],
    [
      'a semester past a semester program',
      () => ({ programId: semester.id, semester: 2 * semester.durationYears! + 1 }),
      'semester',
    ],
    ['both terms', () => ({ programId: annual.id, year: 1, semester: 1 }), 'semester'],
  ]
  for (const [what, overrides, field] of refused) {
    it(`${what} is 400 on ${field} and writes nothing`, async () => {
      const before = await studentRows()
      const res = await send('POST', '/Student', college, body(overrides()))
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field })])
      expect(await studentRows()).toBe(before)
    })
  }

  it('the last term of each program is taken', async () => {
    await create({ programId: annual.id, year: annual.durationYears })
    await create({ programId: semester.id, semester: 2 * semester.durationYears! })
  })
})

describe('qualifications', () => {
  it('one passed before the student was 10 is 400 on its year, and writes nothing', async () => {
    const before = await studentRows()
    const res = await send(
      'POST',
      '/Student',
      college,
      body({
        dateOfBirth: '2003-05-01',
        qualifications: [
          { level: 'SEE', board: 'NEB', passedYear: 2019 },
          { level: 'higherSecondary', board: 'NEB', passedYear: 2004 },
        ],
      }),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'qualifications.1.passedYear' }),
    ])
    expect(await studentRows()).toBe(before)
  })
})

describe('paging', () => {
  it('after and before at once is 400 on before', async () => {
    const first = await send('GET', '/Student?limit=2', college)
    const cursor = first.json().nextCursor as string
    const res = await send('GET', `/Student?after=${cursor}&before=${cursor}`, college)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'before' })])
  })
})

describe('programs the campus offers (decision 0368)', () => {
  /** A program of campus 78's university with no row in campus `campusId`'s college programs. */
  const notOfferedAt = async (campusId: number, among?: number[]) => {
    const offered = (
      await api.db
        .select({ programId: t.collegePrograms.programId })
        .from(t.collegePrograms)
        .where(eq(t.collegePrograms.campusId, campusId))
    ).map((r) => r.programId)
    const programs = await api.db
      .select({ id: t.programs.id })
      .from(t.programs)
      .where(eq(t.programs.universityId, 1))
    return programs
      .map((p) => p.id)
      .find((id) => !offered.includes(id) && (!among || among.includes(id)))
  }

  it('a program of the university the campus does not offer is 400 on programId', async () => {
    const programId = await notOfferedAt(78)
    expect(programId).toBeDefined()
    const before = await studentRows()
    const res = await send('POST', '/Student', college, body({ programId, year: null }))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'programId',
        message: 'is not a program this campus offers',
      }),
    ])
    expect(await studentRows()).toBe(before)
  })

  it('a transfer into a campus that does not offer the program is 400 on programId', async () => {
    const at78 = (
      await api.db
        .select({ programId: t.collegePrograms.programId })
        .from(t.collegePrograms)
        .where(eq(t.collegePrograms.campusId, 78))
    ).map((r) => r.programId)
    const campuses = await api.db
      .select({ id: t.campuses.id })
      .from(t.campuses)
      .where(eq(t.campuses.universityId, 1))
    let target: { campusId: number; programId: number } | undefined
    for (const { id } of campuses) {
      if (id === 78) continue
      const programId = await notOfferedAt(id, at78)
      if (programId) target = { campusId: id, programId }
      if (target) break
    }
    expect(target).toBeDefined()
    const [program] = await api.db
      .select()
      .from(t.programs)
      .where(eq(t.programs.id, target!.programId))
    const student = await create({
      programId: target!.programId,
      ...(program!.programType === 'annual' ? { year: 1 } : { semester: 1 }),
    })
    const res = await send('POST', `/Student/${student.id}/Transfer`, await api.as('uniadmin'), {
      campusId: target!.campusId,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'programId' })])
    const [row] = await api.db.select().from(t.students).where(eq(t.students.id, student.id))
    expect(row!.campusId).toBe(78)
  })
})
