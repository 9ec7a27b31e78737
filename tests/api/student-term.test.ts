// A student's current term, one rule for every screen (decision 0412): a student active or on leave
// has the term of their program's kind, refused on create, edit and import without it (400 on the
// field); a row without one is in no term for the register's filter and Upgrade alike (not "the
// first" for some screens and none for others), and migration 0047 puts such rows in a term.
import { readFileSync } from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { studentBody } from './factories.ts'
import { outcomeSuite } from './outcome-fixtures.ts'

type Problem = { errors: { field: string; message: string }[] }

const suite = outcomeSuite()

const semesterBody = (overrides: Record<string, unknown> = {}) =>
  studentBody({ programId: suite.f.ids.semesterProgram, fiscalYearId: suite.f.ids.fy }, overrides)
const annualBody = (overrides: Record<string, unknown> = {}) =>
  studentBody(
    { programId: suite.f.ids.annualProgram, fiscalYearId: suite.f.ids.fy },
    { semester: null, ...overrides },
  )
const fieldsOf = (body: string) => (JSON.parse(body) as Problem).errors.map((e) => e.field)
const stored = async (id: number) =>
  (await suite.api.db.select().from(t.students).where(eq(t.students.id, id)))[0]!

/** A row as an older import or the demo data left it: active, in no term. */
async function legacyStudent(overrides: Partial<typeof t.students.$inferInsert> = {}) {
  const [row] = await suite.api.db
    .insert(t.students)
    .values({
      universityId: 1,
      campusId: 78,
      programId: suite.f.ids.semesterProgram,
      fiscalYearId: suite.f.ids.fy,
      firstName: 'Legacy',
      lastName: `Term${Date.now()}`,
      gender: 'female',
      dateOfBirth: '2004-01-01',
      ...overrides,
    })
    .returning()
  return row!
}

describe("a student's term is required while they study", () => {
  it('refuses a new active student with no term of the program kind, on the field', async () => {
    const semester = await suite.f.send(
      'POST',
      '/Student',
      suite.f.college,
      semesterBody({ semester: null }),
    )
    expect(semester.statusCode, semester.body).toBe(400)
    expect(semester.json<Problem>().errors).toEqual([
      {
        field: 'semester',
        message: 'is required for an active or on-leave student of a semester program',
      },
    ])
    const annual = await suite.f.send('POST', '/Student', suite.f.college, annualBody())
    expect(annual.statusCode, annual.body).toBe(400)
    expect(annual.json<Problem>().errors).toEqual([
      {
        field: 'year',
        message: 'is required for an active or on-leave student of an annual program',
      },
    ])
    // The other kind's term instead: both fields named.
    const wrongKind = await suite.f.send(
      'POST',
      '/Student',
      suite.f.college,
      annualBody({ semester: 2 }),
    )
    expect(fieldsOf(wrongKind.body)).toEqual(['year', 'semester'])
    expect(
      (await suite.f.send('POST', '/Student', suite.f.college, annualBody({ year: 1 }))).statusCode,
    ).toBe(201)
  })

  it('refuses an edit that clears the term of a student active or on leave, not of one who left', async () => {
    const student = await suite.f.newStudent(suite.f.college, { semester: 2 })
    const cleared = await suite.f.send('PATCH', `/Student/${student.id}`, suite.f.college, {
      semester: null,
    })
    expect(cleared.statusCode, cleared.body).toBe(400)
    expect(fieldsOf(cleared.body)).toEqual(['semester'])
    const onLeave = await suite.f.send('PATCH', `/Student/${student.id}`, suite.f.college, {
      enrolmentStatus: 'onLeave',
      semester: null,
    })
    expect(fieldsOf(onLeave.body)).toEqual(['semester'])
    expect(await stored(student.id)).toMatchObject({ semester: 2, version: 1 })
    await suite.f.setStatus(student.id, 'transferred')
    const left = await suite.f.send('PATCH', `/Student/${student.id}`, suite.f.college, {
      semester: null,
    })
    expect(left.statusCode, left.body).toBe(200)
  })

  it("refuses an imported row with no term, on that row's field, and applies the others", async () => {
    const res = await suite.f.send('POST', '/Student/Bulk', suite.f.college, {
      rows: [
        { key: 'no-term', fields: semesterBody({ semester: null }) },
        { key: 'in-term', fields: semesterBody() },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [noTerm, inTerm] = res.json<{ results: { outcome: string; errors?: object[] }[] }>()
      .results
    expect(noTerm).toMatchObject({
      outcome: 'invalid',
      errors: [expect.objectContaining({ field: 'semester' })],
    })
    expect(inTerm).toMatchObject({ outcome: 'created' })
  })
})

describe('a student with no term recorded is in none, on every screen', () => {
  it('is neither in the filter of the first term nor promoted from it', async () => {
    const [batch] = await suite.api.db
      .insert(t.batches)
      .values({ campusId: 78, batchName: `Term ${Date.now()}`, batchYear: 2082 })
      .returning()
    const legacy = await legacyStudent({ batchId: batch!.id })
    const first = await suite.f.newStudent(suite.f.college, { batchId: batch!.id, semester: 1 })
    const listed = await suite.f.send(
      'GET',
      `/Student?programId=${suite.f.ids.semesterProgram}&batchId=${batch!.id}&semester=1`,
      suite.f.college,
    )
    expect(listed.json<{ items: { id: number }[] }>().items.map((s) => s.id)).toEqual([first.id])
    // As attendance and the identity cards pick the class: by the term recorded.
    const promote = await suite.f.send('POST', '/Student/Promote', suite.f.college, {
      ids: [legacy.id, first.id],
      fromTerm: 1,
    })
    expect(promote.statusCode, promote.body).toBe(200)
    expect(promote.json()).toMatchObject({
      applied: false,
      results: [
        { id: legacy.id, outcome: 'otherTerm', semester: null },
        { id: first.id, outcome: 'rolledBack' },
      ],
    })
    expect(await stored(legacy.id)).toMatchObject({ semester: null, version: 1 })
  })
})

describe('migration 0047', () => {
  it('puts the studying rows with no term in the first, or where their other kind of term was', async () => {
    const legacy = await legacyStudent()
    const onLeave = await legacyStudent({ enrolmentStatus: 'onLeave' })
    const yearOnly = await legacyStudent({ year: 2 })
    const annual = await legacyStudent({ programId: suite.f.ids.annualProgram, semester: 3 })
    const droppedOut = await legacyStudent({ enrolmentStatus: 'droppedOut' })
    const graduated = await legacyStudent({ enrolmentStatus: 'graduated' })
    const inTerm = await suite.f.newStudent(suite.f.college, { semester: 3 })
    const migration = readFileSync('server/db/migrations/0047_students_in_a_term.sql', 'utf8')
    await suite.api.db.execute(sql.raw(migration))
    const rows = await suite.api.db
      .select({
        id: t.students.id,
        semester: t.students.semester,
        year: t.students.year,
        version: t.students.version,
      })
      .from(t.students)
      .where(
        inArray(
          t.students.id,
          [legacy, onLeave, yearOnly, annual, droppedOut, graduated].map((r) => r.id),
        ),
      )
      .orderBy(t.students.id)
    expect(rows).toEqual([
      { id: legacy.id, semester: 1, year: null, version: 2 },
      { id: onLeave.id, semester: 1, year: null, version: 2 },
      { id: yearOnly.id, semester: 3, year: null, version: 2 },
      { id: annual.id, semester: null, year: 2, version: 2 },
      { id: droppedOut.id, semester: 1, year: null, version: 2 },
      // A graduate has reached the last term whatever is recorded: left as it is.
      { id: graduated.id, semester: null, year: null, version: 1 },
    ])
    expect(await stored(inTerm.id)).toMatchObject({ semester: 3, version: 1 })
    // Now in the first semester for the register's filter, as for a promotion from it.
    const listed = await suite.f.send(
      'GET',
      `/Student?programId=${suite.f.ids.semesterProgram}&semester=1&q=${legacy.lastName}`,
      suite.f.college,
    )
    expect(listed.json<{ items: { id: number }[] }>().items.map((s) => s.id)).toContain(legacy.id)
    const none = await suite.api.db
      .select({ id: t.students.id })
      .from(t.students)
      .where(
        and(
          inArray(t.students.enrolmentStatus, ['active', 'onLeave']),
          sql`${t.students.semester} is null and ${t.students.year} is null`,
        ),
      )
    expect(none).toEqual([])
  })
})
