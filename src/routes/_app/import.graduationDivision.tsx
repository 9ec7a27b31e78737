import { createFileRoute } from '@tanstack/react-router'
import { SetupImportScreen } from '../../app/setup-import-screen'
import { graduationDivisionView } from '../../features/outcomes/graduation-division-view'
import { messages as en } from '../../lib/i18n/compiled/outcomes.en.gen'
import { messages as ne } from '../../lib/i18n/compiled/outcomes.ne.gen'

// A university's graduation table from a spreadsheet (issue 13): the import of `/import/<list>`,
// with the outcomes area's words.
export const Route = createFileRoute('/_app/import/graduationDivision')({
  component: () => <SetupImportScreen list={[graduationDivisionView, { en, ne }]} />,
})
