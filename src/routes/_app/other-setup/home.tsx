import { createFileRoute } from '@tanstack/react-router'
import { SetupHome } from '../../../features/setup/setup-home'
import { t } from '../../../lib/i18n/setup'

const links = [
  { to: '/other-setup/level-management', title: t('lists.level.title') },
  { to: '/other-setup/faculty-management', title: t('lists.faculty.title') },
  { to: '/other-setup/post-management', title: t('lists.employeePosition.title') },
  { to: '/other-setup/arthikBarsa', title: t('lists.fiscalYear.title') },
  { to: '/other-setup/batch-management', title: t('lists.batch.title') },
  { to: '/other-setup/ethnic-group-management', title: t('lists.ethnicGroup.title') },
  { to: '/other-setup/fee-setup', title: t('lists.feeSetup.title') },
  { to: '/other-setup/fee-type', title: t('lists.feeType.title') },
  { to: '/other-setup/general-fee-type', title: t('lists.generalFeeType.title') },
  { to: '/other-setup/add-section', title: t('lists.section.createTitle') },
  { to: '/other-setup/add-department', title: t('lists.department.createTitle') },
  { to: '/other-setup/incomeexpensehead', title: t('lists.incomeExpenseHead.title') },
  { to: '/other-setup/incomeexpense', title: t('lists.incomeExpense.title') },
] as const

export const Route = createFileRoute('/_app/other-setup/home')({
  component: () => <SetupHome title={t('lists.home.setup')} links={links} />,
})
