// Who may give which role: a role ranks by how much it may do, and nobody gives a role above their
// own. Which institution each role belongs to: the commission's have none, a UniAdmin a university,
// campus roles and students a campus.
import type { Role } from './roles.ts'

const rank: Record<Role, number> = {
  Student: 0,
  CollegeUser: 1,
  CollegeAdmin: 2,
  UniAdmin: 3,
  UgcAdmin: 4,
  Admin: 5,
  SuperAdmin: 6,
}

export const mayGive = (giver: Role, role: Role) => rank[role] <= rank[giver]

/** The roles someone may give, highest first (the invitation form's choices). */
export const rolesGivenBy = (giver: Role): Role[] =>
  (Object.keys(rank) as Role[])
    .filter((role) => mayGive(giver, role))
    .sort((a, b) => rank[b] - rank[a])

export type Belonging = 'commission' | 'university' | 'campus'

export const belongingOf = (role: Role): Belonging =>
  role === 'UniAdmin'
    ? 'university'
    : role === 'CollegeAdmin' || role === 'CollegeUser' || role === 'Student'
      ? 'campus'
      : 'commission'

/**
 * Whose permissions someone may tune (decision 0332): roles below their own; the SuperAdmin every
 * role, its own too (what would lock every SuperAdmin out is refused: `lockedFor` in permissions.ts).
 */
export const mayTune = (tuner: Role, role: Role) =>
  tuner === 'SuperAdmin' || rank[role] < rank[tuner]
