import { createFileRoute } from '@tanstack/react-router'
import { SetupHome } from '../../../features/setup/setup-home'

const links = [
  { to: '/other-setup/level-management', title: 'Level Management' },
  { to: '/other-setup/faculty-management', title: 'Faculty Management' },
  { to: '/other-setup/post-management', title: 'Post Management' },
  { to: '/other-setup/arthikBarsa', title: 'Fiscal Year (Arthik Barsa)' },
  { to: '/other-setup/batch-management', title: 'Batch Management' },
  { to: '/other-setup/ethnic-group-management', title: 'Ethnic Group Management' },
  { to: '/other-setup/fee-setup', title: 'Fee Setup' },
  { to: '/other-setup/fee-type', title: 'Fee Types' },
  { to: '/other-setup/general-fee-type', title: 'General Fee Types' },
  { to: '/other-setup/add-section', title: 'Add Section' },
  { to: '/other-setup/add-department', title: 'Add Department' },
  { to: '/other-setup/incomeexpensehead', title: 'Income/Expense Head' },
  { to: '/other-setup/incomeexpense', title: 'Income/Expense' },
] as const

export const Route = createFileRoute('/_app/other-setup/home')({
  component: () => <SetupHome title="Setup" links={links} />,
})
