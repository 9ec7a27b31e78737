// Request bodies for the tests; each call gives unique names so tests never collide.
import { fiscalYear } from '../../common/bikram-sambat.ts'

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

/** A student for `POST /Student`: unique registration and roll numbers; pass the ids it needs. */
export const studentBody = bodyWith((ids: { programId: number; fiscalYearId: number }) => {
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
