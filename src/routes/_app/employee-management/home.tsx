import { createFileRoute } from '@tanstack/react-router'
import { SectionHome } from '../../../components/layout/section-home'

export const Route = createFileRoute('/_app/employee-management/home')({
  component: () => <SectionHome prefix="/employee-management" />,
})
