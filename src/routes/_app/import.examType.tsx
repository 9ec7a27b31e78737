import { createFileRoute } from '@tanstack/react-router'
import { SetupImportScreen } from '../../app/setup-import-screen'
import { examTypeView } from '../../features/exams/exam-type-view'
import { messages as en } from '../../lib/i18n/compiled/exams.en.gen'
import { messages as ne } from '../../lib/i18n/compiled/exams.ne.gen'

// Exam types from a spreadsheet (issue 13): the import of `/import/<list>`, with the exams area's words.
export const Route = createFileRoute('/_app/import/examType')({
  component: () => <SetupImportScreen list={[examTypeView, { en, ne }]} />,
})
