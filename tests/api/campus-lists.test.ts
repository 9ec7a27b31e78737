// Sections, departments, income/expense heads and entries: create, duplicates, stale edits, scope and
// validation, through the real server on a seeded database.
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adToBs, formatBs } from '../../common/bikram-sambat.ts'
import * as t from '../../server/db/schema.ts'
import {
  departmentBody,
  feeSetupBody,
  incomeExpenseBody,
  incomeExpenseHeadBody,
  sectionBody,
  unique,
} from './factories.ts'
import { startApi, type Api } from './harness.ts'

type Headers = Record<string, string>
let api: Api
let college: Headers
/** A campus administrator of another campus (79) of the same university. */
let otherCampus: Headers
let ids: { bbs: number; bba: number; batch: number; fy8283: number; foreignFaculty: number }

beforeAll(async () => {
  api = await startApi()
  college = await api.as('collegeadmin')
  otherCampus = await api.asCaller({
    userId: 9001,
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 79,
  })
  const program = async (shortName: string) =>
    (
      await api.db
        .select()
        .from(t.programs)
        .where(eq(t.programs.shortName, shortName))
        .orderBy(t.programs.id)
    )[0]!.id
  const [batch] = await api.db.select().from(t.batches).where(eq(t.batches.campusId, 78))
  const [fy] = await api.db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
  const [faculty] = await api.db.select().from(t.faculties).where(eq(t.faculties.universityId, 2))
  ids = {
    bbs: await program('BBS'),
    bba: await program('BBA'),
    batch: batch!.id,
    fy8283: fy!.id,
    foreignFaculty: faculty!.id,
  }
})
afterAll(() => api.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })
const rows = async (table: PgTable) => (await api.db.select({ n: count() }).from(table))[0]!.n

/** Create, then the checks every list shares: duplicate 409, stale If-Match 409, status toggle. */
async function sharedBehaviour(path: string, body: object, duplicate: object, label: string) {
  const created = await send('POST', path, college, body)
  expect(created.statusCode, created.body).toBe(201)
  const record = created.json<{ id: number; version: number }>()
  expect(record).toMatchObject({ version: 1, status: true })
  expect(created.headers.etag).toBe('"1"')

  const again = await send('POST', path, college, duplicate)
  expect(again.statusCode).toBe(409)
  expect(again.json()).toMatchObject({
    type: 'https://hemis.local/problems/duplicate',
    title: `${label} already exists!`,
    existingId: record.id,
  })

  const url = `${path}/${record.id}`
  const toggled = await send('PATCH', url, { ...college, 'if-match': '"1"' }, { status: false })
  expect(toggled.statusCode).toBe(200)
  expect(toggled.json()).toMatchObject({ status: false, version: 2 })
  const stale = await send('PATCH', url, { ...college, 'if-match': '"1"' }, { status: true })
  expect(stale.statusCode).toBe(409)
  expect(stale.json()).toMatchObject({
    type: 'https://hemis.local/problems/stale-version',
    current: { id: record.id, version: 2, status: false },
  })

  const read = await send('GET', url, college)
  expect(read.headers.etag).toBe('"2"')
  const list = await send('GET', path, college)
  expect(list.statusCode).toBe(200)
  const cached = await send('GET', path, { ...college, 'if-none-match': list.headers.etag! })
  expect(cached.statusCode).toBe(304)
  return record
}

/** Another campus neither reads the record nor sees it in its list. */
async function hiddenFromOtherCampus(path: string, id: number) {
  expect((await send('GET', `${path}/${id}`, otherCampus)).statusCode).toBe(404)
  const list = (await send('GET', path, otherCampus)).json<{ id: number }[]>()
  expect(list.map((r) => r.id)).not.toContain(id)
  const edit = await send('PATCH', `${path}/${id}`, otherCampus, { status: false })
  expect(edit.statusCode).toBe(404)
}

describe('sections', () => {
  const body = () => sectionBody({ programId: ids.bbs, batchId: ids.batch })

  it('a campus creates, duplicates (409), edits stale (409) and toggles its sections', async () => {
    const first = body()
    const record = await sharedBehaviour(
      '/Section',
      { ...first, campusId: 79 },
      { ...first, sectionName: first.sectionName.toUpperCase() },
      'Section',
    )
    expect(record).toMatchObject({ campusId: 78, programId: ids.bbs, semester: null, year: 2 })
    await hiddenFromOtherCampus('/Section', record.id)
  })

  it('the same name in another year of the program is another section', async () => {
    const first = body()
    expect((await send('POST', '/Section', college, first)).statusCode).toBe(201)
    const next = await send('POST', '/Section', college, { ...first, year: 3 })
    expect(next.statusCode).toBe(201)
  })

  it('a semester for an annual program, or an unknown shift, answers 400 and writes nothing', async () => {
    const before = await rows(t.sections)
    const wrongTerm = await send('POST', '/Section', college, { ...body(), semester: 1 })
    expect(wrongTerm.statusCode).toBe(400)
    expect(wrongTerm.headers['content-type']).toContain('application/problem+json')
    expect(wrongTerm.json().errors).toEqual([
      { field: 'semester', message: 'must be empty for annual programs' },
    ])
    const badShift = await send('POST', '/Section', college, { ...body(), shift: 'night' })
    expect(badShift.statusCode).toBe(400)
    const moved = await send('POST', '/Section', college, { ...body(), year: null, semester: 1 })
    expect(moved.statusCode).toBe(400)
    expect(await rows(t.sections)).toBe(before)
  })

  it('a commission user must name the campus', async () => {
    const res = await send('POST', '/Section', await api.as('superadmin'), body())
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('campusId')
  })

  it('the program is fixed after create', async () => {
    const created = (await send('POST', '/Section', college, body())).json<{ id: number }>()
    const res = await send('PATCH', `/Section/${created.id}`, college, { programId: ids.bba })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ field: 'programId' })
  })
})

describe('departments', () => {
  it('a campus creates, duplicates (409), edits stale (409) and toggles its departments', async () => {
    const first = departmentBody()
    const record = await sharedBehaviour(
      '/Department',
      first,
      { ...first, departmentType: 'administrative' },
      'Department',
    )
    expect(record).toMatchObject({ universityId: 1, campusId: 78 })
    await hiddenFromOtherCampus('/Department', record.id)
  })

  it('a university’s department is university-wide and every campus of it sees it', async () => {
    const res = await send('POST', '/Department', await api.as('uniadmin'), departmentBody())
    expect(res.json()).toMatchObject({ universityId: 1, campusId: null })
    const seen = await send('GET', `/Department/${res.json<{ id: number }>().id}`, otherCampus)
    expect(seen.statusCode).toBe(200)
  })

  it('a faculty of another university, or a bad e-mail, answers 400 and writes nothing', async () => {
    const before = await rows(t.departments)
    const foreign = await send(
      'POST',
      '/Department',
      college,
      departmentBody({ facultyId: ids.foreignFaculty }),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors[0].field).toBe('facultyId')
    const email = await send(
      'POST',
      '/Department',
      college,
      departmentBody({ email: 'not-an-email' }),
    )
    expect(email.statusCode).toBe(400)
    expect(email.json().errors[0].field).toBe('email')
    expect(await rows(t.departments)).toBe(before)
  })
})

describe('income/expense heads', () => {
  let sharedGroup: number
  beforeAll(async () => {
    const res = await send(
      'POST',
      '/IncomeExpenseHead',
      await api.as('ugcadmin'),
      incomeExpenseHeadBody({ code: 'G' }),
    )
    expect(res.json()).toMatchObject({ campusId: null, parentId: null })
    sharedGroup = res.json<{ id: number }>().id
  })

  it('a campus adds heads under a shared group: duplicate (409), stale edit (409), toggle', async () => {
    const first = incomeExpenseHeadBody({ parentId: sharedGroup })
    const record = await sharedBehaviour(
      '/IncomeExpenseHead',
      first,
      { ...first, headName: first.headName.toLowerCase() },
      'Income/expense head',
    )
    expect(record).toMatchObject({ campusId: 78, parentId: sharedGroup })
    await hiddenFromOtherCampus('/IncomeExpenseHead', record.id)
    const seenShared = await send('GET', `/IncomeExpenseHead/${sharedGroup}`, otherCampus)
    expect(seenShared.statusCode).toBe(200)
  })

  it('the same name as an expense is another head', async () => {
    const body = incomeExpenseHeadBody()
    const income = await send('POST', '/IncomeExpenseHead', college, body)
    const expense = await send('POST', '/IncomeExpenseHead', college, {
      ...body,
      headType: 'expense',
    })
    expect([income.statusCode, expense.statusCode]).toEqual([201, 201])
  })

  it('a parent of the other type, or a head that is not a group, answers 400', async () => {
    const before = await rows(t.incomeExpenseHeads)
    const otherType = await send(
      'POST',
      '/IncomeExpenseHead',
      college,
      incomeExpenseHeadBody({ headType: 'expense', parentId: sharedGroup }),
    )
    expect(otherType.statusCode).toBe(400)
    expect(otherType.json().errors[0]).toMatchObject({ field: 'parentId' })
    const child = await send(
      'POST',
      '/IncomeExpenseHead',
      college,
      incomeExpenseHeadBody({ parentId: sharedGroup }),
    )
    const grandchild = await send(
      'POST',
      '/IncomeExpenseHead',
      college,
      incomeExpenseHeadBody({ parentId: child.json<{ id: number }>().id }),
    )
    expect(grandchild.statusCode).toBe(400)
    expect(grandchild.json().errors[0].message).toContain('must be a group')
    expect(await rows(t.incomeExpenseHeads)).toBe(before + 1)
  })
})

describe('income/expense entries', () => {
  let head: number
  beforeAll(async () => {
    const res = await send('POST', '/IncomeExpenseHead', college, incomeExpenseHeadBody())
    head = res.json<{ id: number }>().id
  })
  const body = (overrides: Record<string, unknown> = {}) =>
    incomeExpenseBody({ fiscalYearId: ids.fy8283, headId: head }, overrides)

  it('a campus records, duplicates by voucher (409), edits stale (409) and voids entries', async () => {
    const first = body()
    const record = await sharedBehaviour(
      '/IncomeExpense',
      first,
      { ...first, amount: '99.00' },
      'Income/expense entry',
    )
    expect(record).toMatchObject({
      campusId: 78,
      amount: '12500.50',
      entryDate: '2025-10-01',
      entryDateBs: formatBs(adToBs('2025-10-01')),
    })
    await hiddenFromOtherCampus('/IncomeExpense', record.id)
  })

  it('entries without a voucher number are never duplicates', async () => {
    const a = await send('POST', '/IncomeExpense', college, body({ reference: null }))
    const b = await send('POST', '/IncomeExpense', college, body({ reference: null }))
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
  })

  it('lists by fiscal year and head', async () => {
    const res = await send(
      'GET',
      `/IncomeExpense?fiscalYearId=${ids.fy8283}&headId=${head}`,
      college,
    )
    const list = res.json<{ headId: number; fiscalYearId: number }[]>()
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((e) => e.headId === head && e.fiscalYearId === ids.fy8283)).toBe(true)
  })

  it('a date outside the fiscal year, a zero amount, a fraction of a paisa or a foreign head answer 400', async () => {
    const before = await rows(t.incomeExpenses)
    const outside = await send('POST', '/IncomeExpense', college, body({ entryDate: '2025-07-16' }))
    expect(outside.statusCode).toBe(400)
    expect(outside.json().errors[0]).toMatchObject({
      field: 'entryDate',
      message: 'must fall in fiscal year 2082/83 (2025-07-17 to 2026-07-16)',
    })
    expect((await send('POST', '/IncomeExpense', college, body({ amount: '0' }))).statusCode).toBe(
      400,
    )
    expect(
      (await send('POST', '/IncomeExpense', college, body({ amount: '1.005' }))).statusCode,
    ).toBe(400)
    const theirHead = await send('POST', '/IncomeExpenseHead', otherCampus, incomeExpenseHeadBody())
    const foreign = await send(
      'POST',
      '/IncomeExpense',
      college,
      body({ headId: theirHead.json<{ id: number }>().id }),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors[0].field).toBe('headId')
    expect(await rows(t.incomeExpenses)).toBe(before)
  })
})

describe('college programs', () => {
  it('a campus offers only the programs of its own university and campus', async () => {
    const [foreign] = await api.db.select().from(t.programs).where(eq(t.programs.universityId, 2))
    const [theirs] = await api.db
      .insert(t.programs)
      .values({
        universityId: 1,
        campusId: 79,
        programName: `Campus 79 only ${unique()}`,
        programType: 'annual',
        shortName: 'C79',
      })
      .returning()
    const before = await rows(t.collegePrograms)
    for (const programId of [foreign!.id, theirs!.id]) {
      const res = await send('POST', '/ProgramMgmt/CollegeProgram', college, { programId })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors[0].field).toBe('programId')
    }
    expect(await rows(t.collegePrograms)).toBe(before)
    // The campus that owns the program may offer it.
    const own = await send('POST', '/ProgramMgmt/CollegeProgram', otherCampus, {
      programId: theirs!.id,
    })
    expect(own.statusCode, own.body).toBe(201)
    expect(own.json()).toMatchObject({ campusId: 79, programId: theirs!.id })
  })
})

describe('reads the client needs beside the lists', () => {
  it('a fee setup and a college program read by id, with their ETag', async () => {
    const fee = await send(
      'POST',
      '/FeeSetup',
      college,
      feeSetupBody({ programId: ids.bbs, fiscalYearId: ids.fy8283, feeTypeId: 1 }, { year: 2 }),
    )
    const read = await send('GET', `/FeeSetup/${fee.json<{ id: number }>().id}`, college)
    expect(read.statusCode).toBe(200)
    expect(read.headers.etag).toBe('"1"')
    const [offered] = await api.db
      .select()
      .from(t.collegePrograms)
      .where(eq(t.collegePrograms.campusId, 78))
    const program = await send('GET', `/ProgramMgmt/CollegeProgram/${offered!.id}`, college)
    expect(program.json()).toMatchObject({ campusId: 78, program: { id: offered!.programId } })
    expect(
      (await send('GET', `/FeeSetup/${fee.json<{ id: number }>().id}`, otherCampus)).statusCode,
    ).toBe(404)
  })

  it('every list a dropdown reads answers 304 to its own ETag', async () => {
    const lists = [
      '/Faculty/GetAllFaculties',
      '/Level/GetAllLevels',
      '/ProgramMgmt/GetAllPrograms',
      '/ProgramMgmt/GetCollegePrograms',
      `/Subject/GetAllSubjects?programId=${ids.bbs}`,
      '/FeeSetup',
      '/FiscalYear',
      '/FiscalYear/GetFiscalYearsForSelection',
      '/Batch',
      '/FeeType',
      '/GeneralFeeType',
      '/EmployeePositions',
      '/EthinicGroup',
      '/Section',
      '/Department',
      '/IncomeExpenseHead',
      '/IncomeExpense',
    ]
    for (const path of lists) {
      const first = await send('GET', path, college)
      expect(first.statusCode, path).toBe(200)
      const again = await send('GET', path, { ...college, 'if-none-match': first.headers.etag! })
      expect(again.statusCode, path).toBe(304)
    }
  })

  it('the demo data has rows in every new list', async () => {
    for (const path of ['/Section', '/Department', '/IncomeExpenseHead', '/IncomeExpense']) {
      const res = await send('GET', path, college)
      expect(res.json<unknown[]>().length, path).toBeGreaterThan(0)
    }
  })
})
