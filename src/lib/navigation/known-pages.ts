import { linksMenu, mainMenu, reportMenu, summaryReportLinks } from './main-menu'
import { sections } from './section-links'

/** A page the product has (spec §2), whether or not its screen is built yet. */
export type KnownPage = { area: string; title: string; isPublic?: boolean }

// Spec §2 public routes whose screens are not built yet: they need no session.
const publicPages: Record<string, KnownPage> = {
  '/open-enroll': { area: 'Admission', title: 'Open Enrollment', isPublic: true },
  '/esewa': { area: 'Payments', title: 'eSewa Payment', isPublic: true },
  '/success': { area: 'Payments', title: 'Payment Successful', isPublic: true },
  '/failed': { area: 'Payments', title: 'Payment Failed', isPublic: true },
}

// Spec §2 "Routes for other roles" that no menu links to; `$` marks a path parameter.
const otherPages: Record<string, string> = {
  '/image': 'Images',
  '/research': 'Research',
  '/fact-sheet-campus/$': 'Campus Fact Sheet',
  '/academic-info/$': 'Academic Information',
  '/enrollment/$': 'Enrollment',
  '/inload-form': 'Inload Form',
  '/holiday-setups': 'Holiday Setup',
  '/character-application': 'Character Certificate Application',
  '/budgetmgmt-setups': 'Budget Setup',
  '/studentagemgmt-setups': 'Student Age Setup',
  '/graduationForm': 'Graduation Form',
  '/number-campustype': 'Campuses by Type',
  '/student-by-district': 'Students by District',
  '/exam-schedule': 'Exam Schedule',
  '/account-mgmt': 'Account Management',
  '/account': 'Account',
  '/account-ledger-sub-group': 'Ledger Sub-group',
  '/account-ledger-master': 'Ledger Master',
  '/account-sub-ledger-master': 'Sub-ledger Master',
  '/account-vouchers-journal': 'Journal Vouchers',
  '/account-vouchers-payment': 'Payment Vouchers',
  '/payroll': 'Payroll',
  '/library': 'Library',
  '/coming-soon': 'Coming Soon',
  '/character-certificate/$': 'Character Certificate',
  '/character-certificate-old/$': 'Character Certificate (old format)',
  '/form-management/$': 'Form',
  '/student-management/student-card/$': 'Student Card',
  '/student-management/student-verification/$': 'Student Verification',
  '/exam-management/marks-entry/$': 'Marks Entry',
  '/exam-management/marks-list/$': 'Marks List',
  '/exam-management/view-result/$': 'Result',
  '/graduation-management/graduation-form/$': 'Graduation Form',
  '/graduation-management/receipt-details/$': 'Receipt Details',
  '/receipt-management/receipt-form/$': 'Receipt Form',
  '/receipt-management/receipt-details/$': 'Receipt Details',
  '/dropout-management/recommendation-letter/$': 'Recommendation Letter',
}

function buildTable(): Map<string, KnownPage> {
  const table = new Map<string, KnownPage>()
  const add = (link: string, title: string, area = title) => {
    if (!table.has(link)) table.set(link, { area, title })
  }
  for (const s of sections) for (const l of s.links) add(l.link, l.title, s.title)
  for (const item of [...mainMenu, ...reportMenu, ...linksMenu]) add(item.link, item.title)
  add(summaryReportLinks.commission, 'UGC Summary Report')
  add(summaryReportLinks.university, 'University Summary Report')
  add(summaryReportLinks.college, 'College Summary Report')
  for (const [link, title] of Object.entries(otherPages)) add(link, title)
  // Spec §2: "Menu also lists Upgrade at /upgrade-academics", beside the Student section's own.
  add('/upgrade-academics', 'Upgrade', 'Student')
  for (const [link, page] of Object.entries(publicPages)) table.set(link, page)
  return table
}

const table = buildTable()

/** The page at a path, matching `$` parameters segment by segment; null when there is none. */
export function knownPageAt(pathname: string): KnownPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = table.get(path)
  if (exact) return exact
  const parts = path.split('/')
  for (const [pattern, page] of table) {
    const want = pattern.split('/')
    if (want.length === parts.length && want.every((w, i) => w === '$' || w === parts[i])) {
      return page
    }
  }
  return null
}
