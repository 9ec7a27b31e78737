import { createFileRoute } from '@tanstack/react-router'
import { SectionHome } from '../../../components/layout/section-home'

export const Route = createFileRoute('/_app/program-management/home')({
  component: () => <SectionHome prefix="/program-management" />,
})
