import type { ReactNode } from 'react'
import type { EntityView } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import { RegisterListPage } from '../../components/register/register-list-page'
import { ownRegisterSearch, type RegisterSearch } from '../../components/register/register-search'
import { SpaButtonLink, type BackLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/outcomes'
import { t as studentWord, type StudentsKey } from '../../lib/i18n/students'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'
import { certificateView } from './certificate-view'
import { dropoutView } from './dropout-view'
import { graduationView } from './graduation-view'

/** The Dropout and Graduation areas' paths (spec §2), and the pages of one record. */
export const dropoutPaths = {
  list: '/dropout-management/dropout-list',
  pick: '/dropout-management/home',
  form: (studentKey: string) =>
    `/dropout-management/dropout-form/${encodeURIComponent(studentKey)}`,
  detail: (key: string) => `/dropout-management/dropout-detail?dropout=${encodeURIComponent(key)}`,
  letter: (key: string) => `/dropout-management/recommendation-letter/${encodeURIComponent(key)}`,
}
export const graduationPaths = {
  list: '/graduation-management/graduation-list',
  pick: '/graduation-management/student-list',
  form: (studentKey: string) =>
    `/graduation-management/graduation-form/${encodeURIComponent(studentKey)}`,
  detail: (key: string) =>
    `/graduation-management/graduation-detail?graduation=${encodeURIComponent(key)}`,
}

/** Character certificates (spec: `/character-application`, `character-certificate/{id}`). */
export const certificatePaths = {
  list: '/character-application',
  pick: '/character-application/choose',
  form: (studentKey: string) => `/character-application/${encodeURIComponent(studentKey)}`,
  detail: (key: string) => `/character-application/detail?certificate=${encodeURIComponent(key)}`,
  print: (key: string) => `/character-certificate/${encodeURIComponent(key)}`,
  printOld: (key: string) => `/character-certificate-old/${encodeURIComponent(key)}`,
}

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

/** The list of an outcome (Dropout List, Graduation List), paged on the server. */
export function OutcomeList({
  which,
  search,
  onSearch,
  go,
}: {
  which: OutcomeName
  search: RegisterSearch
  onSearch: (next: RegisterSearch) => void
  go: Go
}) {
  const { view, paths } = outcomes[which]
  return (
    <RegisterListPage
      view={view}
      search={ownRegisterSearch(view, search)}
      onSearch={onSearch}
      createHref={paths.pick}
      detailHref={paths.detail}
      go={go}
    />
  )
}

/**
 * The students to record an outcome of (Dropout home, Graduation's Student List): the student
 * register itself, searched and filtered as ever, each name opening the outcome's form.
 */
export function StudentPicker({
  which,
  students,
  search,
  onSearch,
  go,
}: {
  which: OutcomeName
  /** The student register's view (the route hands it over: features do not import each other). */
  students: EntityView
  search: RegisterSearch
  onSearch: (next: RegisterSearch) => void
  go: Go
}) {
  const choices: Record<
    OutcomeName,
    { title: string; intro: string; fixed: Record<string, string> }
  > = {
    dropout: {
      title: t('dropout.pickTitle'),
      intro: t('dropout.pickHint'),
      fixed: { enrolmentStatus: 'active' },
    },
    graduation: { title: t('graduation.pickTitle'), intro: t('graduation.pickHint'), fixed: {} },
    certificate: {
      title: t('certificate.pickTitle'),
      intro: t('certificate.pickHint'),
      fixed: { enrolmentStatus: 'graduated' },
    },
  }
  const picking = choices[which]
  return (
    <RegisterListPage
      view={students}
      search={ownRegisterSearch(students, search)}
      onSearch={onSearch}
      detailHref={outcomes[which].paths.form}
      go={go}
      {...picking}
    />
  )
}

/** One dropout or graduation, read-only with Edit (a readmission is an edit of the dropout). */
export function OutcomeDetail({
  which,
  recordKey,
  go,
}: {
  which: OutcomeName
  recordKey: string
  go: Go
}) {
  const { view, back, notFound } = outcomes[which]
  return (
    <RegisterDetailPage
      view={view}
      recordKey={recordKey}
      back={back}
      notFound={notFound}
      go={go}
      actions={(record) => <RecordLinks which={which} recordKey={record.key} go={go} />}
    />
  )
}

/** What a record's page links to: a dropout's letter, a certificate in either format. */
function RecordLinks({ which, recordKey, go }: { which: OutcomeName; recordKey: string; go: Go }) {
  const links: [string, string][] =
    which === 'dropout'
      ? [[dropoutPaths.letter(recordKey), t('letter.open')]]
      : which === 'certificate'
        ? [
            [certificatePaths.print(recordKey), t('certificate.open')],
            [certificatePaths.printOld(recordKey), t('certificate.oldFormat')],
          ]
        : []
  return (
    <>
      {links.map(([href, label]) => (
        <SpaButtonLink key={href} href={href} go={go} variant="default">
          {label}
        </SpaButtonLink>
      ))}
    </>
  )
}

/**
 * The actions a student's page offers for outcomes (Record dropout, Record graduation): to the
 * roles that write them, for a student the server has, in a status each may be recorded from.
 */
export function StudentOutcomeActions({ student, go }: { student: CachedRecord; go: Go }) {
  const { user } = useSession()
  const role = user ? roleOf(user) : null
  if (!role || !/^\d+$/.test(student.key)) return null
  const links: ReactNode[] = (Object.keys(outcomes) as OutcomeName[])
    .filter((which) => {
      const { view, offeredFor } = outcomes[which]
      return (
        view.writableBy.includes(role) && offeredFor.includes(text(student.data.enrolmentStatus))
      )
    })
    .map((which) => (
      <SpaButtonLink
        key={which}
        href={outcomes[which].paths.form(student.key)}
        go={go}
        variant="default"
      >
        {outcomes[which].record}
      </SpaButtonLink>
    ))
  return <>{links}</>
}
