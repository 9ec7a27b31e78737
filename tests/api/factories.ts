// Request bodies for the tests; each call gives unique names so tests never collide.
import { eq } from 'drizzle-orm'
import { fiscalYear } from '../../common/bikram-sambat.ts'
import type { Db } from '../../server/db/connect.ts'
import * as t from '../../server/db/schema.ts'

type Overrides = Record<string, unknown>
let n = 0
const next = () => `${Date.now().toString(36)}-${++n}`
/** A short text no other call returns, for names that must not collide. */
export const unique = next

/**
 * Makes a body factory: fresh defaults on every call (names made with `next()`), then the test's
 * overrides. `bodyOf(() => ({ batchName: `Batch ${next()}` }))({ batchYear: 2084 })`.
 */
const bodyOf =
  <Body extends object>(defaults: () => Body) =>
  (overrides: Overrides = {}) => ({ ...defaults(), ...overrides })

/**
 * The same for a body that refers to other records: their ids come first.
 * `bodyWith((programId: number) => ({ programId, majorSubjectName: `Major ${next()}` }))(7)`.
 */
const bodyWith =
  <Ids, Body extends object>(defaults: (ids: Ids) => Body) =>
  (ids: Ids, overrides: Overrides = {}) => ({ ...defaults(ids), ...overrides })

export const facultyBody = bodyOf(() => ({
  facultyName: `Faculty of Testing ${next()}`,
  facultyType: 'general',
  shortName: 'FoT',
  code: 'T1',
}))

export const levelBody = bodyOf(() => ({ levelName: `Level ${next()}`, code: `L-${next()}` }))

export const programBody = bodyOf(() => ({
  programName: `Program ${next()}`,
  programType: 'semester',
}))

/** A specialisation of a program (BBS: Finance, Marketing …). */
export const majorSubjectBody = bodyWith((programId: number) => ({
  programId,
  majorSubjectName: `Major ${next()}`,
}))

/**
 * A fiscal year with the calendar's own dates for the year that starts in `startYear` BS: its name is
 * the calendar's (`2085/86`), not a unique one. `fiscalYearBody(2085, { isCurrent: true })`.
 */
export const fiscalYearBody = bodyWith((startYear: number) => {
  const { name, startDateBs, endDateBs, startDate, endDate } = fiscalYear(startYear)
  return { name, startDateBs, endDateBs, startDate, endDate }
})

export const batchBody = bodyOf(() => ({ batchName: `Batch ${next()}`, batchYear: 2083 }))

export const examTypeBody = bodyOf(() => ({
  examTypeName: `Terminal ${next()}`,
  examTypeNameNe: null as string | null,
  kind: 'internal',
}))
export const feeTypeBody = bodyOf(() => ({ feeTypeName: `Fee ${next()}`, code: 'FEE' }))

/** The amount of one fee type for a program's year in a fiscal year: pass the three it joins. */
export const feeSetupBody = bodyWith(
  (ids: { programId: number; fiscalYearId: number; feeTypeId: number }) => ({
    ...ids,
    amount: 15000,
    year: 1,
  }),
)

/** A section of a class of an annual program (year 2): pass the program and, if any, the batch. */
export const sectionBody = bodyWith((ids: { programId: number; batchId?: number }) => ({
  ...ids,
  year: 2,
  sectionName: `Section ${next()}`,
  shift: 'morning',
  capacity: 50,
}))

export const departmentBody = bodyOf(() => ({
  departmentName: `Department of ${next()}`,
  departmentType: 'academic',
  headName: 'Dr. Sita Karki',
  email: 'hod@campus78.edu.np',
}))

export const incomeExpenseHeadBody = bodyOf(() => ({
  headName: `Head ${next()}`,
  headType: 'income',
}))

/** An entry under a head, dated in fiscal year 2082/83 (pass that year's id, or another date). */
export const incomeExpenseBody = bodyWith((ids: { fiscalYearId: number; headId: number }) => ({
  ...ids,
  amount: '12500.50',
  entryDate: '2025-10-01',
  reference: `V-${next()}`,
  description: 'Canteen rent, Asoj',
}))

/**
 * What `studentBody` needs at the demo campus 78: its first program offered (and how it counts its
 * terms) and the year 2082/83.
 */
export async function campus78StudentIds(db: Db) {
  const [offered] = await db
    .select({ programId: t.collegePrograms.programId, programType: t.programs.programType })
    .from(t.collegePrograms)
    .innerJoin(t.programs, eq(t.programs.id, t.collegePrograms.programId))
    .where(eq(t.collegePrograms.campusId, 78))
    .orderBy(t.collegePrograms.id)
  const [fy] = await db.select().from(t.fiscalYears).where(eq(t.fiscalYears.name, '2082/83'))
  return { ...offered!, fiscalYearId: fy!.id }
}

const studentDefaults = bodyWith((ids: { programId: number; fiscalYearId: number }) => {
  const tag = next().replace(/[^0-9A-Za-z]/g, '')
  return {
    programId: ids.programId,
    fiscalYearId: ids.fiscalYearId,
    firstName: 'Test',
    lastName: `Student${tag}`,
    gender: 'female',
    dateOfBirth: '2005-04-14',
    registrationNo: `REG-${tag}`,
    rollNo: `R-${tag}`,
  }
})

/**
 * A student for `POST /Student`: unique registration and roll numbers, and unless the overrides
 * name a term, the first of the program's kind (a student active is in one, decision 0412): its
 * first year when `programType` is annual, else its first semester.
 */
export const studentBody = (
  ids: { programId: number; fiscalYearId: number; programType?: 'annual' | 'semester' },
  overrides: Overrides = {},
) => {
  const first = ids.programType === 'annual' ? { year: 1 } : { semester: 1 }
  const named = overrides.semester !== undefined || overrides.year !== undefined
  return studentDefaults(ids, { ...(!named && first), ...overrides })
}

/**
 * An employee for `POST /Employee`: a teacher with a unique code, joined at 27; pass the post (a
 * teaching one, or a non-teaching one with `staffType` and `nonTeachingKind` in the overrides).
 * `employeeBody({ postId: lecturer }, { employeeCode: 'TU-042' })`.
 */
export const employeeBody = bodyWith((ids: { postId: number }) => {
  const tag = next().replace(/[^0-9A-Za-z]/g, '')
  return {
    postId: ids.postId,
    firstName: 'Test',
    lastName: `Employee${tag}`,
    gender: 'female',
    dateOfBirth: '1985-04-14',
    employeeCode: `E-${tag}`,
    staffType: 'teaching',
    appointmentType: 'permanent',
    joinedOn: '2012-07-16',
    qualification: 'master',
  }
})

/**
 * A university the commission registers: a unique name and short name, in Kirtipur (Kathmandu,
 * Bagmati). `universityBody({ universityType: 'private' })`.
 */
export const universityBody = bodyOf(() => {
  const tag = next()
  return {
    name: `University of Testing ${tag}`,
    nameNe: 'परीक्षण विश्वविद्यालय',
    shortName: `UT-${tag}`.slice(0, 50),
    universityType: 'public',
    establishedYearBs: 2080,
    provinceId: 3,
    districtId: 27,
    localLevelId: 309,
    ward: 10,
    phone: '01-4330000',
    email: 'info@testing.edu.np',
    website: 'https://testing.edu.np',
  }
})

/**
 * A campus of a university (pass its id; a UniAdmin's own is used when left out): a unique name and
 * code, in Pokhara (Kaski, Gandaki) with its place on the map. `campusBody(1, { campusType: 'community' })`.
 */
export const campusBody = bodyWith((universityId: number | undefined) => {
  const tag = next().replace(/[^0-9A-Za-z]/g, '')
  return {
    ...(universityId === undefined ? {} : { universityId }),
    campusName: `Testing Campus ${tag}`,
    nameNe: 'परीक्षण क्याम्पस',
    campusType: 'constituent',
    code: `T${tag}`,
    examCode: `EX-${tag}`,
    establishedYearBs: 2070,
    provinceId: 4,
    districtId: 38,
    localLevelId: 414,
    ward: 8,
    phone: '061-520000',
    email: 'info@campus.edu.np',
    latitude: 28.2096,
    longitude: 83.9856,
  }
})

/**
 * A dropout for `POST /DropOut` of the student `studentId`, left in 2082/83 for want of money.
 * `dropoutBody(7, { lastSemester: 3 })`.
 */
export const dropoutBody = bodyWith((studentId: number) => ({
  studentId,
  droppedOn: '2026-01-15',
  reason: 'financial',
  note: 'Left to work abroad',
}))

/**
 * A graduation for `POST /Graduation` of the student `studentId` in 2083/84, with a unique
 * transcript number. `graduationBody(7, { division: 'first' })`.
 */
export const graduationBody = bodyWith((studentId: number) => ({
  studentId,
  graduatedOn: '2026-10-01',
  degree: 'Bachelor of Business Administration',
  division: 'first',
  cgpa: 3.45,
  transcriptNo: `TR-${next().replace(/[^0-9A-Za-z]/g, '')}`,
  feeAmount: '1500.50',
  receiptNo: `RC-${next()}`,
}))

/**
 * A character certificate for `POST /CharacterCertificate` of the graduate `studentId`, issued in
 * 2083/84. `certificateBody(7, { conduct: 'excellent' })`.
 */
export const certificateBody = bodyWith((studentId: number) => ({
  studentId,
  issuedOn: '2026-10-05',
  conduct: 'good',
  remarks: null,
}))
