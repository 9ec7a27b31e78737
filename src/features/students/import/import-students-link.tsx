import { SpaButtonLink, type Go } from '../../../components/register/spa-link'
import { t } from '../../../lib/i18n/students'
import { roleOf } from '../../../lib/session/role'
import { useSession } from '../../../lib/session/session-store'
import { studentView } from '../student-view'

/** The Student List's "Import students", for the roles that write students. */
export function ImportStudentsLink({ go }: { go: Go }) {
  const { user } = useSession()
  if (!user || !studentView.writableBy.includes(roleOf(user))) return null
  return (
    <SpaButtonLink href="/student-management/import" go={go} variant="default">
      {t('studentImport.title')}
    </SpaButtonLink>
  )
}
