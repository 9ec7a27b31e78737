import { createFileRoute } from '@tanstack/react-router'
import { SectionHome } from '../../../components/layout/section-home'

export const Route = createFileRoute('/_app/other-setup/home')({
  component: () => <SectionHome prefix="/other-setup" />,
})
