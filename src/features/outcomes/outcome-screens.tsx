import type { ReactNode } from 'react'
import type { EntityView } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import { RegisterListPage } from '../../components/register/register-list-page'
import { type RegisterSearch } from '../../components/register/register-search'
import { ownRegisterSearch } from '../../components/register/own-register-search'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/outcomes'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'
import { certificatePaths, dropoutPaths, graduationPaths, receiptPaths } from './outcome-paths'
import { outcomes, type OutcomeName } from './outcome-kinds'

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
 * The students to record an outcome of (Dropout home, Graduation's Student List, Receipt
 * Management's Student List): the student register, searched and filtered as ever (Graduation's
 * only those eligible), each name opening the outcome's form.
 */
export function StudentPicker({
  which,
  students,
  search,
  onSearch,
  go,
  owing = false,
}: {
  which: OutcomeName
  /** The student register's view (the route hands it over: features do not import each other). */
  students: EntityView
  search: RegisterSearch
  onSearch: (next: RegisterSearch) => void
  go: Go
  /** Only the students who owe a fee (Receipt Management's Students), judged on the server. */
  owing?: boolean
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
    // The server judges who may graduate (papers, dues: decision 0322); offline, the page as read.
    graduation: {
      title: t('graduation.pickTitle'),
      intro: t('graduation.pickHint'),
      fixed: { graduation: 'eligible' },
    },
    certificate: {
      title: t('certificate.pickTitle'),
      intro: t('certificate.pickHint'),
      fixed: { enrolmentStatus: 'graduated' },
    },
    receipt: { title: t('receipt.pickTitle'), intro: t('receipt.pickHint'), fixed: {} },
  }
  const picking = owing
    ? { title: t('dues.owingTitle'), intro: t('dues.owingHint'), fixed: { dues: 'owing' } }
    : choices[which]
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

/** What a record's page links to: its paper (a dropout's letter, a graduation's fee receipt, a
 * certificate in either format, a receipt). */
function RecordLinks({ which, recordKey, go }: { which: OutcomeName; recordKey: string; go: Go }) {
  const links: Record<OutcomeName, [string, string][]> = {
    dropout: [[dropoutPaths.letter(recordKey), t('letter.open')]],
    graduation: [[graduationPaths.receipt(recordKey), t('graduation.feeReceipt.open')]],
    certificate: [
      [certificatePaths.print(recordKey), t('certificate.open')],
      [certificatePaths.printOld(recordKey), t('certificate.oldFormat')],
    ],
    receipt: [[receiptPaths.print(recordKey), t('receipt.open')]],
  }
  return (
    <>
      {links[which].map(([href, label]) => (
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
