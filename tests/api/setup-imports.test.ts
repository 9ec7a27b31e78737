// Setup lists imported from spreadsheets (issue 13, decision 0333): each importable list's bulk write
// (`POST /Batch/Bulk` …) enters and edits rows with the rules of its create and update, answers a
// result a row, logs the import, and is checked as the list's writes are.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Api } from './harness.ts'

let api: Api
let campus: Record<string, string>
let ugc: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  campus = await api.as('collegeadmin')
  ugc = await api.as('ugcadmin')
})
afterAll(() => api.close())

type Result = { key: string; outcome: string; id: number | null; version: number | null }
const bulk = (path: string, headers: Record<string, string>, payload: object, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/${path}/Bulk`,
    headers: { ...headers, 'idempotency-key': key ?? randomUUID() },
    payload,
  })
const chunk = (id: string, fileRows: number) => ({
  id,
  fileName: 'batches.xlsx',
  fileRows,
  invalidRows: 0,
  chunks: 1,
})

describe('a setup list’s bulk write', () => {
  it('enters, leaves unchanged, edits and refuses rows, each on its own, and logs the import', async () => {
    const tag = randomUUID().slice(0, 6)
    const importId = randomUUID()
    const first = await bulk('Batch', campus, {
      import: chunk(importId, 3),
      rows: [
        { key: '2', fields: { batchName: `Intake ${tag} A`, batchYear: 2081 } },
        { key: '3', fields: { batchName: `Intake ${tag} B`, batchYear: 2082 } },
        { key: '4', fields: { batchName: `Intake ${tag} C` } },
      ],
    })
    expect(first.statusCode).toBe(200)
    const answer = first.json<{ results: Result[]; counts: Record<string, number> }>()
    expect(answer.results.map((r) => r.outcome)).toEqual(['created', 'created', 'invalid'])
    expect(answer.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 })
    const [a, b] = answer.results
    const stored = await api.app.inject({
      method: 'GET',
      url: `/api/Batch/${a!.id}`,
      headers: campus,
    })
    expect(stored.json()).toMatchObject({ batchName: `Intake ${tag} A`, campusId: 78 })

    // The same file again, matched to its records, and one of them changed.
    const again = await bulk('Batch', campus, {
      rows: [
        { key: '2', id: a!.id, version: a!.version, fields: { batchName: `Intake ${tag} A` } },
        { key: '3', id: b!.id, version: b!.version, fields: { batchYear: 2083 } },
        { key: '4', id: b!.id, version: 99, fields: { batchYear: 2084 } },
      ],
    })
    expect(again.json().results.map((r: Result) => r.outcome)).toEqual([
      'unchanged',
      'updated',
      'stale',
    ])

    const log = await api.app.inject({
      method: 'GET',
      url: '/api/Import?register=batches',
      headers: campus,
    })
    const entry = log.json().items.find((i: { id: string }) => i.id === importId)
    expect(entry).toMatchObject({ register: 'batches', created: 2, rejected: 1, fileRows: 3 })
  })

  it('answers a name taken, in the list or earlier in the chunk, as a duplicate', async () => {
    const name = `Imported Group ${randomUUID().slice(0, 6)}`
    const res = await bulk('EthinicGroup', ugc, {
      rows: [
        { key: '2', fields: { ethnicGroupName: name } },
        { key: '3', fields: { ethnicGroupName: name.toUpperCase() } },
      ],
    })
    const [created, duplicate] = res.json().results
    expect([created.outcome, duplicate.outcome]).toEqual(['created', 'duplicate'])
    // The row names the field whose unique index refused it (decision 0409).
    expect(duplicate).toMatchObject({ existingId: created.id, field: 'ethnicGroupName' })
  })

  it('replays a chunk sent twice with its key, writing nothing twice', async () => {
    const key = randomUUID()
    const body = { rows: [{ key: '2', fields: { batchName: `Replayed ${key}`, batchYear: 2081 } }] }
    const first = await bulk('Batch', campus, body, key)
    const second = await bulk('Batch', campus, body, key)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    const list = await api.app.inject({ method: 'GET', url: '/api/Batch', headers: campus })
    expect(
      list.json().filter((r: { batchName: string }) => r.batchName === `Replayed ${key}`),
    ).toHaveLength(1)
  })

  it('is the list’s write: refused to roles that may not write it, and row by row when the commission turned one off', async () => {
    const row = { rows: [{ key: '2', fields: { ethnicGroupName: 'Not a campus’s to add' } }] }
    expect((await bulk('EthinicGroup', campus, row)).statusCode).toBe(403)
    const setting = { role: 'CollegeAdmin', module: 'setup', action: 'create' }
    const off = await api.app.inject({
      method: 'PUT',
      url: '/api/Permission',
      headers: ugc,
      payload: { ...setting, granted: false },
    })
    expect(off.statusCode).toBe(200)
    // A new row needs setup:create (decision 0414): refused alone, as POST /Batch would be.
    const refused = await bulk('Batch', campus, {
      rows: [{ key: '2', fields: { batchName: 'Refused', batchYear: 2081 } }],
    })
    expect(refused.statusCode).toBe(200)
    expect(refused.json().results).toEqual([
      {
        key: '2',
        outcome: 'forbidden',
        id: null,
        errors: [{ field: '', message: expect.stringContaining('setup:create') }],
      },
    ])
    await api.app.inject({
      method: 'PUT',
      url: '/api/Permission',
      headers: ugc,
      payload: { ...setting, granted: true },
    })
  })

  it('refuses a field the list does not have, or more than 500 rows, as a whole', async () => {
    const unknown = await bulk('Batch', campus, {
      rows: [{ key: '2', fields: { batchName: 'X', batchYear: 2081, colour: 'red' } }],
    })
    expect(unknown.statusCode).toBe(400)
    const rows = Array.from({ length: 501 }, (_, i) => ({
      key: String(i + 2),
      fields: { batchName: `Too many ${i}`, batchYear: 2081 },
    }))
    expect((await bulk('Batch', campus, { rows })).statusCode).toBe(400)
  })
})
