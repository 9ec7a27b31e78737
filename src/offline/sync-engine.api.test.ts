import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../api/client'
import { examTypeEntity } from '../api/entities/exam-type'
import { facultyEntity } from '../api/entities/faculty'
import { levelEntity } from '../api/entities/level'
import { studentEntity } from '../api/entities/student'
import { jpeg } from '../../tests/api/images'
import { startRealApi, type RealApi } from '../test/real-api'
import { keepMine, takeTheirs, editAndRetry } from './conflict-actions'
import type { HemisDb } from './db'
import { draftName, editForm, keepDraft, sweepRequestDrafts, syncRequestDraft } from './form-drafts'
import { enqueueCreate, enqueueUpdate, enqueueUpload, outboxOf } from './outbox'
import { storeRows } from './page-cache'
import { refreshList } from './reference-cache'
import { createSyncEngine } from './sync-engine'
import type { SyncPort } from './sync-port'
import { faultyPort, freshDb, type Fault } from './test-kit'

let server: RealApi
let client: ApiClient
let userId: number
let token: string

beforeAll(async () => {
  server = await startRealApi()
  ;({ client, userId, token } = await server.clientFor('collegeadmin'))
})
afterAll(() => server.close())

const scope = () => `${userId}@78`
const unique = (word: string) => `${word} ${crypto.randomUUID().slice(0, 8)}`

function setup(ports: SyncPort[], db: HemisDb = freshDb(), user = () => ({ id: userId })) {
  const engine = createSyncEngine({
    db,
    ports: new Map(ports.map((p) => [p.entity, p])),
    currentUser: user,
    random: () => 0,
  })
  const ctx = { db, scope: scope(), userId }
  return { db, engine, ctx }
}

async function facultiesNamed(name: string) {
  const { data } = await client.GET('/Faculty/GetAllFaculties')
  return (data ?? []).filter((f) => f.facultyName === name)
}

const facultyBody = (facultyName: string) => ({
  facultyName,
  facultyType: 'general' as const,
  shortName: 'FX',
})

describe('outbox and sync engine against the real API', () => {
  it('an offline create shows at once as pending and syncs exactly once with its server id', async () => {
    const { db, engine, ctx } = setup([facultyEntity.port(client)])
    const name = unique('Faculty of Tests')
    const key = await enqueueCreate(ctx, 'faculty', facultyBody(name))
    const local = await db.records.get([scope(), 'faculty', key])
    expect(local?.data.facultyName).toBe(name)
    expect(await outboxOf(db, userId)).toHaveLength(1)

    await engine.requestDrain()

    expect(await outboxOf(db, userId)).toHaveLength(0)
    const [onServer] = await facultiesNamed(name)
    expect(await facultiesNamed(name)).toHaveLength(1)
    expect(await db.records.get([scope(), 'faculty', key])).toBeUndefined()
    const synced = await db.records.get([scope(), 'faculty', String(onServer!.id)])
    expect(synced?.version).toBe(onServer!.version)
  })

  it('the draft of an edit of a record entered here follows it to its server id', async () => {
    const { db, engine, ctx } = setup([facultyEntity.port(client)])
    const name = unique('Faculty of Drafts')
    const key = await enqueueCreate(ctx, 'faculty', facultyBody(name))
    await keepDraft(db, scope(), draftName('faculty', editForm(key)), { shortName: 'FD' })

    await engine.requestDrain()

    const [onServer] = await facultiesNamed(name)
    const moved = draftName('faculty', editForm(String(onServer!.id)))
    expect(await db.drafts.toArray()).toMatchObject([{ form: moved, values: { shortName: 'FD' } }])
  })

  it('what a create only shows (the student of a dropout) stays on the device and is never sent', async () => {
    const { db, ctx } = setup([facultyEntity.port(client)])
    const name = unique('Faculty of Shown')
    const key = await enqueueCreate(ctx, 'faculty', facultyBody(name), { lastName: 'Shown' })
    expect((await db.records.get([scope(), 'faculty', key]))?.data.lastName).toBe('Shown')
    const [row] = await outboxOf(db, userId)
    expect(row?.payload).toEqual(facultyBody(name))
  })

  it('a create edited before it synced reaches the server once, with the edited values', async () => {
    const port = facultyEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const name = unique('Faculty of Drafts')
    const key = await enqueueCreate(ctx, 'faculty', facultyBody(name))
    await enqueueUpdate(ctx, port, key, { shortName: 'FD', alias: 'drafts' })
    await enqueueUpdate(ctx, port, key, { status: false }, 'status')

    await engine.requestDrain()

    const found = await facultiesNamed(name)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ shortName: 'FD', alias: 'drafts', status: false, version: 3 })
    expect(await outboxOf(db, userId)).toHaveLength(0)
  })

  it('a lost answer is retried with the same Idempotency-Key and changes nothing twice', async () => {
    const faults: Fault[] = ['after', 'after', 'ok', 'after', 'ok']
    const port = faultyPort(facultyEntity.port(client), () => faults.shift() ?? 'ok')
    const { db, engine, ctx } = setup([port])
    const name = unique('Faculty of Echoes')
    const key = await enqueueCreate(ctx, 'faculty', facultyBody(name))
    await enqueueUpdate(ctx, port, key, { alias: 'once' })
    for (let i = 0; i < 6 && (await outboxOf(db, userId)).length > 0; i++) {
      await engine.requestDrain()
    }
    const found = await facultiesNamed(name)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ alias: 'once', version: 2 })
  })

  it('5xx and network failures back off and retry; the row is never dropped', async () => {
    const faults: Fault[] = ['503', 'before', '503']
    const port = faultyPort(facultyEntity.port(client), () => faults.shift() ?? 'ok')
    const { db, engine, ctx } = setup([port])
    const name = unique('Faculty of Patience')
    await enqueueCreate(ctx, 'faculty', facultyBody(name))
    await engine.requestDrain()
    const [row] = await outboxOf(db, userId)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    for (let i = 0; i < 5 && (await outboxOf(db, userId)).length > 0; i++) {
      await engine.requestDrain()
    }
    expect(await outboxOf(db, userId)).toHaveLength(0)
    expect(await facultiesNamed(name)).toHaveLength(1)
  })

  it('a 401 pauses the queue and keeps every row; after a new sign-in they sync', async () => {
    const { createApiClient } = await import('../api/client')
    let currentToken = 'expired-token'
    const stale = createApiClient(server.baseUrl, () => currentToken)
    const { db, engine, ctx } = setup([facultyEntity.port(stale)])
    const name = unique('Faculty of Sleep')
    await enqueueCreate(ctx, 'faculty', facultyBody(name))
    await engine.requestDrain()
    expect(engine.isPaused()).toBe(true)
    expect(await outboxOf(db, userId)).toHaveLength(1)

    currentToken = token
    await engine.resume()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    expect(await facultiesNamed(name)).toHaveLength(1)
  })

  it('a duplicate create is parked as a conflict with the existing id, and blocks only its record', async () => {
    const { db, engine, ctx } = setup([facultyEntity.port(client)])
    const taken = unique('Faculty of Twins')
    await client.POST('/Faculty', { body: facultyBody(taken) })
    await enqueueCreate(ctx, 'faculty', facultyBody(taken.toUpperCase()))
    const other = unique('Faculty of Others')
    await enqueueCreate(ctx, 'faculty', facultyBody(other))

    await engine.requestDrain()

    const [parked] = await outboxOf(db, userId)
    expect(parked).toMatchObject({ status: 'conflict', op: 'create' })
    expect(parked!.lastProblem).toMatchObject({ status: 409, title: 'Faculty already exists!' })
    expect(parked!.lastProblem?.existingId).toBeGreaterThan(0)
    expect(await facultiesNamed(other)).toHaveLength(1)
  })

  it('a bad request is rejected, kept with its problem, and can be corrected and retried', async () => {
    const port = levelEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const name = unique('Level of Errors')
    await enqueueCreate(ctx, 'level', { levelName: name, code: 'x'.repeat(80) })
    await engine.requestDrain()
    const [rejected] = await outboxOf(db, userId)
    expect(rejected).toMatchObject({ status: 'rejected' })
    expect(rejected!.lastProblem?.status).toBe(400)

    await editAndRetry(db, port, rejected!, { code: 'LE1' })
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    const { data } = await client.GET('/Level/GetAllLevels')
    expect(data?.filter((l) => l.levelName === name)).toMatchObject([{ code: 'LE1' }])
  })

  it("edit and retry of a refused edit sends the edit's fields and what the person changed, nothing else", async () => {
    const port = levelEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const created = await client.POST('/Level', {
      body: { levelName: unique('Level'), code: 'E1', alias: 'ours' },
    })
    const id = created.data!.id
    await refreshList(db, port, scope())
    await enqueueUpdate(ctx, port, String(id), { code: 'x'.repeat(80), remarks: 'kept' })
    await engine.requestDrain()
    const [refused] = await outboxOf(db, userId)
    expect(refused).toMatchObject({ status: 'rejected' })
    // Meanwhile someone else sets the alias; the dialog still shows the device's ("ours").
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { alias: 'theirs' } })
    const shown = (await db.records.get([scope(), 'level', String(id)]))!.data
    await editAndRetry(db, port, refused!, { ...shown, code: 'E2' })
    const [again] = await outboxOf(db, userId)
    expect(again!.payload).toEqual({ code: 'E2', remarks: 'kept' })
    await engine.requestDrain()
    expect((await outboxOf(db, userId)).map((r) => [r.status, r.lastProblem])).toEqual([])
    const level = (await client.GET('/level/{id}', { params: { path: { id } } })).data!
    expect(level).toMatchObject({ code: 'E2', remarks: 'kept', alias: 'theirs' })
  })
})

describe('stale-version conflicts and their three answers', () => {
  async function conflicted() {
    const port = levelEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const name = unique('Level of Dispute')
    const created = await client.POST('/Level', { body: { levelName: name, code: 'D1' } })
    const id = created.data!.id
    await refreshList(db, port, scope())
    await enqueueUpdate(ctx, port, String(id), { remarks: 'mine' })
    // Someone else edits first.
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { remarks: 'theirs' } })
    await engine.requestDrain()
    const [row] = await outboxOf(db, userId)
    expect(row).toMatchObject({ status: 'conflict' })
    expect(row!.lastProblem?.current).toMatchObject({ remarks: 'theirs', version: 2 })
    const server = async () => (await client.GET('/level/{id}', { params: { path: { id } } })).data!
    // A reason typed on /sync to propose it as a change request: kept while the edit waits, swept
    // (as /sync opens) once an answer has taken the edit out of the outbox.
    const reason = syncRequestDraft('level', row!.opId)
    await keepDraft(db, scope(), reason, { reason: 'typed' })
    const reasonKept = async () => {
      await sweepRequestDrafts(db, scope())
      return (await db.drafts.get([scope(), reason])) !== undefined
    }
    expect(await reasonKept()).toBe(true)
    return { db, engine, port, row: row!, id, server, reasonKept }
  }

  it('keep mine sends my edit again against the current version', async () => {
    const { db, engine, port, row, server, reasonKept } = await conflicted()
    await keepMine(db, port, row)
    expect(await reasonKept()).toBe(false)
    await engine.requestDrain()
    expect(await server()).toMatchObject({ remarks: 'mine', version: 3 })
  })

  it('take theirs drops my edit and shows the server state', async () => {
    const { db, row, id, server, reasonKept } = await conflicted()
    await takeTheirs(db, row)
    expect(await outboxOf(db, userId)).toHaveLength(0)
    expect(await reasonKept()).toBe(false)
    const cached = await db.records.get([scope(), 'level', String(id)])
    expect(cached?.data.remarks).toBe('theirs')
    expect(await server()).toMatchObject({ remarks: 'theirs', version: 2 })
  })

  it('edit and retry sends the corrected values against the current version', async () => {
    const { db, engine, port, row, server, reasonKept } = await conflicted()
    await editAndRetry(db, port, row, { remarks: 'merged' })
    expect(await reasonKept()).toBe(false)
    await engine.requestDrain()
    expect(await server()).toMatchObject({ remarks: 'merged', version: 3 })
  })
})

describe('a stale edit over fields it does not touch is sent again by itself (decision 0377)', () => {
  async function level() {
    const port = levelEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const created = await client.POST('/Level', {
      body: { levelName: unique('Level'), code: 'R1' },
    })
    const id = created.data!.id
    await refreshList(db, port, scope())
    const server = async () => (await client.GET('/level/{id}', { params: { path: { id } } })).data!
    return { db, engine, ctx, port, id, server }
  }

  it('another field saved meanwhile: both edits kept, nothing parked', async () => {
    const { db, engine, ctx, port, id, server } = await level()
    await enqueueUpdate(ctx, port, String(id), { remarks: 'mine' })
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { code: 'THEIRS' } })
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    expect(await server()).toMatchObject({ remarks: 'mine', code: 'THEIRS', version: 3 })
    const cached = await db.records.get([scope(), 'level', String(id)])
    expect(cached).toMatchObject({ version: 3, data: { remarks: 'mine', code: 'THEIRS' } })
  })

  it('the same field saved to the same value meanwhile is no conflict either', async () => {
    const { db, engine, ctx, port, id, server } = await level()
    await enqueueUpdate(ctx, port, String(id), { remarks: 'agreed' })
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { remarks: 'agreed' } })
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    expect(await server()).toMatchObject({ remarks: 'agreed' })
  })

  it("a student's photo is sent again over another field's save, and waits over another photo", async () => {
    const port = studentEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const { data: sample } = await client.GET('/Student', { params: { query: { limit: 1 } } })
    const photo = (last: number) => new Blob([jpeg(last)], { type: 'image/jpeg' })
    const draft = async () => {
      const { data } = await client.POST('/Student', {
        body: {
          programId: sample!.items[0]!.programId!,
          fiscalYearId: sample!.items[0]!.fiscalYearId!,
          semester: sample!.items[0]!.semester,
          year: sample!.items[0]!.year,
          firstName: 'Photo',
          lastName: unique('Test').replace(' ', ''),
          gender: 'female',
          dateOfBirth: '2004-06-01',
        },
      })
      await storeRows(db, port, scope(), [data!])
      return data!.id
    }
    const student = async (id: number) =>
      (await client.GET('/Student/{id}', { params: { path: { id } } })).data!
    const photoOf = (id: number, file: Blob) =>
      client.PUT('/Student/{id}/Photo', {
        params: { path: { id } },
        body: file as unknown as string,
        bodySerializer: (body) => body,
        headers: { 'Content-Type': file.type },
      })

    // Another field saved meanwhile: the photo goes through, the phone stays.
    const one = await draft()
    await enqueueUpload(ctx, 'student', String(one), 'photo', photo(1))
    await client.PATCH('/Student/{id}', {
      params: { path: { id: one } },
      body: { phone: '9841000123' },
    })
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    const sent = await student(one)
    expect(sent.phone).toBe('9841000123')
    expect(sent.photo?.hash).toBeTruthy()

    // Another photo saved meanwhile: a person decides.
    const two = await draft()
    await enqueueUpload(ctx, 'student', String(two), 'photo', photo(2))
    await photoOf(two, photo(3))
    await engine.requestDrain()
    const [parked] = await outboxOf(db, userId)
    expect(parked).toMatchObject({ status: 'conflict', op: 'upload' })
  })

  it('sent again and then refused as a duplicate, it waits with the other record as theirs', async () => {
    const { db, engine, ctx, port, id } = await level()
    const taken = unique('Level taken')
    await client.POST('/Level', { body: { levelName: taken, code: 'R2' } })
    await enqueueUpdate(ctx, port, String(id), { levelName: taken })
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { remarks: 'theirs' } })
    await engine.requestDrain()
    const [row] = await outboxOf(db, userId)
    expect(row).toMatchObject({ status: 'conflict' })
    expect(row!.lastProblem?.existingId).toBeGreaterThan(0)
    expect(row!.lastProblem?.current).toBeUndefined()
  })

  it('a field both changed to different values still waits for a person', async () => {
    const { db, engine, ctx, port, id, server } = await level()
    await enqueueUpdate(ctx, port, String(id), { remarks: 'mine', levelName: unique('Mine') })
    await client.PATCH('/Level/{id}', { params: { path: { id } }, body: { remarks: 'theirs' } })
    await engine.requestDrain()
    const [row] = await outboxOf(db, userId)
    expect(row).toMatchObject({ status: 'conflict' })
    expect(await server()).toMatchObject({ remarks: 'theirs', version: 2 })
  })

  it("a whole-record update (PUT) carries the other save's fields instead of putting them back", async () => {
    const port = examTypeEntity.port(client)
    const { db, engine, ctx } = setup([port])
    const examTypeName = unique('Terminal')
    const created = await client.POST('/ExamType', {
      body: { examTypeName, kind: 'internal', code: 'T1' },
    })
    const id = created.data!.id
    await refreshList(db, port, scope())
    await enqueueUpdate(ctx, port, String(id), { description: 'mine' })
    const [row] = await outboxOf(db, userId)
    expect(row!.base).toEqual({ description: null })
    await client.PUT('/ExamType/{id}', {
      params: { path: { id } },
      body: { examTypeName, code: 'THEIRS', kind: 'final' },
    })
    await engine.requestDrain()
    expect(await outboxOf(db, userId)).toHaveLength(0)
    const { data } = await client.GET('/ExamType/{id}', { params: { path: { id } } })
    expect(data).toMatchObject({ description: 'mine', code: 'THEIRS', kind: 'final', version: 3 })
  })
})
