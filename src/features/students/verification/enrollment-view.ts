import { verificationStates } from '../../../../common/verification-rules'
import type { FilterDef } from '../../../components/entity-view/entity-view'
import { t, type VerificationKey } from '../../../lib/i18n/verification'
import { studentView } from '../student-view'

const stateWord = (state: unknown) =>
  t(`verification.state.${typeof state === 'string' ? state : 'draft'}` as VerificationKey)

/**
 * The register's `verification` filter (decision 0250): a state, or verified records with a change
 * request awaiting the university. On the device a record knows its state but not its requests.
 */
const verificationFilter: FilterDef = {
  name: 'verification',
  label: t('verification.state'),
  options: {
    fixed: [...verificationStates, 'changePending'].map((value) => ({
      value,
      label: stateWord(value),
    })),
  },
  match: (row, value) => (row.verificationState ?? 'draft') === value,
}

/**
 * Student Enrollment (`verified-students`): the student register itself, with the verification
 * filter first and the state as a column; each row opens the student's verification page.
 */
export const enrollmentView = {
  ...studentView,
  title: t('verification.enrollmentTitle'),
  filters: [verificationFilter, ...(studentView.filters ?? [])],
  columns: [
    ...studentView.columns,
    {
      key: 'verificationState',
      label: t('verification.state'),
      cell: (row: Record<string, unknown>) => stateWord(row.verificationState),
    },
  ],
}
