import { createFileRoute } from '@tanstack/react-router'
import { MarksEntryList } from '../../../features/exams/marks-entry'

export const Route = createFileRoute('/_app/exam-management/marks-entry/')({
  component: MarksEntryList,
})
