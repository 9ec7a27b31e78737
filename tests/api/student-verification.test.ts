// A student record's verification through the real server (decisions 0250–0252): the campus
// submits, its university verifies or returns with a reason, each transition by each role and the
// illegal ones refused, racing verifiers of whom exactly one wins, the verified record refused to a
// campus edit (promotions and dropouts still work), change requests approved and rejected, and the
// history with who, when and old → new.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { dropoutBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { outcomeFixtures } from './outcome-fixtures.ts'
import { jpeg, png } from './images.ts'
import type { Row } from './register-pages.ts'

type Headers = Record<string, string>
type Fixtures = Awaited<ReturnType<typeof outcomeFixtures>>
type Change = { field: string; old?: unknown; new?: unknown }
type Entry = {
  event: string
  at: string
  userName: string | null
  reason?: string | null
  changes: Change[]
}

let api: Api
let f: Fixtures

beforeAll(async () => {
  api = await startApi()
  f = await outcomeFixtures(api)
})
afterAll(() => api.close())

const act = (action: string, id: number, headers: Headers, payload?: object) =>
  f.send('POST', `/Student/${id}/${action}`, headers, payload)

const expectState = async (id: number, state: string) => {
  const [row] = await api.db
    .select({ state: t.students.verificationState })
    .from(t.students)
    .where(eq(t.students.id, id))
  expect(row!.state).toBe(state)
}

/** A new student of campus 78 taken to `state` through the API. */
async function studentIn(
  state: 'draft' | 'submitted' | 'verified' | 'returned',
  overrides: Record<string, unknown> = {},
) {
  // In the first semester, one a promotion moves on.
  const student = await f.newStudent(f.college, { semester: 1, ...overrides })
  if (state === 'draft') return student
  expect((await act('Submit', student.id, f.college)).statusCode).toBe(200)
  if (state === 'submitted')
    return (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
  const last =
    state === 'verified'
      ? await act('Verify', student.id, f.uniAdmin)
      : await act('Return', student.id, f.uniAdmin, { reason: 'Photo missing' })
  expect(last.statusCode, last.body).toBe(200)
  return last.json<Row>()
}

/** A student of another university's campus, with its state: none of these calls may touch it. */
async function foreignStudent() {
  const [foreign] = await api.db
    .select({ id: t.students.id, state: t.students.verificationState })
    .from(t.students)
    .where(eq(t.students.campusId, f.foreignCampus.id))
    .limit(1)
  return foreign
}

const problemType = (res: { json: () => unknown }) =>
  String((res.json() as { type: string }).type).replace('https://hemis.local/problems/', '')

describe('submit, verify and return', () => {
  it('a new student is a draft; the campus submits it, its university verifies it', async () => {
    const student = await f.newStudent()
    expect(student).toMatchObject({ verificationState: 'draft', verificationNote: null })
    const submitted = await act('Submit', student.id, f.clerk)
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect(submitted.json()).toMatchObject({
      verificationState: 'submitted',
      version: student.version + 1,
    })
    expect(submitted.headers.etag).toBe(`"${student.version + 1}"`)
    const verified = await act('Verify', student.id, f.uniAdmin)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toMatchObject({
      verificationState: 'verified',
      version: student.version + 2,
    })
  })

  it('a returned record carries the reason; the campus corrects it and submits again', async () => {
    const student = await studentIn('returned')
    expect(student).toMatchObject({
      verificationState: 'returned',
      verificationNote: 'Photo missing',
    })
    const edit = await f.send('PATCH', `/Student/${student.id}`, f.college, { phone: '9800000001' })
    expect(edit.statusCode, edit.body).toBe(200)
    const again = await act('Submit', student.id, f.college)
    expect(again.json()).toMatchObject({ verificationState: 'submitted', verificationNote: null })
  })

  it('refuses the transitions a state does not allow, with 409 verification-state', async () => {
    const draft = await studentIn('draft')
    for (const [action, body] of [['Verify'], ['Return', { reason: 'x' }]] as const) {
      const res = await act(action, draft.id, f.uniAdmin, body)
      expect(res.statusCode, `${action} of a draft`).toBe(409)
      expect(problemType(res)).toBe('verification-state')
      expect(res.json()).toMatchObject({ state: 'draft' })
    }
    const verified = await studentIn('verified')
    for (const [action, who, body] of [
      ['Submit', f.college],
      ['Verify', f.uniAdmin],
      ['Return', f.uniAdmin, { reason: 'late' }],
    ] as const) {
      const res = await act(action, verified.id, who, body)
      expect(res.statusCode, `${action} of a verified record`).toBe(409)
    }
    const submitted = await studentIn('submitted')
    expect((await act('Submit', submitted.id, f.college)).statusCode).toBe(409)
    await expectState(submitted.id, 'submitted')
  })

  it('lets only the campus submit and only its university verify or return', async () => {
    const student = await studentIn('draft')
    for (const who of [f.uniAdmin, f.student]) {
      expect((await act('Submit', student.id, who)).statusCode).toBe(403)
    }
    expect((await act('Submit', student.id, f.otherCampus)).statusCode).toBe(404)
    expect((await act('Submit', student.id, f.college)).statusCode).toBe(200)
    const admin = await api.as('admin')
    for (const who of [f.college, f.clerk, f.superAdmin, admin]) {
      expect((await act('Verify', student.id, who)).statusCode).toBe(403)
      expect((await act('Return', student.id, who, { reason: 'x' })).statusCode).toBe(403)
    }
    expect((await act('Verify', student.id, f.otherUniAdmin)).statusCode).toBe(404)
    await expectState(student.id, 'submitted')
  })

  it('refuses a return without a reason and a stale If-Match, writing nothing', async () => {
    const student = await studentIn('submitted')
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expect((await act('Return', student.id, f.uniAdmin, body)).statusCode).toBe(400)
    }
    const stale = await f.send('POST', `/Student/${student.id}/Verify`, {
      ...f.uniAdmin,
      'if-match': `"${student.version - 1}"`,
    })
    expect(stale.statusCode).toBe(409)
    expect(problemType(stale)).toBe('stale-version')
    await expectState(student.id, 'submitted')
  })

  it('of many verifiers racing for one record, exactly one wins', async () => {
    const student = await studentIn('submitted')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act('Verify', student.id, f.uniAdmin)),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const [row] = await api.db
      .select({ version: t.students.version })
      .from(t.students)
      .where(eq(t.students.id, student.id))
    expect(row!.version).toBe(student.version + 1)
  })

  it('verifies many in one request with an outcome an id', async () => {
    const a = await studentIn('submitted')
    const b = await studentIn('submitted')
    const draft = await studentIn('draft')
    const foreign = await foreignStudent()
    const res = await f.send('POST', '/Student/Verify', f.uniAdmin, {
      ids: [a.id, draft.id, b.id, foreign!.id, 999999],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      moved: 2,
      refused: 3,
      results: [
        { id: a.id, outcome: 'moved', version: a.version + 1 },
        { id: draft.id, outcome: 'otherState', state: 'draft' },
        { id: b.id, outcome: 'moved', version: b.version + 1 },
        { id: foreign!.id, outcome: 'notFound' },
        { id: 999999, outcome: 'notFound' },
      ],
    })
    await expectState(draft.id, 'draft')
    await expectState(foreign!.id, foreign!.state)
  })
})

describe('submitting many (decision 0421)', () => {
  it('submits the drafts and returned records of the campus, an outcome an id, the reason cleared', async () => {
    const draft = await studentIn('draft')
    const returned = await studentIn('returned')
    const submitted = await studentIn('submitted')
    const verified = await studentIn('verified')
    const foreign = await foreignStudent()
    const ids = [draft.id, returned.id, submitted.id, verified.id, foreign!.id, 999999]
    const res = await f.send('POST', '/Student/Submit', f.clerk, { ids })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      moved: 2,
      refused: 4,
      results: [
        { id: draft.id, outcome: 'moved', version: draft.version + 1 },
        { id: returned.id, outcome: 'moved', version: returned.version + 1 },
        { id: submitted.id, outcome: 'otherState', state: 'submitted' },
        { id: verified.id, outcome: 'otherState', state: 'verified' },
        { id: foreign!.id, outcome: 'notFound' },
        { id: 999999, outcome: 'notFound' },
      ],
    })
    const after = await f.send('GET', `/Student/${returned.id}`, f.college)
    expect(after.json()).toMatchObject({ verificationState: 'submitted', verificationNote: null })
    await expectState(verified.id, 'verified')
    await expectState(foreign!.id, foreign!.state)
    // Each record's history says it was submitted, by whom.
    const history = await f.send('GET', `/Student/${draft.id}/History`, f.college)
    expect(history.json<{ items: Entry[] }>().items[0]).toMatchObject({ event: 'submitted' })
  })

  it("is the campus's: the university, the commission and a student are refused, changing nothing", async () => {
    const draft = await studentIn('draft')
    for (const who of [f.uniAdmin, f.superAdmin, f.student]) {
      const res = await f.send('POST', '/Student/Submit', who, { ids: [draft.id] })
      expect(res.statusCode, res.body).toBe(403)
    }
    await expectState(draft.id, 'draft')
  })

  it('refuses a body of no ids, a repeated id or over 500, writing nothing', async () => {
    const draft = await studentIn('draft')
    const many = Array.from({ length: 501 }, (_, i) => i + 1)
    for (const ids of [[], [draft.id, draft.id], many]) {
      const res = await f.send('POST', '/Student/Submit', f.college, { ids })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
    }
    await expectState(draft.id, 'draft')
  })
})

describe('returning many with one reason (decision 0424)', () => {
  it('returns the submitted records of its university, each with the reason, an outcome an id', async () => {
    const a = await studentIn('submitted')
    const b = await studentIn('submitted')
    const verified = await studentIn('verified')
    const foreign = await foreignStudent()
    const ids = [a.id, verified.id, b.id, foreign!.id, 999999]
    const reason = 'Citizenship number does not match the scanned copy'
    const res = await f.send('POST', '/Student/Return', f.uniAdmin, { ids, reason })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      moved: 2,
      refused: 3,
      results: [
        { id: a.id, outcome: 'moved', version: a.version + 1 },
        { id: verified.id, outcome: 'otherState', state: 'verified' },
        { id: b.id, outcome: 'moved', version: b.version + 1 },
        { id: foreign!.id, outcome: 'notFound' },
        { id: 999999, outcome: 'notFound' },
      ],
    })
    for (const { id } of [a, b]) {
      const after = await f.send('GET', `/Student/${id}`, f.college)
      expect(after.json()).toMatchObject({
        verificationState: 'returned',
        verificationNote: reason,
      })
      const history = await f.send('GET', `/Student/${id}/History`, f.college)
      expect(history.json<{ items: Entry[] }>().items[0]).toMatchObject({ event: 'returned' })
    }
    await expectState(verified.id, 'verified')
    await expectState(foreign!.id, foreign!.state)
    // The campus submits them again, and the reason goes.
    const again = await f.send('POST', '/Student/Submit', f.clerk, { ids: [a.id] })
    expect(again.json()).toMatchObject({ moved: 1 })
    expect((await f.send('GET', `/Student/${a.id}`, f.college)).json()).toMatchObject({
      verificationState: 'submitted',
      verificationNote: null,
    })
  })

  it("is the university's: the campus, the commission and a student are refused, changing nothing", async () => {
    const submitted = await studentIn('submitted')
    for (const who of [f.college, f.clerk, f.superAdmin, f.student]) {
      const res = await f.send('POST', '/Student/Return', who, {
        ids: [submitted.id],
        reason: 'No',
      })
      expect(res.statusCode, res.body).toBe(403)
    }
    await expectState(submitted.id, 'submitted')
  })

  it('refuses a return without a reason, of no ids or over 500, writing nothing', async () => {
    const submitted = await studentIn('submitted')
    const many = Array.from({ length: 501 }, (_, i) => i + 1)
    for (const body of [
      { ids: [submitted.id] },
      { ids: [submitted.id], reason: '' },
      { ids: [submitted.id], reason: '  ...  ' },
      { ids: [], reason: 'Photo unclear' },
      { ids: many, reason: 'Photo unclear' },
    ]) {
      const res = await f.send('POST', '/Student/Return', f.uniAdmin, body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
    }
    await expectState(submitted.id, 'submitted')
  })
})

describe('a verified record', () => {
  it('is refused to a direct edit (422 verification-locked), whoever sends it, writing nothing', async () => {
    const student = await studentIn('verified')
    for (const who of [f.college, f.clerk]) {
      const res = await f.send('PATCH', `/Student/${student.id}`, who, { phone: '9811111111' })
      expect(res.statusCode, res.body).toBe(422)
      expect(problemType(res)).toBe('verification-locked')
      expect(res.json<{ detail: string }>().detail).toContain('change request')
    }
    // The commission writes no student at all (decision 0359).
    const commission = await f.send('PATCH', `/Student/${student.id}`, f.superAdmin, { phone: '1' })
    expect(commission.statusCode).toBe(403)
    const photo = await api.app.inject({
      method: 'PUT',
      url: `/api/Student/${student.id}/Photo`,
      headers: { ...f.college, 'content-type': 'image/jpeg' },
      payload: jpeg(),
    })
    expect(photo.statusCode, photo.body).toBe(422)
    const bulk = await f.send('POST', '/Student/Bulk', f.college, {
      rows: [
        { key: 'a', id: student.id, fields: { phone: '9822222222' } },
        { key: 'b', id: student.id, fields: { phone: student.phone ?? null } },
      ],
    })
    expect(bulk.json<{ results: { outcome: string }[] }>().results.map((r) => r.outcome)).toEqual([
      'invalid',
      'unchanged',
    ])
    const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(now).toMatchObject({ version: student.version, phone: student.phone ?? null })
  })

  it('a submitted record is locked too, until it is returned', async () => {
    const student = await studentIn('submitted')
    const res = await f.send('PATCH', `/Student/${student.id}`, f.college, { phone: '9833333333' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ state: 'submitted' })
  })

  it('still moves up a term and drops out, and stays verified', async () => {
    const student = await studentIn('verified')
    const promoted = await f.send('POST', '/Student/Promote', f.college, { ids: [student.id] })
    expect(promoted.json()).toMatchObject({ applied: true })
    const dropout = await f.send('POST', '/DropOut', f.college, dropoutBody(student.id))
    expect(dropout.statusCode, dropout.body).toBe(201)
    const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(now).toMatchObject({ enrolmentStatus: 'droppedOut', verificationState: 'verified' })
    expect(now.semester).toBe(2)
  })
})

describe('change requests', () => {
  const request = (
    id: number,
    fields: object,
    reason = 'Name misspelt at entry',
    who = f.college,
  ) => f.send('POST', `/Student/${id}/ChangeRequest`, who, { fields, reason })
  const decide = (id: number, how: 'Approve' | 'Reject', who: Headers, payload?: object) =>
    f.send('POST', `/StudentChangeRequest/${id}/${how}`, who, payload)

  it('are only for verified records, change something, and keep the rules of an edit', async () => {
    const draft = await studentIn('draft')
    const onDraft = await request(draft.id, { firstName: 'Sita' })
    expect(onDraft.statusCode).toBe(409)
    expect(problemType(onDraft)).toBe('verification-state')
    const student = await studentIn('verified')
    expect((await request(student.id, { firstName: 'Test' })).statusCode).toBe(400)
    const bad = await request(student.id, { programId: 999999 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('fields.programId')
    expect((await request(student.id, { firstName: 'Sita' }, '')).statusCode).toBe(400)
    expect((await request(student.id, { firstName: 'Sita' }, 'x', f.uniAdmin)).statusCode).toBe(403)
    expect((await request(student.id, { firstName: 'Sita' }, 'x', f.otherCampus)).statusCode).toBe(
      404,
    )
    const list = await f.send('GET', `/Student/${student.id}/ChangeRequest`, f.college)
    expect(list.json()).toEqual({ items: [] })
  })

  it('approved by the university: applied, the record stays verified; a second decision is 409', async () => {
    const student = await studentIn('verified')
    const res = await request(student.id, { firstName: 'Sita', nameNe: 'सीता' })
    expect(res.statusCode, res.body).toBe(201)
    const asked = res.json<Row>()
    expect(asked).toMatchObject({
      state: 'pending',
      fields: { firstName: 'Sita', nameNe: 'सीता' },
      previous: { firstName: 'Test', nameNe: null },
      requestedByName: expect.any(String),
    })
    const second = await request(student.id, { lastName: 'Other' })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ existingId: asked.id })
    const pending = await f.send('GET', '/Student?verification=changePending&limit=100', f.uniAdmin)
    expect(pending.json<{ items: Row[] }>().items.map((s) => s.id)).toContain(student.id)
    expect((await decide(asked.id, 'Approve', f.college)).statusCode).toBe(403)
    expect((await decide(asked.id, 'Approve', f.otherUniAdmin)).statusCode).toBe(404)
    const approved = await decide(asked.id, 'Approve', f.uniAdmin)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ state: 'approved', decidedByName: expect.any(String) })
    const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(now).toMatchObject({
      firstName: 'Sita',
      nameNe: 'सीता',
      verificationState: 'verified',
      version: student.version + 1,
    })
    expect((await decide(asked.id, 'Reject', f.uniAdmin, { reason: 'late' })).statusCode).toBe(409)
    expect((await decide(asked.id, 'Approve', f.uniAdmin)).statusCode).toBe(409)
  })

  it('an approval of fields changed since answers 409 change-outdated, writes nothing and leaves it pending', async () => {
    const student = await studentIn('verified', { semester: 2 })
    const asked = (await request(student.id, { semester: 1 }, 'Entered a term ahead')).json<Row>()
    expect(asked).toMatchObject({ previous: { semester: 2 }, fields: { semester: 1 } })
    const promoted = await f.send('POST', '/Student/Promote', f.college, { ids: [student.id] })
    expect(promoted.json()).toMatchObject({ applied: true })
    const { promotionId } = promoted.json<{ promotionId: number }>()
    const before = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(before.semester).toBe(3)

    const refused = await decide(asked.id, 'Approve', f.uniAdmin)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    expect(problemType(refused)).toBe('change-outdated')
    expect(refused.json()).toMatchObject({
      detail: expect.stringContaining('changed since this change request'),
      errors: [{ field: 'fields.semester', message: expect.any(String) }],
    })
    const after = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(after).toMatchObject({ semester: 3, version: before.version })
    const [kept] = (await f.send('GET', `/Student/${student.id}/ChangeRequest`, f.uniAdmin)).json<{
      items: Row[]
    }>().items
    expect(kept).toMatchObject({ id: asked.id, state: 'pending', decidedBy: null })

    // The promotion is still undoable; once undone the record holds the request's values again.
    const undone = await f.send('POST', `/Student/Promote/${promotionId}/Undo`, f.college, {})
    expect(undone.statusCode, undone.body).toBe(200)
    const approved = await decide(asked.id, 'Approve', f.uniAdmin)
    expect(approved.statusCode, approved.body).toBe(200)
    const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(now.semester).toBe(1)
  })

  it('an approval racing a promotion never undoes it', async () => {
    for (let round = 0; round < 3; round++) {
      const student = await studentIn('verified', { semester: 2 })
      const asked = (await request(student.id, { semester: 1 }, 'Entered a term ahead')).json<Row>()
      const [approval, promotion] = await Promise.all([
        decide(asked.id, 'Approve', f.uniAdmin),
        f.send('POST', '/Student/Promote', f.college, { ids: [student.id] }),
      ])
      expect(promotion.json()).toMatchObject({ applied: true })
      const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
      // Approved first, then promoted from the requested term; or promoted first, and refused.
      expect([200, 409]).toContain(approval.statusCode)
      expect(now.semester).toBe(approval.statusCode === 200 ? 2 : 3)
    }
  })

  it('rejected with a reason: the record is unchanged, and a new request may follow', async () => {
    const student = await studentIn('verified')
    const asked = (await request(student.id, { lastName: 'Wrong' })).json<Row>()
    expect((await decide(asked.id, 'Reject', f.uniAdmin, {})).statusCode).toBe(400)
    const rejected = await decide(asked.id, 'Reject', f.uniAdmin, { reason: 'No document' })
    expect(rejected.json()).toMatchObject({ state: 'rejected', decisionReason: 'No document' })
    const now = (await f.send('GET', `/Student/${student.id}`, f.college)).json<Row>()
    expect(now).toMatchObject({ lastName: student.lastName, version: student.version })
    expect((await request(student.id, { lastName: 'Right' })).statusCode).toBe(201)
  })
})

describe('the register filtered by verification state', () => {
  it('lists each state on the server, in the caller scope', async () => {
    const submitted = await studentIn('submitted')
    const verified = await studentIn('verified')
    const idsOf = async (query: string, who: Headers = f.uniAdmin) =>
      (await f.send('GET', `/Student?${query}&sort=newest&limit=100`, who))
        .json<{ items: Row[] }>()
        .items.map((s) => s.id)
    expect(await idsOf('verification=submitted')).toContain(submitted.id)
    expect(await idsOf('verification=submitted')).not.toContain(verified.id)
    expect(await idsOf('verification=verified')).toContain(verified.id)
    expect(await idsOf('verification=verified', f.otherUniAdmin)).not.toContain(verified.id)
    const bad = await f.send('GET', '/Student?verification=approved', f.uniAdmin)
    expect(bad.statusCode).toBe(400)
  })
})

describe("a record's history", () => {
  it('lists every change (who, when, old → new) with the verification events, newest first', async () => {
    const student = await f.newStudent()
    await f.send('PATCH', `/Student/${student.id}`, f.college, { phone: '9844444444' })
    await f.send('PATCH', `/Student/${student.id}`, f.college, { status: false })
    await f.send('PATCH', `/Student/${student.id}`, f.college, { status: true })
    await act('Submit', student.id, f.college)
    await act('Return', student.id, f.uniAdmin, { reason: 'Guardian missing' })
    await f.send('PATCH', `/Student/${student.id}`, f.clerk, { guardianName: 'Ram' })
    await act('Submit', student.id, f.college)
    await act('Verify', student.id, f.uniAdmin)
    const asked = await f.send('POST', `/Student/${student.id}/ChangeRequest`, f.college, {
      fields: { lastName: 'Corrected' },
      reason: 'Spelling',
    })
    await f.send('POST', `/StudentChangeRequest/${asked.json<Row>().id}/Approve`, f.uniAdmin)
    const res = await f.send('GET', `/Student/${student.id}/History`, f.college)
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: Entry[] }>().items
    expect(items.map((e) => e.event)).toEqual([
      'changeApproved',
      'changeRequested',
      'verified',
      'submitted',
      'edited',
      'returned',
      'submitted',
      'edited',
      'edited',
      'edited',
      'created',
    ])
    const [approved, requested, verified, , guardian, returned, , active, inactive, phone] = items
    expect(approved!.changes).toEqual([
      { field: 'lastName', old: student.lastName, new: 'Corrected' },
    ])
    expect(requested).toMatchObject({
      reason: 'Spelling',
      changes: [{ field: 'lastName', old: student.lastName, new: 'Corrected' }],
    })
    expect(verified!.changes).toContainEqual({
      field: 'verificationState',
      old: 'submitted',
      new: 'verified',
    })
    expect(guardian!.changes).toEqual([{ field: 'guardianName', old: null, new: 'Ram' }])
    expect(returned).toMatchObject({ reason: 'Guardian missing' })
    expect(phone!.changes).toEqual([{ field: 'phone', old: null, new: '9844444444' }])
    // The record's Active flag too, which the form does not show.
    expect(inactive!.changes).toEqual([{ field: 'status', old: true, new: false }])
    expect(active!.changes).toEqual([{ field: 'status', old: false, new: true }])
    const names = new Set(items.map((e) => e.userName))
    expect(names.size).toBeGreaterThanOrEqual(3)
    expect((await f.send('GET', `/Student/${student.id}/History`, f.uniAdmin)).statusCode).toBe(200)
    expect((await f.send('GET', `/Student/${student.id}/History`, f.otherCampus)).statusCode).toBe(
      404,
    )
    expect((await f.send('GET', `/Student/${student.id}/History`, f.student)).statusCode).toBe(403)
  })

  it('names an undone promotion as undone, not as a second promotion', async () => {
    const student = await f.newStudent(f.college, { semester: 1 })
    const promoted = await f.send('POST', '/Student/Promote', f.college, { ids: [student.id] })
    expect(promoted.statusCode, promoted.body).toBe(200)
    const { promotionId } = promoted.json<{ promotionId: number }>()
    const undone = await f.send('POST', `/Student/Promote/${promotionId}/Undo`, f.college, {})
    expect(undone.statusCode, undone.body).toBe(200)

    const res = await f.send('GET', `/Student/${student.id}/History`, f.college)
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: Entry[] }>().items
    expect(items.map((e) => e.event)).toEqual(['promotionUndone', 'promoted', 'created'])
    const [back, up] = items
    expect(up!.changes).toContainEqual({ field: 'semester', old: 1, new: 2 })
    expect(back!.changes).toContainEqual({ field: 'semester', old: 2, new: 1 })
  })

  it('lists the photo and documents added, replaced and removed, by type, size and name, never their bytes', async () => {
    const student = await f.newStudent()
    const file = (
      method: 'PUT' | 'POST' | 'DELETE',
      url: string,
      type?: string,
      payload?: Buffer,
    ) =>
      api.app.inject({
        method,
        url: `/api/Student/${student.id}/${url}`,
        headers: { ...f.college, ...(type ? { 'content-type': type } : {}) },
        ...(payload ? { payload } : {}),
      })
    const first = png([1, 2, 3])
    const second = png([200, 100, 50])
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
    const started = Date.now()
    expect((await file('PUT', 'Photo', 'image/png', first)).statusCode).toBe(200)
    expect((await file('PUT', 'Photo', 'image/png', second)).statusCode).toBe(200)
    const added = await file(
      'POST',
      'Document?kind=transcript&name=SLC%20marksheet.pdf',
      'application/pdf',
      pdf,
    )
    expect(added.statusCode, added.body).toBe(200)
    const [document] = added.json<{ documents: { id: number }[] }>().documents
    expect((await file('DELETE', `Document/${document!.id}`)).statusCode).toBe(200)
    expect((await file('DELETE', 'Photo')).statusCode).toBe(200)

    const res = await f.send('GET', `/Student/${student.id}/History`, f.college)
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: Entry[] }>().items
    expect(items.map((e) => e.event)).toEqual([
      'photo',
      'document',
      'document',
      'photo',
      'photo',
      'created',
    ])
    const photo = (bytes: Buffer) => ({ contentType: 'image/png', size: bytes.length })
    const marksheet = { contentType: 'application/pdf', size: pdf.length, kind: 'transcript' }
    const [removed, unlisted, listed, replaced, put] = items.map((e) => e.changes)
    expect(put).toEqual([{ field: 'photo', old: null, new: expect.objectContaining(photo(first)) }])
    expect(replaced).toEqual([
      {
        field: 'photo',
        old: expect.objectContaining(photo(first)),
        new: expect.objectContaining(photo(second)),
      },
    ])
    expect(listed).toEqual([
      {
        field: 'document',
        old: null,
        new: expect.objectContaining({ ...marksheet, name: 'SLC marksheet.pdf' }),
      },
    ])
    expect(unlisted).toEqual([
      { field: 'document', old: expect.objectContaining(marksheet), new: null },
    ])
    expect(removed).toEqual([
      { field: 'photo', old: expect.objectContaining(photo(second)), new: null },
    ])
    // Who and when: the campus's user, each at the time of its request, newest first.
    expect(new Set(items.map((e) => e.userName)).size).toBe(1)
    const times = items.map((e) => Date.parse(e.at))
    expect(times.every((at) => at >= started - 1000 && at <= Date.now())).toBe(true)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(res.body).not.toContain('bytes')
  })
})
