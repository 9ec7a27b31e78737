import { createFileRoute } from '@tanstack/react-router'
import { UpgradeStudents } from '../../features/students/upgrade-students'

export const Route = createFileRoute('/_app/upgrade-academics')({ component: UpgradeStudents })
