import type { EntityView } from '../../components/entity-view/entity-view'
import { RegisterListPage } from '../../components/register/register-list-page'
import type { OnRegisterSearch, RegisterSearch } from '../../components/register/register-search'
import type { Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/outcomes'
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
  onSearch: OnRegisterSearch
  go: Go
}) {
  const { view, paths } = outcomes[which]
  return (
    <RegisterListPage
      view={view}
      search={search}
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
  onSearch: OnRegisterSearch
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
      search={search}
      onSearch={onSearch}
      detailHref={outcomes[which].paths.form}
      go={go}
      {...picking}
    />
  )
}
