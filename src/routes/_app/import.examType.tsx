import { createFileRoute } from '@tanstack/react-router'
import { SetupImportScreen } from '../../app/setup-import-screen'
import { examTypeView } from '../../features/exams/exam-type-view'
import { examsCatalogues } from '../../lib/i18n/exams'

// Exam types from a spreadsheet (issue 13): the import of `/import/<list>`, with the exams area's words.
export const Route = createFileRoute('/_app/import/examType')({
  component: () => <SetupImportScreen list={[examTypeView, examsCatalogues]} />,
})
