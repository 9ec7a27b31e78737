// The roles of spec §6, as client and server both know them, and the level each works at.
export const roles = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
  'CollegeUser',
  'Student',
] as const
export type Role = (typeof roles)[number]

/** Roles of the regulator itself, which see every university. */
export const commissionRoles: readonly Role[] = ['SuperAdmin', 'Admin', 'UgcAdmin']
export const universityRoles: readonly Role[] = ['UniAdmin']
export const collegeRoles: readonly Role[] = ['CollegeAdmin', 'CollegeUser']
