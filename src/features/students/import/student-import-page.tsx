import { ImportPage } from '../../../components/import/import-page'
import type { Go } from '../../../components/register/spa-link'
import { t } from '../../../lib/i18n/students'
import { studentImport } from './student-import'

/** Issue 13: "Import students" (/student-management/import). */
export function StudentImport({ go }: { go: Go }) {
  return (
    <ImportPage
      spec={studentImport}
      title={t('studentImport.title')}
      intro={t('studentImport.intro')}
      syncHref="/sync"
      go={go}
    />
  )
}
