// Route guards shared by the signed-in layout and the catch-all route (`-` keeps this file out of the route tree).
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { roleOf } from '../lib/session/role'
import { session } from '../lib/session/session-store'

// Spec §2 "Routes for the Student role": the root and the student home, plus the user menu's own-account pages
// and their own record (decision 0360).
const studentPaths: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/my-record',
  '/profile',
  '/change-password',
])

/** Sends a signed-out visitor to /login?redirect=<wanted path>, and a student home. */
export function requireSignIn(location: ParsedLocation): void {
  const { user } = session.get()
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
  if (roleOf(user) === 'Student' && !studentPaths.has(location.pathname)) {
    throw redirect({ to: '/' })
  }
}
