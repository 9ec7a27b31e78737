import { createFileRoute } from '@tanstack/react-router'
import { SetupImportScreen } from '../../app/setup-import-screen'
import { importableViews } from '../../app/setup-imports'

// A setup list's import (issue 13, decision 0333): `/import/batch`, linked from the list's page. The
// spec names no route for it; one route serves the setup and organization lists that declare
// `importing` (exam types and graduation divisions have their own, beside it).
export const Route = createFileRoute('/_app/import/$list')({ component: Screen })

function Screen() {
  return <SetupImportScreen list={importableViews.get(Route.useParams().list)} />
}
