import { ContactCorrections } from './verification/contact-corrections'
import { t as tv } from '../../lib/i18n/verification'
import type { Go } from '../../components/register/spa-link'
import { ImportLink } from '../../components/import/import-link'
import { RegisterListPage } from '../../components/register/register-list-page'
import type { OnRegisterSearch, RegisterSearch } from '../../components/register/register-search'
import { t } from '../../lib/i18n/students'
import { studentPaths } from './student-paths'
import { studentView } from './student-view'
import { enrollmentView } from './verification/enrollment-view'
import { useEnrollmentActions } from './verification/enrollment-actions'

// The Student area's lists (spec §2): the Student List and Student Enrollment. A student's own
// pages are apart (`student-register.tsx`, `student-detail.tsx`), so that a list's route does not
// load the detail's history, results and documents, nor the detail's route the lists.

export function StudentList({
  search,
  onSearch,
  go,
  importable = false,
  picking,
}: {
  search: RegisterSearch
  onSearch: OnRegisterSearch
  go: Go
  /** Whether the header links to Import students (the Student List's). */
  importable?: boolean
  /** A page to choose a student on (Documents): its heading and what it is for; no Register link. */
  picking?: { title: string; intro: string }
}) {
  return (
    <RegisterListPage
      view={studentView}
      search={search}
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

/** Student Enrollment: the register by verification state, each row opening its verification. */
export function EnrollmentList({
  search,
  onSearch,
  go,
}: {
  search: RegisterSearch
  onSearch: OnRegisterSearch
  go: Go
}) {
  const many = useEnrollmentActions()
  return (
    <>
      <ContactCorrections go={go} />
      <RegisterListPage
        view={enrollmentView}
        search={search}
        onSearch={onSearch}
        detailHref={studentPaths.verification}
        go={go}
        intro={tv('verification.enrollmentIntro')}
        many={many}
      />
    </>
  )
}
