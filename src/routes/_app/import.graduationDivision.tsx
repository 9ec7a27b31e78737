import { createFileRoute } from '@tanstack/react-router'
import { SetupImportScreen } from '../../app/setup-import-screen'
import { graduationDivisionView } from '../../features/outcomes/graduation-division-view'
import { outcomesCatalogues } from '../../lib/i18n/outcomes'

// A university's graduation table from a spreadsheet (issue 13): the import of `/import/<list>`,
// with the outcomes area's words.
export const Route = createFileRoute('/_app/import/graduationDivision')({
  component: () => <SetupImportScreen list={[graduationDivisionView, outcomesCatalogues]} />,
})
