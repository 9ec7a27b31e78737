import { describe, expect, it } from 'vitest'
import type { Permission } from '../session/permissions'
import { roles, type Role } from '../../../common/roles'
import { userOf } from '../../test/session-users'
import { isVisibleTo } from './main-menu'
import { sectionFor } from './section-links'

const student = sectionFor('/student-management/home')
const writing = ['/student-management/student-register', '/student-management/import']
const linked = (role: Role, revoked: Permission[] = []) =>
  student.links
    .filter((link) => isVisibleTo(link, { ...userOf(role, 1, 2), revoked }))
    .map((link) => link.link)

describe("the Student section's side links", () => {
  it('link the pages that add students (Student Register, Import) for campus roles only', () => {
    for (const role of roles) {
      const writes = role === 'CollegeAdmin' || role === 'CollegeUser'
      for (const page of writing)
        expect([role, linked(role).includes(page)]).toEqual([role, writes])
    }
  })

  it('still link the pages a university or the commission reads', () => {
    for (const role of ['UniAdmin', 'Admin', 'UgcAdmin', 'SuperAdmin'] as const)
      expect(linked(role)).toEqual(
        expect.arrayContaining([
          '/student-management/student-list',
          '/student-management/student-summary-detail',
        ]),
      )
  })

  it('hide the register from a campus whose adding of students the commission turned off', () => {
    const shown = linked('CollegeUser', ['students:create'])
    expect(shown).not.toContain('/student-management/student-register')
    expect(shown).toContain('/student-management/student-list')
    expect(linked('CollegeUser', ['students:read'])).toEqual([])
  })

  it('link the import with create or update on, as a file of edits imports (decision 0417)', () => {
    expect(linked('CollegeUser', ['students:create'])).toContain('/student-management/import')
    expect(linked('CollegeUser', ['students:update'])).toContain('/student-management/import')
    expect(linked('CollegeUser', ['students:create', 'students:update'])).not.toContain(
      '/student-management/import',
    )
  })
})
