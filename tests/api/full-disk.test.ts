// A full disk (issue 18, decision 0327): a write that finds no space answers 507 problem+json and
// changes nothing, reads go on, and the same write succeeds once space returns, without a restart.
// The database's files are put on a tmpfs the test fills and then grows: on PostgreSQL the documents'
// table moves to a tablespace on a 2 MB tmpfs (PostgreSQL itself answers 53100); on PGlite the whole
// data directory is copied onto a tmpfs left just above the server's free-space floor. Mounting needs
// root, which `npm test` has wherever CI runs (it installs packages).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { minFreeBytes } from '../../server/http/storage-guard.ts'
import { campus78StudentIds, studentBody } from './factories.ts'
import { onPostgres, startApi, type Api } from './harness.ts'

const MB = 1024 * 1024

/** A tmpfs of `bytes` (owned by the PostgreSQL server's user on PostgreSQL), or undefined without root. */
function tmpfs(bytes: number) {
  if (process.getuid?.() !== 0) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'hemis-full-disk-'))
  const id = (flag: string) => execFileSync('id', [flag, 'postgres']).toString().trim()
  const owner = onPostgres ? `,uid=${id('-u')},gid=${id('-g')}` : ''
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700${owner}`, 'tmpfs', dir])
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return undefined
  }
  return {
    dir,
    used: () => {
      const { blocks, bfree, bsize } = statfsSync(dir)
      return (blocks - bfree) * bsize
    },
    resize: (size: number) => execFileSync('mount', ['-o', `remount,size=${size}`, dir]),
    remove: () => {
      execFileSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// PGlite's copy of the seeded database is written first, on a roomy tmpfs that is then shrunk.
const disk = tmpfs(onPostgres ? 2 * MB : 1024 * MB)
const tablespace = `full_disk_${randomBytes(4).toString('hex')}`
let api: Api
let headers: Record<string, string>

describe.runIf(disk)(`a full disk on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  beforeAll(async () => {
    api = await startApi({ pgliteUnder: disk!.dir })
    headers = { ...(await api.as('collegeadmin')) }
    if (onPostgres) {
      await api.db.execute(sql.raw(`create tablespace ${tablespace} location '${disk!.dir}'`))
      await api.db.execute(sql.raw(`alter table record_documents set tablespace ${tablespace}`))
    }
  })
  afterAll(async () => {
    if (onPostgres) {
      await api.db.execute(sql.raw('alter table record_documents set tablespace pg_default'))
      await api.db.execute(sql.raw(`drop tablespace ${tablespace}`))
    }
    await api.close()
    disk!.remove()
  })

  it('answers 507 storage-full, keeps nothing, and takes the same write once space returns', async () => {
    const ids = await campus78StudentIds(api.db)
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/Student',
      headers,
      payload: studentBody(ids),
    })
    expect(created.statusCode, created.body).toBe(201)
    const studentId = created.json<{ id: number }>().id
    // PGlite: 3 MB above the floor under which the server takes no write.
    if (!onPostgres) disk!.resize(disk!.used() + minFreeBytes + 3 * MB)

    // Random bytes after the PDF signature: nothing for the database to compress.
    const document = () =>
      Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(600_000), Buffer.from('\n%%EOF\n')])
    const add = (bytes: Buffer) =>
      api.app.inject({
        method: 'POST',
        url: `/api/Student/${studentId}/Document?kind=transcript&name=scan.pdf`,
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: bytes,
      })
    const state = async () => {
      const documents = await api.db
        .select({ id: t.recordDocuments.id })
        .from(t.recordDocuments)
        .where(eq(t.recordDocuments.studentId, studentId))
      const [student] = await api.db
        .select({ version: t.students.version })
        .from(t.students)
        .where(eq(t.students.id, studentId))
      return { documents: documents.length, version: student!.version }
    }

    // Each takes over half a megabyte (and as much again of write-ahead log on PGlite): the 2 MB
    // (or 3 MB) fill within ten.
    const fill = async () => {
      for (let i = 0; i < 10; i++) {
        const before = await state()
        const bytes = document()
        const res = await add(bytes)
        if (res.statusCode !== 200) return { res, before, bytes }
      }
      throw new Error('the disk never filled')
    }
    const { res, before, bytes } = await fill()
    expect(res.statusCode, res.body).toBe(507)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({
      type: expect.stringMatching(/storage-full$/),
      detail: 'The server has no space left to store this.',
    })
    expect(await state()).toEqual(before)
    // On PGlite the floor refused it while the disk still had room: PGlite itself is never let near
    // a full disk, after which it stops answering.
    if (!onPostgres) {
      const { bavail, bsize } = statfsSync(disk!.dir)
      expect(bavail * bsize).toBeGreaterThan(0)
    }
    const read = await api.app.inject({ method: 'GET', url: `/api/Student/${studentId}`, headers })
    expect(read.statusCode).toBe(200)

    disk!.resize(disk!.used() + minFreeBytes + 256 * MB)
    const again = await add(bytes)
    expect(again.statusCode, again.body).toBe(200)
    expect(await state()).toEqual({ documents: before.documents + 1, version: before.version + 1 })
  })
})
