import { roles } from '../../../common/roles'
import { t } from '../i18n/navigation'
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
  { title: t('menu.dashboard'), link: '/', disabledRoles: [] },
  {
    title: t('menu.programSetup'),
    link: '/program-management/home',
    disabledRoles: hiddenFor('SuperAdmin', ...commissionStaff, 'Student'),
  },
  { title: t('menu.setup'), link: '/other-setup/home', disabledRoles: ['Student'] },
  {
    title: t('menu.student'),
    link: '/student-management/home',
    disabledRoles: hiddenFor('UniAdmin', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.employee'),
    link: '/employee-management/home',
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
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', ...commissionStaff, 'Student'),
  },
  {
    title: t('menu.infrastructure'),
    link: '/infrastructure-management',
    disabledRoles: ['Student'],
  },
  { title: t('menu.gps'), link: '/add-location', disabledRoles: ['Student'] },
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
    disabledRoles: hiddenFor('CollegeAdmin', 'CollegeUser', 'UgcAdmin', 'Student'),
  },
  {
    title: t('menu.exam'),
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
    title: t('menu.statisticalReport'),
    link: '/form-management/statisticalReport',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.studentSummaryReport'),
    link: '/student-summary-detail',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.teachingStaffSummary'),
    link: '/teaching-staff-summary',
    disabledRoles: ['Student'],
  },
  {
    title: t('menu.nonTeachingStaffSummary'),
    link: '/non-teaching-staff-summary',
    disabledRoles: ['Student'],
  },
]

/** The Links dropdown, meant for UgcAdmin and Admin. The old system's address is configured. */
export const linksMenu: readonly NavItem[] = [
  { title: t('menu.userManual'), link: '/user-manual', disabledRoles: onlyFor(...commissionStaff) },
]

/** Whether a role sees an item. */
export const isVisibleTo = (item: NavItem, role: Role): boolean =>
  !item.disabledRoles.includes(role)
