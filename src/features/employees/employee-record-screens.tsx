// An employee's own pages, the register form and the detail, apart from the lists (many routes:
// staff by kind, their accounts) so that a list's route loads neither.
import { RegisterCreatePage } from '../../components/register/register-create-page'
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import type { Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/employees'
import { EmployeeAppointments } from './employee-appointments'
import { backToList } from './employee-screens'
import { employeeView } from './employee-view'

export function EmployeeRegister({ go }: { go: Go }) {
  return <RegisterCreatePage view={employeeView} back={backToList} go={go} />
}

export function EmployeeDetail({ employeeKey, go }: { employeeKey: string; go: Go }) {
  return (
    <RegisterDetailPage
      view={employeeView}
      recordKey={employeeKey}
      back={backToList}
      notFound={t('employee.notFound')}
      go={go}
      documents
      more={(record, lookup) => <EmployeeAppointments row={record.data} lookup={lookup} />}
    />
  )
}
