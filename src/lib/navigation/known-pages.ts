import { t } from '../i18n/navigation'
import { linksMenu, mainMenu, reportMenu, summaryReportLinks } from './main-menu'
import { sections } from './section-links'

/** A page the product has (spec §2), whether or not its screen is built yet. */
export type KnownPage = { area: string; title: string; isPublic?: boolean }

// Spec §2 public routes whose screens are not built yet: they need no session.
const publicPages: Record<string, KnownPage> = {
  '/open-enroll': { area: t('area.admission'), title: t('page.openEnrollment'), isPublic: true },
  '/esewa': { area: t('area.payments'), title: t('page.esewaPayment'), isPublic: true },
  '/success': { area: t('area.payments'), title: t('page.paymentSuccessful'), isPublic: true },
  '/failed': { area: t('area.payments'), title: t('page.paymentFailed'), isPublic: true },
}

// Spec §2 "Routes for other roles" that no menu links to; `$` marks a path parameter.
const otherPages: Record<string, string> = {
  '/image': t('page.images'),
  '/research': t('page.research'),
  '/fact-sheet-campus/$': t('page.campusFactSheet'),
  '/academic-info/$': t('page.academicInformation'),
  '/enrollment/$': t('page.enrollment'),
  '/inload-form': t('page.inloadForm'),
  '/holiday-setups': t('page.holidaySetup'),
  '/character-application': t('page.characterCertificateApplication'),
  '/budgetmgmt-setups': t('page.budgetSetup'),
  '/studentagemgmt-setups': t('page.studentAgeSetup'),
  '/graduationForm': t('page.graduationForm'),
  '/number-campustype': t('page.campusesByType'),
  '/student-by-district': t('page.studentsByDistrict'),
  '/exam-schedule': t('page.examSchedule'),
  '/account-mgmt': t('page.accountManagement'),
  '/account': t('page.account'),
  '/account-ledger-sub-group': t('page.ledgerSubGroup'),
  '/account-ledger-master': t('page.ledgerMaster'),
  '/account-sub-ledger-master': t('page.subLedgerMaster'),
  '/account-vouchers-journal': t('page.journalVouchers'),
  '/account-vouchers-payment': t('page.paymentVouchers'),
  '/payroll': t('page.payroll'),
  '/library': t('page.library'),
  '/coming-soon': t('page.comingSoon'),
  '/character-certificate/$': t('page.characterCertificate'),
  '/character-certificate-old/$': t('page.characterCertificateOldFormat'),
  '/form-management/$': t('page.form'),
  '/student-management/student-card/$': t('page.studentCard'),
  '/student-management/student-verification/$': t('page.studentVerification'),
  '/exam-management/marks-entry/$': t('page.marksEntry'),
  '/exam-management/marks-list/$': t('page.marksList'),
  '/exam-management/view-result/$': t('page.result'),
  '/graduation-management/graduation-form/$': t('page.graduationForm'),
  '/graduation-management/receipt-details/$': t('page.receiptDetails'),
  '/receipt-management/receipt-form/$': t('page.receiptForm'),
  '/receipt-management/receipt-details/$': t('page.receiptDetails'),
  '/dropout-management/recommendation-letter/$': t('page.recommendationLetter'),
}

function buildTable(): Map<string, KnownPage> {
  const table = new Map<string, KnownPage>()
  const add = (link: string, title: string, area = title) => {
    if (!table.has(link)) table.set(link, { area, title })
  }
  for (const s of sections) for (const l of s.links) add(l.link, l.title, s.title)
  for (const item of [...mainMenu, ...reportMenu, ...linksMenu]) add(item.link, item.title)
  add(summaryReportLinks.commission, t('page.ugcSummaryReport'))
  add(summaryReportLinks.university, t('page.universitySummaryReport'))
  add(summaryReportLinks.college, t('page.collegeSummaryReport'))
  for (const [link, title] of Object.entries(otherPages)) add(link, title)
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
