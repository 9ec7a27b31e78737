import type { NavItem } from './main-menu'

/** A section's side navigation (spec §2 "Sections"), chosen by the path prefix. */
export type Section = { prefix: string; title: string; links: readonly NavItem[] }

type Page = string | [slug: string, title: string]

// "level-management" → "Level Management"; "arthikBarsa" → "Arthik Barsa".
const titleOf = (slug: string) =>
  slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-\s]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

function section(prefix: string, title: string, pages: readonly Page[]): Section {
  const links = pages.map((page): NavItem => {
    const [slug, label] = typeof page === 'string' ? [page, titleOf(page)] : page
    const link = slug.startsWith('/') ? slug : slug ? `${prefix}/${slug}` : prefix
    return { title: label, link, disabledRoles: ['Student'] }
  })
  return { prefix, title, links }
}

// Setup lists are edited offline through the outbox; their unsynced edits and conflicts are
// resolved on the sync screen, so the setup sections link to it.
const syncPage: Page = ['/sync', 'Sync and conflicts']

/**
 * Every section with its pages, as spec §2 lists them. Pages that need an id
 * (e.g. student-card/{studentId}) are reached from lists, not from the side navigation.
 */
export const sections: readonly Section[] = [
  section('/other-setup', 'Setup', [
    'home',
    'level-management',
    'faculty-management',
    'post-management',
    ['arthikBarsa', 'Fiscal Year (Arthik Barsa)'],
    'batch-management',
    'ethnic-group-management',
    'fee-setup',
    'add-section',
    'add-department',
    ['incomeexpensehead', 'Income/Expense Head'],
    ['incomeexpense', 'Income/Expense'],
    syncPage,
  ]),
  section('/program-management', 'Program Setup', [
    'home',
    'college-programs',
    'major-subject',
    'subject-management',
    ['/payment', 'Payment'],
    syncPage,
  ]),
  section('/student-management', 'Student', [
    'home',
    'student-list',
    'documents',
    'student-information-detail',
    'student-summary-detail',
    'student-by-district',
    'student-register',
    'identity-card-home',
    'all-student-cards',
    'student-list-for-id',
    ['upgrade-academics', 'Upgrade'],
    ['verified-students', 'Student Enrollment'],
    ['exportToPdf', 'Export to PDF'],
    'attendance',
    ['graduationtable-setups', 'Graduation Table Setups'],
  ]),
  section('/employee-management', 'Employee', [
    'home',
    'employee-list',
    'teaching-staff',
    'non-teaching-staff',
    'technical-staff',
    'non-technical-staff',
    ['uni-employee', 'University Employees'],
    ['uni-employee-user', 'University Employee Users'],
    ['ugc-employee', 'UGC Users'],
    ['ugc-employee-user', 'UGC Employees'],
    'teacher-detail',
    ['non-teaching-details', 'Non-Teaching Details'],
    'employee-register',
    'attendance',
    'summary',
  ]),
  section('/exam-management', 'Exam', [
    'home',
    'exam-appear',
    'exam-list',
    'exam-schedule',
    'exam-type',
    'exam-routine',
    'routine-list',
    'marks-entry',
    'results',
  ]),
  section('/infrastructure-management', 'Infrastructure', [
    'home',
    'land-management',
    'building-management',
    'lab-management',
    'hostel-management',
    'facility-register',
    'library-management',
    'equipment-management',
  ]),
  section('/graduation-management', 'Graduation', ['student-list', 'graduation-list']),
  section('/receipt-management', 'Receipt', [
    'student-list',
    'students',
    'receipt-list',
    'general-fee-type',
    'fee-type',
  ]),
  section('/dropout-management', 'Dropout', ['home', 'dropout-list']),
  section('/user-management', 'User', [
    ['home', 'Users'],
    ['audit', 'Audit Trail'],
    'add-module',
    'add-user',
    'permission-management',
    'assign-permission',
    ['assign-permission-ugc', 'Assign Permission (UGC)'],
    ['assign-permission-uni', 'Assign Permission (University)'],
    ['assign-permission-campus', 'Assign Permission (Campus)'],
    ['ugc-employee', 'UGC Users'],
    ['ugc-employee-user', 'UGC Employees'],
  ]),
  section('/organization-management', 'Campuses', [
    ['', 'Overview'],
    'constituent-campus',
    'private-campus',
    'community-campus',
    'central-departments',
    'university-register',
    'campus-register',
    'university-list',
  ]),
  section('/accrediation', 'Campus QAA', [
    ['add-campus-for-accreditation', 'Add Campus for Accreditation'],
    'campus-list',
    'accreditation-list',
    'renew-accreditation',
    ['total-qaa-hei-campus-report', 'Total QAA HEI Campus Report'],
    ['total-qaa-hei-province-report', 'Total QAA HEI Province Report'],
    'accreditation-expiry-campus-report',
  ]),
  section('/pass-rate-management', 'Pass Rate', [
    'exam-schedule',
    'exam-appeared',
    'student-appeared',
    'student-appear',
    'student-passed',
    'student-result-entry',
  ]),
  section('/public-finance', 'Public Finance', ['home', 'finance-head', 'income-expense']),
]

/** Used where no prefix matches (the dashboard, reports, fact sheets …). */
export const defaultSection = section('', 'HEMIS', [
  ['/', 'Dashboard'],
  ['/graduation-management/student-list', 'Graduation'],
  ['/receipt-management/receipt-list', 'Receipts'],
  ['/dropout-management/home', 'Dropout'],
  ['/pass-rate-management/exam-schedule', 'Pass Rate'],
  ['/public-finance/home', 'Public Finance'],
  ['/fact-sheet', 'Fact Sheet'],
])

/** The section whose prefix starts the path, else the default one. */
export function sectionFor(pathname: string): Section {
  return (
    sections.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`)) ??
    defaultSection
  )
}
