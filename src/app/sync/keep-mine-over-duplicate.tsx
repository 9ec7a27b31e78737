import { Alert, Button, Group } from '@mantine/core'
import { useState } from 'react'
import { t } from '../../lib/i18n/kit'

/**
 * Keep mine for a record refused as a duplicate of another (a registration number, a name already
 * on the server): it overwrites that record with mine, so it asks first. The two are often not
 * the same (a number typed wrong), and the other's values would be lost without a word.
 */
export function KeepMineOverDuplicate({
  existing,
  list,
  onKeep,
}: {
  existing: string
  list: string
  onKeep: () => void
}) {
  const [asking, setAsking] = useState(false)
  if (!asking) return <Button onClick={() => setAsking(true)}>{t('sync.keepMine')}</Button>
  return (
    <Alert color="orange" variant="light" role="alert" w="100%">
      {t('sync.replaceExisting', { name: existing, list })}
      <Group mt="sm">
        <Button color="red" data-autofocus autoFocus onClick={onKeep}>
          {t('sync.replaceConfirm')}
        </Button>
        <Button variant="default" onClick={() => setAsking(false)}>
          {t('setup.cancel')}
        </Button>
      </Group>
    </Alert>
  )
}
