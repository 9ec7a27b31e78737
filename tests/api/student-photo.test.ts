// A student's photo through the real server: the raw PNG in, the same bytes out with safe headers and
// an ETag of their hash (304 on it), the student's version raised and its `photo` in every answer,
// Idempotency-Key replay, stale If-Match, and bad bodies refused as 400, 413 or 415, never a 500.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { campus78StudentIds, studentBody, unique } from './factories.ts'
import { startApi, type Api } from './harness.ts'
import { png } from './images.ts'

type Headers = Record<string, string>
type Photo = { type: string; size: number; hash: string } | null
type Student = { id: number; version: number; updatedAt: string; photo?: Photo }

let api: Api
let college: Headers
let otherCampus: Headers
let ids: Awaited<ReturnType<typeof campus78StudentIds>>

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  otherCampus = await api.asCaller({
    userId: 9301,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 79,
  })
  ids = await campus78StudentIds(api.db)
})
afterAll(() => api.close())

const createStudent = async () => {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/Student',
    headers: college,
    payload: studentBody(ids),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Student>()
}
const put = (id: number, bytes: Buffer | string, type: string, headers: Headers = college) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/Student/${id}/Photo`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  })
const getPhoto = (id: number, headers: Headers = college) =>
  api.app.inject({ method: 'GET', url: `/api/Student/${id}/Photo`, headers })
const getStudent = async (id: number) => {
  const res = await api.app.inject({ method: 'GET', url: `/api/Student/${id}`, headers: college })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Student>()
}

describe('a student photo', () => {
  it('is stored, answered byte for byte with safe headers, and shown in the student', async () => {
    const student = await createStudent()
    expect(student.photo).toBeNull()
    const bytes = png([200, 30, 40])
    const res = await put(student.id, bytes, 'image/png')
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json<Student>()
    expect(updated.version).toBe(student.version + 1)
    expect(res.headers.etag).toBe(`"${updated.version}"`)
    expect(updated.photo).toEqual({
      type: 'image/png',
      size: bytes.length,
      hash: expect.any(String) as string,
    })

    const read = await getPhoto(student.id)
    expect(read.statusCode).toBe(200)
    expect(read.rawPayload.equals(bytes)).toBe(true)
    expect(read.headers['content-type']).toBe('image/png')
    expect(read.headers.etag).toBe(`"${updated.photo!.hash}"`)
    expect(read.headers['cache-control']).toBe('private, no-cache')
    expect(read.headers['x-content-type-options']).toBe('nosniff')
    expect(read.headers['content-disposition']).toBe(`inline; filename="student-${student.id}.png"`)
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; sandbox")

    const again = await getPhoto(student.id, {
      ...college,
      'if-none-match': read.headers.etag as string,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    expect((await getStudent(student.id)).photo).toEqual(updated.photo)
    const list = await api.app.inject({
      method: 'GET',
      url: `/api/Student?q=${encodeURIComponent(String(studentRoll(student)))}`,
      headers: college,
    })
    expect(list.statusCode, list.body).toBe(200)
    const listed = list.json<{ items: Student[] }>().items.find((s) => s.id === student.id)
    expect(listed?.photo).toEqual(updated.photo)
  })

  it('replays by Idempotency-Key and refuses a stale If-Match', async () => {
    const student = await createStudent()
    const key = { ...college, 'idempotency-key': `photo-${unique()}` }
    const first = await put(student.id, png([1, 2, 3]), 'image/png', key)
    expect(first.statusCode, first.body).toBe(200)
    const replay = await put(student.id, png([1, 2, 3]), 'image/png', key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json<Student>().version).toBe(first.json<Student>().version)
    expect((await getStudent(student.id)).version).toBe(student.version + 1)
    // The same key with other bytes is another request.
    const reused = await put(student.id, png([9, 9, 9]), 'image/png', key)
    expect(reused.statusCode).toBe(422)

    const stale = await put(student.id, png([4, 5, 6]), 'image/png', {
      ...college,
      'if-match': `"${student.version}"`,
    })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json<{ type: string }>().type).toMatch(/stale-version$/)
    const fresh = await put(student.id, png([4, 5, 6]), 'image/png', {
      ...college,
      'if-match': `"${student.version + 1}"`,
    })
    expect(fresh.statusCode, fresh.body).toBe(200)
  })

  it('refuses what is not such an image, too large, or another media type', async () => {
    const student = await createStudent()
    const text = await put(student.id, 'just some text, not a picture', 'image/png')
    expect(text.statusCode, text.body).toBe(400)
    expect(text.headers['content-type']).toMatch(/^application\/problem\+json/)
    const empty = await put(student.id, Buffer.alloc(0), 'image/png')
    expect(empty.statusCode, empty.body).toBe(400)
    const mislabelled = await put(student.id, png([1, 1, 1]), 'image/jpeg')
    expect(mislabelled.statusCode, mislabelled.body).toBe(400)

    const big = Buffer.concat([png([0, 0, 0]), Buffer.alloc(1024 * 1024)]).subarray(
      0,
      1024 * 1024 + 1,
    )
    const tooLarge = await put(student.id, big, 'image/png')
    expect(tooLarge.statusCode, tooLarge.body).toBe(413)
    expect(tooLarge.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(tooLarge.json()).toMatchObject({
      title: 'Photo too large',
      detail: 'A photo may be at most 1 MiB.',
    })
    // Far larger, and of a type no parser takes: refused by the server's own limits, said alike
    // (decision 0406).
    const huge = await put(
      student.id,
      Buffer.concat([png([0, 0, 0]), Buffer.alloc(3 << 20)]),
      'image/png',
    )
    expect(huge.statusCode).toBe(413)
    expect(huge.json().detail).toBe('A photo may be at most 1 MiB.')
    const svg = await put(student.id, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')
    expect(svg.statusCode).toBe(415)
    expect(svg.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(svg.json().detail).toBe(
      'Send the photo as image/jpeg, image/png, image/webp, not image/svg+xml.',
    )

    const pdf = await put(student.id, Buffer.from('%PDF-1.4\n'), 'application/pdf')
    expect(pdf.statusCode, pdf.body).toBe(415)
    expect(pdf.headers['content-type']).toMatch(/^application\/problem\+json/)
    const json = await api.app.inject({
      method: 'PUT',
      url: `/api/Student/${student.id}/Photo`,
      headers: college,
      payload: { photo: 'x' },
    })
    expect(json.statusCode, json.body).toBe(415)

    // Nothing was stored, the version untouched.
    const after = await getStudent(student.id)
    expect(after.photo).toBeNull()
    expect(after.version).toBe(student.version)
    expect((await getPhoto(student.id)).statusCode).toBe(404)
  })

  it('is out of reach of another campus', async () => {
    const student = await createStudent()
    expect((await put(student.id, png([7, 7, 7]), 'image/png')).statusCode).toBe(200)
    expect((await put(student.id, png([8, 8, 8]), 'image/png', otherCampus)).statusCode).toBe(404)
    expect((await getPhoto(student.id, otherCampus)).statusCode).toBe(404)
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/Student/${student.id}/Photo`,
      headers: otherCampus,
    })
    expect(del.statusCode).toBe(404)
    expect((await getPhoto(student.id)).statusCode).toBe(200)
  })

  it('is removed by DELETE, raising the version', async () => {
    const student = await createStudent()
    const put1 = await put(student.id, png([10, 20, 30]), 'image/png')
    expect(put1.statusCode).toBe(200)
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/Student/${student.id}/Photo`,
      headers: { ...college, 'if-match': `"${put1.json<Student>().version}"` },
    })
    expect(del.statusCode, del.body).toBe(200)
    expect(del.json<Student>().photo).toBeNull()
    expect(del.json<Student>().version).toBe(student.version + 2)
    expect((await getPhoto(student.id)).statusCode).toBe(404)
    const rows = await api.db
      .select()
      .from(t.studentPhotos)
      .where(eq(t.studentPhotos.studentId, student.id))
    expect(rows).toHaveLength(0)
  })
})

function studentRoll(student: Student) {
  return (student as unknown as { rollNo: string }).rollNo
}
