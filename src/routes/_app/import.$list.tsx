import { Alert, Loader, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { importable } from '../../app/setup-imports'
import { ImportPage } from '../../components/import/import-page'
import { setupImport } from '../../components/import/setup-import'
import { t } from '../../lib/i18n/import'

// A setup list's import (issue 13, decision 0333): `/import/batch`, linked from the list's page. The
// spec names no route for it; one route serves every list that declares `importing`. The list's
// area (its views and words) is loaded by the screen, not by a loader: a loader stays in the app's
// entry, which would then reach every area's chunks.
export const Route = createFileRoute('/_app/import/$list')({ component: Screen })

function Screen() {
  const { list } = Route.useParams()
  const router = useRouter()
  const found = useQuery({
    queryKey: ['importable', list],
    queryFn: async () => (await importable(list)) ?? null,
    staleTime: Infinity,
    networkMode: 'always',
  })
  const spec = useMemo(
    () => found.data && setupImport(found.data[0], [found.data[1]]),
    [found.data],
  )
  if (found.isPending) return <Loader m="md" aria-label={t('import.setup.loading')} />
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
