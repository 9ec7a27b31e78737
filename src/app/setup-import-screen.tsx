import { Alert, Stack } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ImportPage } from '../components/import/import-page'
import { setupImport } from '../components/import/setup-import'
import { t } from '../lib/i18n/import'
import type { Importable } from './setup-imports'

/** A setup list's import page (decision 0333), or a plain note when the list does not import. */
export function SetupImportScreen({ list }: { list: Importable | undefined }) {
  const router = useRouter()
  const spec = useMemo(() => list && setupImport(list[0], [list[1]]), [list])
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
