import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import { SpaButtonLink, type Go } from '../register/spa-link'
import type { CommitProgress } from './commit-import'

const n = formatNumber

/** Step 4 while it runs: rows the server has taken, and Cancel (it stops between chunks). */
export function CommitStep({
  progress,
  cancelling,
  onCancel,
}: {
  progress: CommitProgress
  cancelling: boolean
  onCancel: () => void
}) {
  const { done, queued, total, waiting } = progress
  const words = waiting
    ? t('import.queued', { queued: n(queued), total: n(total) })
    : t('import.progress', { done: n(done), total: n(total) })
  return (
    <Stack gap="sm">
      <Text id="import-progress" aria-live="polite">
        {words}
      </Text>
      <Progress
        value={total ? (100 * (waiting ? queued : done)) / total : 0}
        aria-labelledby="import-progress"
      />
      {cancelling ? (
        <Text size="sm">{t('import.cancelling')}</Text>
      ) : (
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('import.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/** Step 4 once over: what was imported, what was stopped or waits, and /sync when rows were refused. */
export function ResultStep({
  progress,
  stopped,
  syncHref,
  go,
  onAgain,
}: {
  progress: CommitProgress
  stopped: boolean
  syncHref: string
  go: Go
  onAgain: () => void
}) {
  const { done, queued, notApplied, total, waiting } = progress
  const applied = done - notApplied
  return (
    <Stack gap="sm">
      {stopped ? (
        <Alert color="yellow" role="status">
          {t('import.cancelled', { done: n(queued), total: n(total) })}
        </Alert>
      ) : (
        !waiting && (
          <Alert color="green" role="status">
            {t('import.done', { n: n(applied) })}
          </Alert>
        )
      )}
      {waiting && (
        <Alert color="yellow" role="status">
          {t('import.waiting', { n: n(queued - done) })}
        </Alert>
      )}
      {notApplied > 0 && (
        <Alert color="red" role="alert">
          {t('import.notApplied', { n: n(notApplied) })}
        </Alert>
      )}
      <Group>
        {(notApplied > 0 || waiting) && (
          <SpaButtonLink href={syncHref} go={go}>
            {t('import.openSync')}
          </SpaButtonLink>
        )}
        <Button variant="default" onClick={onAgain}>
          {t('import.again')}
        </Button>
      </Group>
    </Stack>
  )
}
