// Request bodies for the tests; each call gives unique names so tests never collide.
let n = 0
const next = () => `${Date.now().toString(36)}-${++n}`
/** A short text no other call returns, for names that must not collide. */
export const unique = next

export const facultyBody = (overrides: Record<string, unknown> = {}) => ({
  facultyName: `Faculty of Testing ${next()}`,
  facultyType: 'general',
  shortName: 'FoT',
  code: 'T1',
  ...overrides,
})

export const levelBody = (overrides: Record<string, unknown> = {}) => ({
  levelName: `Level ${next()}`,
  code: `L-${next()}`,
  ...overrides,
})

/** A student for `POST /Student`: unique registration and roll numbers; pass the ids it needs. */
export const studentBody = (
  ids: { programId: number; fiscalYearId: number },
  overrides: Record<string, unknown> = {},
) => {
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
    ...overrides,
  }
}
