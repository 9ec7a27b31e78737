import { ContactCorrections } from './verification/contact-corrections'
import type { ReactNode } from 'react'
import { lockedForCampus } from '../../../common/verification-rules'
import { t as tv } from '../../lib/i18n/verification'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import type { CachedRecord } from '../../offline/db'
import { ImportLink } from '../../components/import/import-link'
import { RegisterCreatePage } from '../../components/register/register-create-page'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import { RegisterListPage } from '../../components/register/register-list-page'
import { type RegisterSearch } from '../../components/register/register-search'
import { ownRegisterSearch } from '../../components/register/own-register-search'
import { t } from '../../lib/i18n/students'
import { studentPaths } from './student-paths'
import { studentView } from './student-view'
import { enrollmentView } from './verification/enrollment-view'
import { AcademicHistory } from './academic-history'
import { StudentHistory } from './verification/student-history'
import { stateOf, VerificationLink } from './verification/verification-link'

/** The Student area's paths (spec §2): the list, the register form, a student's detail. */

const back = { href: studentPaths.list, label: t('student.backToList') }

export function StudentList({
  search,
  onSearch,
  go,
  importable = false,
  picking,
}: {
  search: RegisterSearch
  onSearch: (next: RegisterSearch) => void
  go: Go
  /** Whether the header links to Import students (the Student List's). */
  importable?: boolean
  /** A page to choose a student on (Documents): its heading and what it is for; no Register link. */
  picking?: { title: string; intro: string }
}) {
  return (
    <RegisterListPage
      view={studentView}
      search={ownRegisterSearch(studentView, search)}
      onSearch={onSearch}
      createHref={picking ? undefined : studentPaths.register}
      detailHref={studentPaths.detail}
      go={go}
      actions={
        importable && (
          <ImportLink
            view={studentView}
            href={studentPaths.import}
            label={t('studentImport.title')}
            go={go}
          />
        )
      }
      {...picking}
    />
  )
}

export function StudentRegister({ go }: { go: Go }) {
  return <RegisterCreatePage view={studentView} back={back} go={go} />
}

/** A student's page; `actions` are what other areas offer on it (Record dropout). */
export function StudentDetail({
  studentKey,
  go,
  actions,
}: {
  studentKey: string
  go: Go
  actions?: (record: CachedRecord) => ReactNode
}) {
  // A record not sent yet (`local-…`) has no results or history on the server.
  const serverId = /^\d+$/.test(studentKey) ? Number(studentKey) : null
  return (
    <RegisterDetailPage
      view={studentView}
      recordKey={studentKey}
      back={back}
      notFound={t('student.notFound')}
      go={go}
      actions={(record) => (
        <>
          <VerificationLink record={record} href={studentPaths.verification(record.key)} go={go} />
          {/^\d+$/.test(record.key) && (
            <SpaButtonLink href={studentPaths.card(record.key)} go={go} variant="default">
              {t('student.identityCard')}
            </SpaButtonLink>
          )}
          {actions?.(record)}
        </>
      )}
      editable={(record) => !lockedForCampus(stateOf(record))}
      documents
      // Only of a student found: a missing one has no history to ask the server for.
      more={() => (
        <>
          <AcademicHistory studentId={serverId} />
          <StudentHistory studentId={serverId} />
        </>
      )}
    />
  )
}

/** Student Enrollment: the register by verification state, each row opening its verification. */
export function EnrollmentList({
  search,
  onSearch,
  go,
}: {
  search: RegisterSearch
  onSearch: (next: RegisterSearch) => void
  go: Go
}) {
  return (
    <>
      <ContactCorrections />
      <RegisterListPage
        view={enrollmentView}
        search={ownRegisterSearch(enrollmentView, search)}
        onSearch={onSearch}
        detailHref={studentPaths.verification}
        go={go}
        intro={tv('verification.enrollmentIntro')}
      />
    </>
  )
}
