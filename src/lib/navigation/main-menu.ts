import { roles } from '../../../common/roles'
import type { Role } from '../session/role'

/** One entry of the main menu (spec §2 "Main menu", §3 "Navigation item"). */
export type NavItem = {
  title: string
  link: string
  /** Roles for which the item is hidden (spec §6). Typed, so two roles can never share a string. */
  disabledRoles: readonly Role[]
}

export const allRoles: readonly Role[] = roles

const commissionStaff: readonly Role[] = ['Admin', 'UgcAdmin']
const hiddenFor = (...roles: Role[]): readonly Role[] => roles
const onlyFor = (...roles: Role[]): readonly Role[] =>
  allRoles.filter((role) => !roles.includes(role))

/**
 * The main menu in the spec's order. Hidden-role lists are the spec's where it gives them; the
 * others are decisions recorded in docs/decisions/. Students see the dashboard only.
 */
export const mainMenu: readonly NavItem[] = [
  { title: 'Dashboard', link: '/', disabledRoles: [] },
  {
    title: 'Program Setup',
    link: '/program-management/home',
    disabledRoles: hiddenFor('SuperAdmin', ...commissionStaff, 'Student'),
  },
  { title: 'Setup', link: '/other-setup/home', disabledRoles: ['Student'] },
  {
    title: 'Student',
    link: '/student-management/home',
    disabledRoles: hiddenFor('UniAdmin', ...commissionStaff, 'Student'),
  },
  {
    title: 'Employee',
    link: '/employee-management/home',
    disabledRoles: hiddenFor('UniAdmin', ...commissionStaff, 'Student'),
  },
  { title: 'University-Budget', link: '/budget-management', disabledRoles: onlyFor('Admin') },
  {
    title: 'Campuses',
    link: '/organization-management',
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', ...commissionStaff, 'Student'),
  },
  { title: 'Infrastructure', link: '/infrastructure-management', disabledRoles: ['Student'] },
  { title: 'GPS', link: '/add-location', disabledRoles: ['Student'] },
  {
    title: 'Campus QAA',
    link: '/accrediation/add-campus-for-accreditation',
    disabledRoles: ['Student'],
  },
  { title: 'Campus-Fact sheet', link: '/fact-sheet-list', disabledRoles: ['Student'] },
  { title: 'Fact Sheet', link: '/fact-sheet', disabledRoles: ['Student'] },
  {
    title: 'User',
    link: '/user-management/home',
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', 'UgcAdmin', 'Student'),
  },
  {
    title: 'Exam',
    link: '/exam-management/home',
    disabledRoles: hiddenFor(...commissionStaff, 'UniAdmin', 'Student'),
  },
]

/** The summary report of the user's level of the institution tree (spec §2 "HEMIS Reports"). */
export const summaryReportLinks = {
  commission: '/ugc-report',
  university: '/uni-report',
  college: '/college-report',
} as const

/** The rest of the HEMIS Reports dropdown. */
export const reportMenu: readonly NavItem[] = [
  {
    title: 'Statistical Report',
    link: '/form-management/statisticalReport',
    disabledRoles: ['Student'],
  },
  { title: 'Student-summary Report', link: '/student-summary-detail', disabledRoles: ['Student'] },
  { title: 'Teaching Staff Summary', link: '/teaching-staff-summary', disabledRoles: ['Student'] },
  {
    title: 'Non-Teaching Staff Summary',
    link: '/non-teaching-staff-summary',
    disabledRoles: ['Student'],
  },
]

/** The Links dropdown, meant for UgcAdmin and Admin. The old system's address is configured. */
export const linksMenu: readonly NavItem[] = [
  { title: 'User Manual', link: '/user-manual', disabledRoles: onlyFor(...commissionStaff) },
]

/** Whether a role sees an item. */
export const isVisibleTo = (item: NavItem, role: Role): boolean =>
  !item.disabledRoles.includes(role)
