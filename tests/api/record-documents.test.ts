// A student's and an employee's documents through the real server: a PDF or image in with its kind
// and name, listed on the record with its hash, the same bytes out as an attachment, removed again;
// each write an edit of the record (version, If-Match, Idempotency-Key); bad bodies refused, never a
// 500, nothing kept.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { campus78StudentIds, employeeBody, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { jpeg, png } from './images.ts'

type Headers = Record<string, string>
type Document = {
  id: number
  kind: string
  name: string
  type: string
  size: number
  hash: string
  createdAt: string
}
type Student = { id: number; version: number; documents: Document[] }
type Owner = {
  path: 'Student' | 'Employee'
  create: () => Promise<Student>
  /** What a UniAdmin's add of a campus's record's document answers. */
  uniAdminWrites: 403 | 404
}

let api: Api
let college: Headers
let otherCampus: Headers
let uniAdmin: Headers
let ids: { student: Awaited<ReturnType<typeof campus78StudentIds>>; lecturer: number }
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  uniAdmin = await api.as('uniadmin')
  otherCampus = await api.asCaller({
    userId: 9311,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 79,
  })
  const student = await campus78StudentIds(api.db)
  const [lecturer] = await api.db
    .select()
    .from(t.employeePositions)
    .where(eq(t.employeePositions.positionName, 'Lecturer'))
  ids = { student, lecturer: lecturer!.id }
})
afterAll(() => api.close())

const created = async (path: string, payload: object) => {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: college,
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Student>()
}
const owners: Owner[] = [
  {
    path: 'Student',
    create: () => created('Student', studentBody(ids.student)),
    // A university writes no student (the access table's 403) …
    uniAdminWrites: 403,
  },
  {
    path: 'Employee',
    create: () => created('Employee', employeeBody({ postId: ids.lecturer })),
    // … and writes its own office's employees, not a campus's (outside its write scope: 404).
    uniAdminWrites: 404,
  },
]
// The register the helpers below call: each owner's describe sets it before its tests run (in order).
let path: Owner['path'] = 'Student'
const add = (
  id: number,
  bytes: Buffer | string,
  type: string,
  query = 'kind=transcript&name=SLC%20marksheet.pdf',
  headers: Headers = college,
) =>
  api.app.inject({
    method: 'POST',
    url: `/api/${path}/${id}/Document?${query}`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  })
const read = (id: number, documentId: number, headers: Headers = college) =>
  api.app.inject({ method: 'GET', url: `/api/${path}/${id}/Document/${documentId}`, headers })
const remove = (id: number, documentId: number, headers: Headers = college) =>
  api.app.inject({ method: 'DELETE', url: `/api/${path}/${id}/Document/${documentId}`, headers })
const kept = async (id: number) => {
  const d = t.recordDocuments
  const owner = path === 'Student' ? d.studentId : d.employeeId
  return (await api.db.select().from(d).where(eq(owner, id))).length
}

describe.each(owners)('$path documents', (owner) => {
  beforeAll(() => {
    path = owner.path
  })

  it('are added, listed on the record, read back as attachments and removed, each an edit', async () => {
    const student = await owner.create()
    const added = await add(
      student.id,
      pdf,
      'application/pdf',
      'kind=transcript&name=SLC%20marksheet.pdf',
      {
        ...college,
        'if-match': `"${student.version}"`,
      },
    )
    expect(added.statusCode, added.body).toBe(200)
    const after = added.json<Student>()
    expect(after.version).toBe(student.version + 1)
    expect(added.headers.etag).toBe(`"${after.version}"`)
    expect(after.documents).toEqual([
      expect.objectContaining({
        kind: 'transcript',
        name: 'SLC marksheet.pdf',
        type: 'application/pdf',
        size: pdf.length,
      }),
    ])
    // When it was added, as an ISO instant (the list reads it in plain SQL and decodes it).
    const addedAt = Date.parse(after.documents[0]!.createdAt)
    expect(after.documents[0]!.createdAt).toBe(new Date(addedAt).toISOString())
    expect(Math.abs(Date.now() - addedAt)).toBeLessThan(5 * 60_000)
    const image = await add(
      student.id,
      png([1, 2, 3]),
      'image/png',
      `kind=citizenship&name=${encodeURIComponent('नागरिकता.png')}`,
    )
    expect(image.statusCode, image.body).toBe(200)
    const both = image.json<Student>().documents
    expect(both.map((d) => d.name)).toEqual(['SLC marksheet.pdf', 'नागरिकता.png'])

    const got = await read(student.id, both[0]!.id)
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(pdf)).toBe(true)
    expect(got.headers['content-type']).toBe('application/pdf')
    expect(got.headers['content-disposition']).toBe(
      'attachment; filename="document.pdf"; filename*=UTF-8\'\'SLC%20marksheet.pdf',
    )
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(got.headers.etag).toBe(`"${both[0]!.hash}"`)
    const again = await api.app.inject({
      method: 'GET',
      url: `/api/${path}/${student.id}/Document/${both[0]!.id}`,
      headers: { ...college, 'if-none-match': got.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    // The university reads its campus's documents.
    expect((await read(student.id, both[1]!.id, uniAdmin)).statusCode).toBe(200)

    const removed = await remove(student.id, both[0]!.id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json<Student>().documents.map((d) => d.kind)).toEqual(['citizenship'])
    expect((await read(student.id, both[0]!.id)).statusCode).toBe(404)
    expect((await remove(student.id, both[0]!.id)).statusCode).toBe(404)
  })

  it('replays an Idempotency-Key once, and refuses a stale If-Match, keeping nothing', async () => {
    const student = await owner.create()
    const key = {
      ...college,
      'idempotency-key': `${owner.path === 'Student' ? 'f4b3a6f0-1d2e-4c5b-9a8f-000000000254' : 'f4b3a6f0-1d2e-4c5b-9a8f-000000000255'}`,
    }
    const first = await add(student.id, pdf, 'application/pdf', undefined, key)
    const replay = await add(student.id, pdf, 'application/pdf', undefined, key)
    expect(first.statusCode, first.body).toBe(200)
    expect(replay.statusCode).toBe(200)
    expect(await kept(student.id)).toBe(1)
    const stale = await add(student.id, pdf, 'application/pdf', undefined, {
      ...college,
      'if-match': `"${student.version}"`,
    })
    expect(stale.statusCode).toBe(409)
    expect(await kept(student.id)).toBe(1)
  })

  it('refuses another media type, bytes that are not what they say, too large, a bad kind or name', async () => {
    const student = await owner.create()
    const cases: [Buffer | string, string, string | undefined, number][] = [
      ['just text', 'text/plain', undefined, 415],
      [Buffer.from('not a pdf'), 'application/pdf', undefined, 400],
      [Buffer.alloc(0), 'application/pdf', undefined, 400],
      [png([1, 1, 1]), 'image/jpeg', undefined, 400],
      [Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), 'application/pdf', undefined, 413],
      [pdf, 'application/pdf', 'kind=diploma&name=a.pdf', 400],
      [pdf, 'application/pdf', 'kind=transcript&name=..%2Fetc%2Fpasswd', 400],
      [pdf, 'application/pdf', 'kind=transcript', 400],
      // A name of blanks only would be kept as no name at all.
      [pdf, 'application/pdf', 'kind=transcript&name=%20%20%20', 400],
    ]
    for (const [bytes, type, query, status] of cases) {
      const res = await add(student.id, bytes, type, query)
      expect(res.statusCode, `${type} ${query}: ${res.body}`).toBe(status)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
    expect(await kept(student.id)).toBe(0)
  })

  it('refuses a body that only starts like its type: HTML behind %PDF-, a PNG or JPEG cut short', async () => {
    const record = await owner.create()
    const whole = png([1, 2, 3])
    const cases: [Buffer, string][] = [
      [Buffer.from('%PDF-<html><script>alert(1)</script></html>'), 'application/pdf'],
      [Buffer.from('%PDF-1.4\n<!DOCTYPE html><p>x</p>\n%%EOF\n'), 'application/pdf'],
      [Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), 'application/pdf'],
      [whole.subarray(0, whole.length - 12), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]), 'image/jpeg'],
    ]
    for (const [bytes, type] of cases) {
      const res = await add(record.id, bytes, type, 'kind=citizenship&name=scan')
      expect(res.statusCode, `${type} ${bytes.toString('latin1')}: ${res.body}`).toBe(400)
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'body' })])
    }
    expect(await kept(record.id)).toBe(0)
    const scan = await add(record.id, whole, 'image/png', 'kind=citizenship&name=scan')
    expect(scan.statusCode).toBe(200)
    // A name without the type's extension is given it (decision 0406).
    expect(scan.json<Student>().documents.map((d) => d.name)).toEqual(['scan.png'])
  })

  it("refuses a PDF carrying a page past its first KiB (an audit's upload, decision 0406)", async () => {
    const record = await owner.create()
    const audit = Buffer.from(
      `%PDF-1.4\n%${'A'.repeat(1100)}<html><script>alert(document.domain)</script>%%EOF`,
    )
    const res = await add(
      record.id,
      audit,
      'application/pdf',
      'kind=transcript&name=transcript.html',
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'body', message: 'is not a PDF file' }])
    expect(await kept(record.id)).toBe(0)
  })

  it('keeps and gives back a name that ends as its type does, whatever it was sent or kept as', async () => {
    const record = await owner.create()
    const added = await add(
      record.id,
      pdf,
      'application/pdf',
      'kind=transcript&name=transcript.html',
    )
    expect(added.statusCode, added.body).toBe(200)
    const [document] = added.json<Student>().documents
    expect(document!.name).toBe('transcript.html.pdf')
    const got = await read(record.id, document!.id)
    expect(got.headers['content-disposition']).toBe(
      'attachment; filename="document.pdf"; filename*=UTF-8\'\'transcript.html.pdf',
    )
    // A name kept before the rule: listed and downloaded as its type's.
    await api.db
      .update(t.recordDocuments)
      .set({ name: 'old.HTML' })
      .where(eq(t.recordDocuments.id, document!.id))
    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/${path}/${record.id}`,
      headers: college,
    })
    expect(listed.json<Student>().documents.map((d) => d.name)).toEqual(['old.HTML.pdf'])
    expect((await read(record.id, document!.id)).headers['content-disposition']).toMatch(
      /filename\*=UTF-8''old\.HTML\.pdf$/,
    )
    // A JPEG may say .jpeg, in any case.
    const photo = await add(record.id, jpeg(), 'image/jpeg', 'kind=other&name=Scan.JPEG')
    expect(photo.json<Student>().documents.map((d) => d.name)).toContain('Scan.JPEG')
  })

  it('says why a body is refused before the handler reads it: its size or media type', async () => {
    const record = await owner.create()
    const big = await add(
      record.id,
      Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 15 - pdf.length)]),
      'application/pdf',
    )
    expect(big.statusCode).toBe(413)
    expect(big.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(big.json()).toMatchObject({
      title: 'Document too large',
      detail: 'A document may be at most 5 MiB.',
    })
    const svg = await add(record.id, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')
    expect(svg.statusCode).toBe(415)
    expect(svg.json()).toMatchObject({
      title: 'Unsupported media type',
      detail:
        'Send the document as application/pdf, image/jpeg, image/png, image/webp, not image/svg+xml.',
    })
    expect(await kept(record.id)).toBe(0)
  })

  it('keeps at most 20 a record', async () => {
    const student = await owner.create()
    for (let i = 0; i < 20; i++) {
      expect(
        (await add(student.id, pdf, 'application/pdf', `kind=other&name=page-${i}.pdf`)).statusCode,
      ).toBe(200)
    }
    const more = await add(student.id, pdf, 'application/pdf', 'kind=other&name=page-21.pdf')
    expect(more.statusCode).toBe(409)
    expect(more.json().type).toMatch(/too-many-documents$/)
    expect(await kept(student.id)).toBe(20)
  })

  it('are out of reach of another campus, and the university cannot write them', async () => {
    const student = await owner.create()
    const added = await add(student.id, pdf, 'application/pdf')
    const document = added.json<Student>().documents[0]!
    expect((await add(student.id, pdf, 'application/pdf', undefined, otherCampus)).statusCode).toBe(
      404,
    )
    expect((await read(student.id, document.id, otherCampus)).statusCode).toBe(404)
    expect((await remove(student.id, document.id, otherCampus)).statusCode).toBe(404)
    expect((await add(student.id, pdf, 'application/pdf', undefined, uniAdmin)).statusCode).toBe(
      owner.uniAdminWrites,
    )
    expect(await kept(student.id)).toBe(1)
  })
})
