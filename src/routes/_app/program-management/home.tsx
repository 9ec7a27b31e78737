import { createFileRoute } from '@tanstack/react-router'
import { SetupHome } from '../../../features/setup/setup-home'

const links = [
  { to: '/program-management/programs', title: 'Programs' },
  { to: '/program-management/college-programs', title: 'College Programs' },
  { to: '/program-management/major-subject', title: 'Major Subject' },
  { to: '/program-management/subject-management', title: 'Subject Management' },
] as const

export const Route = createFileRoute('/_app/program-management/home')({
  component: () => <SetupHome title="Program Setup" links={links} />,
})
