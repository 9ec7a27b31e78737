// The user shape the client keeps as its session (spec section 3): role, institution and token.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { campuses, universities, users, type Role } from '../db/schema.ts'
import { isCommission } from '../../common/access.ts'
import { revokedOfUser } from './sessions.ts'

type User = typeof users.$inferSelect
export const commissionName = 'University Grants Commission'

const typeOf = (role: Role) =>
  isCommission(role) ? 'Ugc' : role === 'UniAdmin' ? 'Uni' : 'College'

async function institutionOf(db: Db, user: User) {
  if (user.campusId) {
    const [c] = await db.select().from(campuses).where(eq(campuses.id, user.campusId))
    if (c) {
      return {
        id: c.id,
        name: c.campusName,
        campusName: c.campusName,
        localLevel: c.localLevel,
        district: c.district,
        logo: c.logo,
        universityId: c.universityId,
        campusId: c.id,
      }
    }
  }
  if (user.universityId) {
    const [u] = await db.select().from(universities).where(eq(universities.id, user.universityId))
    if (u) {
      return {
        id: u.id,
        name: u.name,
        campusName: null,
        localLevel: null,
        district: u.district,
        logo: u.logo,
        universityId: u.id,
        campusId: null,
      }
    }
  }
  // The commission is the root of the tree and has no row of its own.
  return {
    id: 0,
    name: commissionName,
    campusName: null,
    localLevel: null,
    district: 'Kathmandu',
    logo: null,
    universityId: null,
    campusId: null,
  }
}

export async function sessionUser(db: Db, user: User) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    role: user.role,
    type: typeOf(user.role),
    listUser: [{ roleName: user.role }],
    institution: await institutionOf(db, user),
    locale: user.locale,
    digits: user.digits,
    revoked: await revokedOf(db, user.id),
  }
}

/** The permissions turned off for a user where they work (decision 0332). */
async function revokedOf(db: Db, userId: number) {
  const [row] = await db.select({ revoked: revokedOfUser }).from(users).where(eq(users.id, userId))
  return row?.revoked ?? []
}
