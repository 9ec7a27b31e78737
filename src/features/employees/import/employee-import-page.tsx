import { ImportPage } from '../../../components/import/import-page'
import type { Go } from '../../../components/register/spa-link'
import { t } from '../../../lib/i18n/employees'
import { employeeImport } from './employee-import'

/** Issues 13 and 14: "Import employees" (/employee-management/import, decision 0323). */
export function EmployeeImport({ go }: { go: Go }) {
  return (
    <ImportPage
      spec={employeeImport}
      title={t('employeeImport.title')}
      intro={t('employeeImport.intro')}
      syncHref="/sync"
      go={go}
    />
  )
}
