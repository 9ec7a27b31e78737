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
