import { rolesOf, type OperationId } from '../../../common/access'
import { t } from '../i18n/navigation'
import type { PermissionModule } from '../session/permissions'
import type { Role } from '../session/role'
import { allRoles, type NavItem } from './main-menu'

/**
 * A section's side navigation (spec §2 "Sections"), chosen by the path prefix, or by a page of its
 * own at the root (`rootPages`: Upgrade at /upgrade-academics).
 */
export type Section = {
  prefix: string
  title: string
  links: readonly NavItem[]
  rootPages?: readonly string[]
}

/**
 * A page of a section: its path (under the section's prefix, or from the root when it starts with
 * `/`; '' is the prefix itself) and its title in the current language. `writes`: a page only for
 * writing records, by this operation: a create (a form) or a bulk write (an import, which adds and
 * edits), linked for the roles the access table gives it alone (a reader opening it by its address
 * is told that their role can only read).
 */
type Page = [
  slug: string,
  title: string,
  writes?: Extract<OperationId, `create${string}` | `bulkUpsert${string}`>,
]

/** The roles a page's link hides from: students always, and those that may not do what it writes. */
const hiddenFrom = (writes?: OperationId): readonly Role[] =>
  writes
    ? allRoles.filter((role) => role === 'Student' || !rolesOf(writes).includes(role))
    : ['Student']

/**
 * `module`: the section's pages hide when the commission turned its reading off (decision 0332).
 * `rootPages`: pages at the root that are the section's own, shown with its navigation (a page at
 * the root linked from several sections, as /sync is, is no section's own).
 */
function section(
  prefix: string,
  title: string,
  pages: readonly Page[],
  module?: PermissionModule,
  rootPages?: readonly string[],
): Section {
  const links = pages.map(([slug, label, writes]): NavItem => {
    const link = slug.startsWith('/') ? slug : slug ? `${prefix}/${slug}` : prefix
    const item: NavItem = { title: label, link, disabledRoles: hiddenFrom(writes), module }
    // The commission may turn the writing off too (decision 0332): the page is then read-only. A
    // bulk write's rows are judged one by one (decision 0414): an import needs create or update.
    if (!writes) return item
    return { ...item, actions: writes.startsWith('bulk') ? ['create', 'update'] : ['create'] }
  })
  return { prefix, title, links, rootPages }
}

// Spec §2: "Menu also lists Upgrade at /upgrade-academics" (the screen is at the section's path too).
const upgradePage = '/upgrade-academics'

// Setup lists are edited offline through the outbox; their unsynced edits and conflicts are
// resolved on the sync screen, so the setup sections link to it.
const syncPage: Page = ['/sync', t('page.syncAndConflicts')]

/**
 * Every section with its pages, as spec §2 lists them. Pages that need an id
 * (e.g. student-card/{studentId}) are reached from lists, not from the side navigation.
 */
export const sections: readonly Section[] = [
  section(
    '/other-setup',
    t('menu.setup'),
    [
      ['home', t('page.home')],
      ['level-management', t('page.levelManagement')],
      ['faculty-management', t('page.facultyManagement')],
      ['post-management', t('page.postManagement')],
      ['arthikBarsa', t('page.fiscalYearArthikBarsa')],
      ['batch-management', t('page.batchManagement')],
      ['ethnic-group-management', t('page.ethnicGroupManagement')],
      ['fee-setup', t('page.feeSetup')],
      ['add-section', t('page.addSection')],
      ['add-department', t('page.addDepartment')],
      ['incomeexpensehead', t('page.incomeExpenseHead')],
      ['incomeexpense', t('page.incomeExpense')],
      syncPage,
    ],
    'setup',
  ),
  section(
    '/program-management',
    t('menu.programSetup'),
    [
      ['home', t('page.home')],
      ['college-programs', t('page.collegePrograms')],
      ['major-subject', t('page.majorSubject')],
      ['subject-management', t('page.subjectManagement')],
      ['/payment', t('page.payment')],
      syncPage,
    ],
    'programs',
  ),
  section(
    '/student-management',
    t('menu.student'),
    [
      ['home', t('page.home')],
      ['student-list', t('page.studentList')],
      ['documents', t('page.documents')],
      ['student-information-detail', t('page.studentInformationDetail')],
      ['student-summary-detail', t('page.studentSummaryDetail')],
      ['student-by-district', t('page.studentByDistrict')],
      ['student-register', t('page.studentRegister'), 'createStudent'],
      ['import', t('page.importStudents'), 'bulkUpsertStudents'],
      ['identity-card-home', t('page.identityCardHome')],
      ['all-student-cards', t('page.allStudentCards')],
      ['student-list-for-id', t('page.studentListForId')],
      [upgradePage, t('page.upgrade')],
      ['verified-students', t('page.studentEnrollment')],
      ['exportToPdf', t('page.exportToPdf')],
      ['attendance', t('page.attendance')],
      ['graduationtable-setups', t('page.graduationTableSetups')],
    ],
    'students',
    [upgradePage],
  ),
  section(
    '/employee-management',
    t('menu.employee'),
    [
      ['home', t('page.home')],
      ['employee-list', t('page.employeeList')],
      ['teaching-staff', t('page.teachingStaff')],
      ['non-teaching-staff', t('page.nonTeachingStaff')],
      ['technical-staff', t('page.technicalStaff')],
      ['non-technical-staff', t('page.nonTechnicalStaff')],
      ['uni-employee', t('page.universityEmployees')],
      ['uni-employee-user', t('page.universityEmployeeUsers')],
      ['ugc-employee', t('page.ugcUsers')],
      ['ugc-employee-user', t('page.ugcEmployees')],
      ['teacher-detail', t('page.teacherDetail')],
      ['non-teaching-details', t('page.nonTeachingDetails')],
      ['employee-register', t('page.employeeRegister')],
      ['attendance', t('page.attendance')],
      ['summary', t('page.summary')],
    ],
    'employees',
  ),
  section(
    '/exam-management',
    t('menu.exam'),
    [
      ['home', t('page.home')],
      ['exam-appear', t('page.examAppear')],
      ['exam-list', t('page.examList')],
      ['exam-schedule', t('page.examSchedule')],
      ['exam-type', t('page.examType')],
      ['exam-routine', t('page.examRoutine')],
      ['routine-list', t('page.routineList')],
      ['marks-entry', t('page.marksEntry')],
      ['results', t('page.results')],
    ],
    'exams',
  ),
  section('/infrastructure-management', t('menu.infrastructure'), [
    ['home', t('page.home')],
    ['land-management', t('page.landManagement')],
    ['building-management', t('page.buildingManagement')],
    ['lab-management', t('page.labManagement')],
    ['hostel-management', t('page.hostelManagement')],
    ['facility-register', t('page.facilityRegister')],
    ['library-management', t('page.libraryManagement')],
    ['equipment-management', t('page.equipmentManagement')],
  ]),
  section(
    '/graduation-management',
    t('section.graduation'),
    [
      ['student-list', t('page.studentList')],
      ['graduation-list', t('page.graduationList')],
      ['/character-application', t('page.characterCertificateApplication')],
    ],
    'graduation',
  ),
  section(
    '/receipt-management',
    t('section.receipt'),
    [
      ['student-list', t('page.studentList')],
      ['students', t('page.students')],
      ['receipt-list', t('page.receiptList')],
      ['general-fee-type', t('page.generalFeeType')],
      ['fee-type', t('page.feeType')],
    ],
    'receipts',
  ),
  section(
    '/dropout-management',
    t('section.dropout'),
    [
      ['home', t('page.home')],
      ['dropout-list', t('page.dropoutList')],
    ],
    'dropout',
  ),
  section(
    '/user-management',
    t('menu.user'),
    [
      ['home', t('page.users')],
      ['audit', t('page.auditTrail')],
      ['add-module', t('page.addModule')],
      ['add-user', t('page.addUser')],
      ['permission-management', t('page.permissionManagement')],
      ['assign-permission', t('page.assignPermission')],
      ['assign-permission-ugc', t('page.assignPermissionUgc')],
      ['assign-permission-uni', t('page.assignPermissionUniversity')],
      ['assign-permission-campus', t('page.assignPermissionCampus')],
      ['ugc-employee', t('page.ugcUsers')],
      ['ugc-employee-user', t('page.ugcEmployees')],
    ],
    'users',
  ),
  section(
    '/organization-management',
    t('menu.campuses'),
    [
      ['', t('page.overview')],
      ['constituent-campus', t('page.constituentCampus')],
      ['private-campus', t('page.privateCampus')],
      ['community-campus', t('page.communityCampus')],
      ['central-departments', t('page.centralDepartments')],
      ['university-register', t('page.universityRegister')],
      ['campus-register', t('page.campusRegister')],
      ['university-list', t('page.universityList')],
      syncPage,
    ],
    'organizations',
  ),
  section('/accrediation', t('menu.campusQaa'), [
    ['add-campus-for-accreditation', t('page.addCampusForAccreditation')],
    ['campus-list', t('page.campusList')],
    ['accreditation-list', t('page.accreditationList')],
    ['renew-accreditation', t('page.renewAccreditation')],
    ['total-qaa-hei-campus-report', t('page.totalQaaHeiCampusReport')],
    ['total-qaa-hei-province-report', t('page.totalQaaHeiProvinceReport')],
    ['accreditation-expiry-campus-report', t('page.accreditationExpiryCampusReport')],
  ]),
  section(
    '/pass-rate-management',
    t('section.passRate'),
    [
      ['exam-schedule', t('page.examSchedule')],
      ['exam-appeared', t('page.examAppeared')],
      ['student-appeared', t('page.studentAppeared')],
      ['student-appear', t('page.studentAppear')],
      ['student-passed', t('page.studentPassed')],
      ['student-result-entry', t('page.studentResultEntry')],
    ],
    'exams',
  ),
  section(
    '/public-finance',
    t('section.publicFinance'),
    [
      ['home', t('page.home')],
      ['finance-head', t('page.financeHead')],
      ['income-expense', t('page.publicFinanceIncomeExpense')],
    ],
    'finance',
  ),
]

/** Used where no prefix matches (the dashboard, reports, fact sheets …). */
export const defaultSection = section('', t('app.name'), [
  ['/', t('menu.dashboard')],
  ['/graduation-management/student-list', t('section.graduation')],
  ['/receipt-management/receipt-list', t('page.receipts')],
  ['/dropout-management/home', t('section.dropout')],
  ['/pass-rate-management/exam-schedule', t('section.passRate')],
  ['/public-finance/home', t('section.publicFinance')],
  ['/fact-sheet', t('menu.factSheet')],
])

/** The section whose prefix starts the path or whose own root page it is, else the default one. */
export function sectionFor(pathname: string): Section {
  return (
    sections.find(
      (s) =>
        pathname === s.prefix ||
        pathname.startsWith(`${s.prefix}/`) ||
        s.rootPages?.includes(pathname),
    ) ?? defaultSection
  )
}
