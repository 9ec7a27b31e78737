// The outcomes a student's record may get (dropout, graduation, certificate, receipt): each one's
// view, pages and the enrolment states it is for. Apart from the screens, so a form loads without
// the list and detail pages.
import type { EntityView } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import type { BackLink } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/outcomes'
import { t as studentWord, type StudentsKey } from '../../lib/i18n/students'
import { certificateView } from './certificate-view'
import { dropoutView } from './dropout-view'
import { graduationView } from './graduation-view'
import { certificatePaths, dropoutPaths, graduationPaths, receiptPaths } from './outcome-paths'
import { receiptView } from './receipt-view'

/**
 * Each outcome: its view, its pages, the enrolment statuses it may be recorded from, and those
 * a student's page offers it for.
 */
export const outcomes = {
  dropout: {
    view: dropoutView,
    paths: dropoutPaths,
    back: { href: dropoutPaths.list, label: t('dropout.backToList') },
    from: ['active', 'onLeave'],
    offeredFor: ['active', 'onLeave'],
    notEligible: (status: string) => t('dropout.notEligible', { status }),
    notFound: t('dropout.notFound'),
    record: t('outcome.recordDropout'),
  },
  graduation: {
    view: graduationView,
    paths: graduationPaths,
    back: { href: graduationPaths.list, label: t('graduation.backToList') },
    // A promotion marks finishers graduated before their graduation is recorded (decision 0205).
    from: ['active', 'onLeave', 'graduated'],
    // A graduated student's page does not offer it: that of a finisher marked graduated by a
    // promotion is recorded from the Graduation area's Student List.
    offeredFor: ['active', 'onLeave'],
    notEligible: (status: string) => t('graduation.notEligible', { status }),
    notFound: t('graduation.notFound'),
    record: t('outcome.recordGraduation'),
  },
  certificate: {
    view: certificateView,
    paths: certificatePaths,
    back: { href: certificatePaths.list, label: t('certificate.backToList') },
    from: ['graduated'],
    offeredFor: ['graduated'],
    notEligible: (status: string) => t('certificate.notEligible', { status }),
    notFound: t('certificate.notFound'),
    record: t('outcome.issueCertificate'),
  },
  receipt: {
    view: receiptView,
    paths: receiptPaths,
    back: { href: receiptPaths.list, label: t('receipt.backToList') },
    // A fee may be paid in any state: dues outlive a dropout, and a graduate may still owe.
    from: ['active', 'onLeave', 'droppedOut', 'graduated', 'transferred'],
    offeredFor: ['active', 'onLeave', 'droppedOut', 'graduated'],
    notEligible: (status: string) => t('receipt.notEligible', { status }),
    notFound: t('receipt.notFound'),
    record: t('outcome.issueReceipt'),
  },
} satisfies Record<string, Outcome>

type Outcome = {
  view: EntityView
  paths: {
    list: string
    pick: string
    form: (key: string) => string
    detail: (key: string) => string
  }
  back: BackLink
  from: readonly string[]
  offeredFor: readonly string[]
  notEligible: (status: string) => string
  notFound: string
  record: string
}
export type OutcomeName = keyof typeof outcomes

export const statusWord = (status: unknown) =>
  studentWord(`enrolment.${text(status)}` as StudentsKey)
