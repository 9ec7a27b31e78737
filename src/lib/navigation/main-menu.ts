import { roles } from '../../../common/roles'
import { t } from '../i18n/navigation'
import { permits, type PermissionAction, type PermissionModule } from '../session/permissions'
import { roleOf, type Role } from '../session/role'
import type { SessionUser } from '../session/session-user'

/** One entry of the main menu (spec §2 "Main menu", §3 "Navigation item"). */
export type NavItem = {
  title: string
  link: string
  /** Roles for which the item is hidden (spec §6). Typed, so two roles can never share a string. */
  disabledRoles: readonly Role[]
  /** Hidden too when the commission turned this module's reading off for the user (decision 0332). */
  module?: PermissionModule
  /**
   * A page that only writes (a form, an import): hidden too when every one of these actions is
   * turned off (an import writes new records and edits: either will do, decision 0417).
   */
  actions?: readonly Exclude<PermissionAction, 'read'>[]
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
  { title: t('menu.dashboard'), link: '/', disabledRoles: [] },
  {
    title: t('menu.programSetup'),
    link: '/program-management/home',
    module: 'programs',
    disabledRoles: hiddenFor('SuperAdmin', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.setup'),
    link: '/other-setup/home',
    module: 'setup',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.student'),
    link: '/student-management/home',
    module: 'students',
    disabledRoles: hiddenFor('UniAdmin', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.employee'),
    link: '/employee-management/home',
    module: 'employees',
    disabledRoles: hiddenFor('UniAdmin', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.universityBudget'),
    link: '/budget-management',
    disabledRoles: onlyFor('Admin'),
  },
  {
    title: t('menu.campuses'),
    link: '/organization-management',
    module: 'organizations',
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.infrastructure'),
    link: '/infrastructure-management',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.gps'),
    link: '/add-location',
    module: 'organizations',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.campusQaa'),
    link: '/accrediation/add-campus-for-accreditation',
    disabledRoles: ['Student'],
  },
  { title: t('menu.campusFactSheet'), link: '/fact-sheet-list', disabledRoles: ['Student'] },
  { title: t('menu.factSheet'), link: '/fact-sheet', disabledRoles: ['Student'] },
  {
    title: t('menu.user'),
    link: '/user-management/home',
    module: 'users',
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', 'UgcAdmin', 'Student'),
  },
  {
    title: t('menu.exam'),
    link: '/exam-management/home',
    module: 'exams',
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
    title: t('menu.statisticalReport'),
    link: '/form-management/statisticalReport',
    module: 'reports',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.studentSummaryReport'),
    link: '/student-summary-detail',
    module: 'reports',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.teachingStaffSummary'),
    link: '/teaching-staff-summary',
    module: 'reports',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.nonTeachingStaffSummary'),
    link: '/non-teaching-staff-summary',
    module: 'reports',
    disabledRoles: ['Student'],
  },
]

/** The Links dropdown, meant for UgcAdmin and Admin. The old system's address is configured. */
export const linksMenu: readonly NavItem[] = [
  { title: t('menu.userManual'), link: '/user-manual', disabledRoles: onlyFor(...commissionStaff) },
]

/** Whether a user sees an item: their role's menu (spec §6), less a module turned off for them. */
export function isVisibleTo(item: NavItem, user: SessionUser): boolean {
  const { module, actions } = item
  if (item.disabledRoles.includes(roleOf(user))) return false
  if (!module) return true
  return (
    permits(user, module, 'read') &&
    (!actions || actions.some((action) => permits(user, module, action)))
  )
}
