import { createFileRoute } from '@tanstack/react-router'
import { SetupHome } from '../../../features/setup/setup-home'
import { t } from '../../../lib/i18n/setup'

const links = [
  { to: '/program-management/programs', title: t('lists.program.title') },
  { to: '/program-management/college-programs', title: t('lists.collegeProgram.title') },
  { to: '/program-management/major-subject', title: t('lists.majorSubject.title') },
  { to: '/program-management/subject-management', title: t('lists.subject.title') },
] as const

export const Route = createFileRoute('/_app/program-management/home')({
  component: () => <SetupHome title={t('lists.home.programSetup')} links={links} />,
})
