// Demo rows of the "other setup" lists: departments, sections, the shared income/expense chart and
// a few entries of campus 78, looked up by name so they follow whatever ids the seed gave.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../connect.ts'
import * as t from '../schema.ts'

const demoCampus = 78

/** Groups and their heads; codes are the demo chart's own, not the government's economic codes. */
const chart: [
  type: 'income' | 'expense',
  code: string,
  group: string,
  heads: [string, string][],
][] = [
  [
    'income',
    'I-1',
    'Government grants',
    [
      ['I-1.1', 'UGC recurrent grant'],
      ['I-1.2', 'UGC capital grant'],
    ],
  ],
  [
    'income',
    'I-2',
    'Internal income',
    [
      ['I-2.1', 'Tuition fee income'],
      ['I-2.2', 'Examination fee income'],
    ],
  ],
  [
    'expense',
    'E-1',
    'Recurrent expenditure',
    [
      ['E-1.1', 'Salaries and allowances'],
      ['E-1.2', 'Utilities'],
      ['E-1.3', 'Office supplies'],
    ],
  ],
  [
    'expense',
    'E-2',
    'Capital expenditure',
    [
      ['E-2.1', 'Building construction'],
      ['E-2.2', 'Laboratory equipment'],
    ],
  ],
]

/** Entries of campus 78 in fiscal year 2082/83: head code, amount, AD date, reference, description. */
const entries: [string, string, string, string, string][] = [
  ['I-1.1', '2500000.00', '2025-08-20', 'V-2082-001', 'First instalment of the recurrent grant'],
  ['I-2.1', '845000.00', '2025-09-05', 'V-2082-002', 'Tuition fees, Bhadra'],
  ['E-1.1', '1210000.50', '2025-09-15', 'V-2082-003', 'Salaries, Bhadra'],
  ['E-1.2', '38250.75', '2025-09-18', 'V-2082-004', 'Electricity and water, Bhadra'],
  ['E-2.2', '675000.00', '2025-11-02', 'V-2082-005', 'Physics laboratory equipment'],
]

export async function seedCampusLists(db: Db) {
  const faculty = async (universityId: number, shortName: string) =>
    (
      await db
        .select({ id: t.faculties.id })
        .from(t.faculties)
        .where(
          and(eq(t.faculties.universityId, universityId), eq(t.faculties.shortName, shortName)),
        )
    )[0]!.id
  await db.insert(t.departments).values([
    {
      universityId: 1,
      facultyId: await faculty(1, 'FoHSS'),
      departmentName: 'Central Department of English',
      departmentType: 'academic',
      shortName: 'CDE',
      code: 'TU-CDE',
    },
    {
      universityId: 1,
      facultyId: await faculty(1, 'FoM'),
      departmentName: 'Central Department of Management',
      departmentType: 'academic',
      shortName: 'CDM',
      code: 'TU-CDM',
    },
    {
      universityId: 1,
      departmentName: 'Office of the Controller of Examinations',
      departmentType: 'administrative',
      shortName: 'OCE',
      code: 'TU-OCE',
    },
    {
      universityId: 1,
      campusId: demoCampus,
      facultyId: await faculty(1, 'FoM'),
      departmentName: 'Department of Accountancy',
      departmentType: 'academic',
      code: 'C78-ACC',
      headName: 'Ram Prasad Adhikari',
    },
    {
      universityId: 1,
      campusId: demoCampus,
      departmentName: 'Account Section',
      departmentType: 'administrative',
      code: 'C78-AS',
    },
  ])

  const program = async (shortName: string) =>
    (
      await db
        .select({ id: t.programs.id })
        .from(t.programs)
        .where(and(eq(t.programs.universityId, 1), eq(t.programs.shortName, shortName)))
    )[0]!.id
  const [batch] = await db
    .select({ id: t.batches.id })
    .from(t.batches)
    .where(and(eq(t.batches.campusId, demoCampus), eq(t.batches.batchName, '2083 Batch')))
  const bbs = await program('BBS')
  const bba = await program('BBA')
  const section = { campusId: demoCampus, batchId: batch!.id, capacity: 60 }
  await db.insert(t.sections).values([
    {
      ...section,
      programId: bbs,
      year: 1,
      sectionName: 'A',
      code: 'BBS-1A',
      shift: 'morning' as const,
    },
    {
      ...section,
      programId: bbs,
      year: 1,
      sectionName: 'B',
      code: 'BBS-1B',
      shift: 'morning' as const,
    },
    {
      ...section,
      programId: bbs,
      year: 1,
      sectionName: 'C',
      code: 'BBS-1C',
      shift: 'day' as const,
    },
    {
      ...section,
      programId: bba,
      semester: 1,
      sectionName: 'A',
      code: 'BBA-1A',
      shift: 'day' as const,
      capacity: 48,
    },
  ])

  const headIds = new Map<string, number>()
  for (const [headType, code, headName, heads] of chart) {
    const [group] = await db
      .insert(t.incomeExpenseHeads)
      .values({ headType, code, headName })
      .returning()
    const rows = await db
      .insert(t.incomeExpenseHeads)
      .values(
        heads.map(([c, name]) => ({ headType, code: c, headName: name, parentId: group!.id })),
      )
      .returning()
    for (const row of rows) headIds.set(row.code!, row.id)
  }
  const [year] = await db
    .select({ id: t.fiscalYears.id })
    .from(t.fiscalYears)
    .where(eq(t.fiscalYears.name, '2082/83'))
  await db.insert(t.incomeExpenses).values(
    entries.map(([code, amount, entryDate, reference, description]) => ({
      campusId: demoCampus,
      fiscalYearId: year!.id,
      headId: headIds.get(code)!,
      amount,
      entryDate,
      reference,
      description,
    })),
  )
}
