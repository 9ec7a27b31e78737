import { Alert, Stack } from '@mantine/core'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { EntityView } from '../../components/entity-view/entity-view'
import { ImportPage } from '../../components/import/import-page'
import type { Catalogues } from '../../components/import/other-words'
import { setupImport } from '../../components/import/setup-import'
import { organizationViews } from '../../features/organizations/organization-views'
import { setupViews } from '../../features/setup/setup-views'
import { messages as organizationsEn } from '../../lib/i18n/compiled/organizations.en.gen'
import { messages as organizationsNe } from '../../lib/i18n/compiled/organizations.ne.gen'
import { messages as setupEn } from '../../lib/i18n/compiled/setup.en.gen'
import { messages as setupNe } from '../../lib/i18n/compiled/setup.ne.gen'
import { t } from '../../lib/i18n/import'

// A setup list's import (issue 13, decision 0333): `/import/batch`, linked from the list's page. The
// spec names no route for it; one route serves every list that declares `importing`.
const importable = new Map<string, [EntityView, Catalogues]>(
  [
    ...setupViews.map((view) => [view, { en: setupEn, ne: setupNe }] as const),
    ...organizationViews.map(
      (view) => [view, { en: organizationsEn, ne: organizationsNe }] as const,
    ),
  ]
    .filter(([view]) => view.importing)
    .map(([view, words]) => [view.entity, [view, words]]),
)

export const Route = createFileRoute('/_app/import/$list')({ component: Screen })

function Screen() {
  const { list } = Route.useParams()
  const router = useRouter()
  const spec = useMemo(() => {
    const found = importable.get(list)
    return found && setupImport(found[0], [found[1]])
  }, [list])
  if (!spec)
    return (
      <Stack p="md">
        <Alert color="gray">{t('import.setup.notImportable')}</Alert>
      </Stack>
    )
  return (
    <ImportPage
      spec={spec}
      title={t('import.setup.title', { list: spec.view.title })}
      intro={t('import.setup.intro')}
      syncHref="/sync"
      go={(href) => router.history.push(href)}
    />
  )
}
