import { createFileRoute } from '@tanstack/react-router'
import { RoutineList } from '../../../features/exams/exam-routine'

export const Route = createFileRoute('/_app/exam-management/routine-list')({
  component: RoutineList,
})
