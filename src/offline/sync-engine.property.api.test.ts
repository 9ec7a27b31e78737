// Property: whatever the interleaving of edits, failed sends (before or after reaching the server,
// 503s), drains and another writer's saves of another field, once the network is good again the
// REAL server holds each record exactly once, equal to its last edit, with nothing left to decide
// (the other writer's saves are sent over by themselves, decision 0377). The server is the real API on the API suite's database (PostgreSQL on
// CI); only the network faults are made up.
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiClient } from '../api/client'
import { facultyEntity } from '../api/entities/faculty'
import { startRealApi, type RealApi } from '../test/real-api'
import type { HemisDb } from './db'
import { enqueueCreate, enqueueUpdate, outboxOf } from './outbox'
import { createSyncEngine } from './sync-engine'
import { faultyPort, freshDb, type Fault } from './test-kit'

let server: RealApi
let client: ApiClient
let userId: number

beforeAll(async () => {
  server = await startRealApi()
  ;({ client, userId } = await server.clientFor('collegeadmin'))
})
afterAll(() => server.close())

const RECORDS = 4
const record = fc.integer({ min: 0, max: RECORDS - 1 })
const fault = fc.constantFrom<Fault>('ok', 'before', 'after', 'after', '503')
const action = fc.oneof(
  record.map((i) => ({ kind: 'create' as const, i })),
  fc.record({ kind: fc.constant('edit' as const), i: record, alias: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant('toggle' as const), i: record, status: fc.boolean() }),
  fc.array(fault, { maxLength: 6 }).map((faults) => ({ kind: 'drain' as const, faults })),
  // Someone else saves another field of the record meanwhile (decision 0377): as often as an edit.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('other' as const),
      i: record,
      shortName: fc.constantFrom('S1', 'S2', 'S3'),
    }),
  },
)

type Model = Map<number, { alias: string; status: boolean }>

async function keyOf(db: HemisDb, scope: string, name: string) {
  const rows = await db.records.where('[scope+entity]').equals([scope, 'faculty']).toArray()
  return rows.find((r) => r.data.facultyName === name)!.key
}

it("random edits, failures, replays and another writer's saves end with the server equal to the last edit of each field", async () => {
  // Its seed, path and counterexample said in the log as it fails, for a retry that passes
  // hides them (it failed once on CI, stop 70, and not again in four runs).
  await checked(() =>
    fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 8, maxLength: 25 }), async (actions) => {
        const db = freshDb()
        const scope = `${userId}@78`
        const prefix = `P${crypto.randomUUID().slice(0, 8)}`
        const nameOf = (i: number) => `${prefix} faculty ${i}`
        let faults: Fault[] = []
        const port = faultyPort(facultyEntity.port(client), () => faults.shift() ?? 'ok')
        const engine = createSyncEngine({
          db,
          ports: new Map([['faculty', port]]),
          currentUser: () => ({ id: userId }),
          random: () => 0,
        })
        const ctx = { db, scope, userId }
        const model: Model = new Map()
        /** The other writer's last short name of each record it saved. */
        const theirs = new Map<number, string>()

        for (const a of actions) {
          if (a.kind === 'create' && !model.has(a.i)) {
            await enqueueCreate(ctx, 'faculty', {
              facultyName: nameOf(a.i),
              facultyType: 'general',
              shortName: 'P',
              alias: '',
            })
            model.set(a.i, { alias: '', status: true })
          } else if (a.kind === 'edit' && model.has(a.i)) {
            await enqueueUpdate(ctx, port, await keyOf(db, scope, nameOf(a.i)), { alias: a.alias })
            // The server keeps a text without the blanks around it (crud.ts `trimmed`).
            model.get(a.i)!.alias = a.alias.trim()
          } else if (a.kind === 'toggle' && model.has(a.i)) {
            const key = await keyOf(db, scope, nameOf(a.i))
            await enqueueUpdate(ctx, port, key, { status: a.status }, 'status')
            model.get(a.i)!.status = a.status
          } else if (a.kind === 'other') {
            const { data } = await client.GET('/Faculty/GetAllFaculties')
            const onServer = data?.find((f) => f.facultyName === nameOf(a.i))
            if (onServer) {
              const id = onServer.id
              await client.PATCH('/Faculty/{id}', {
                params: { path: { id } },
                body: { shortName: a.shortName },
              })
              theirs.set(a.i, a.shortName)
            }
          } else if (a.kind === 'drain') {
            faults = [...a.faults]
            await engine.retryNow()
          }
        }

        faults = []
        for (let i = 0; i < 10 && (await outboxOf(db, userId)).length > 0; i++) {
          await engine.retryNow()
        }
        engine.stop()
        expect(await outboxOf(db, userId)).toEqual([])
        const { data } = await client.GET('/Faculty/GetAllFaculties')
        const mine = (data ?? []).filter((f) => f.facultyName.startsWith(prefix))
        expect(mine).toHaveLength(model.size)
        for (const [i, last] of model) {
          const onServer = mine.find((f) => f.facultyName === nameOf(i))
          expect({ alias: onServer?.alias ?? '', status: onServer?.status }).toEqual(last)
          expect(onServer?.shortName).toBe(theirs.get(i) ?? 'P')
        }
      }),
      { numRuns: 40 },
    ),
  )
})

async function checked(run: () => Promise<void>) {
  try {
    await run()
  } catch (failure) {
    console.error(failure instanceof Error ? failure.message : failure)
    throw failure
  }
}
