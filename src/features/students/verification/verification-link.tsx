import { Group, Text } from '@mantine/core'
import type { VerificationState } from '../../../../common/verification-rules'
import { SpaButtonLink, type Go } from '../../../components/register/spa-link'
import { t } from '../../../lib/i18n/verification'
import type { CachedRecord } from '../../../offline/db'
import { VerificationBadge } from './verification-badge'

/** A cached student's verification state (a record from before decision 0250 counts as draft). */
export const stateOf = (record: CachedRecord) =>
  (record.data.verificationState ?? 'draft') as VerificationState

/**
 * On a student's page: the state as a badge and the way to the verification page; `submitting`,
 * that a submit waits on this device (the record is not edited meanwhile: it would be locked).
 */
export function VerificationLink({
  record,
  href,
  go,
  submitting = false,
}: {
  record: CachedRecord
  href: string
  go: Go
  submitting?: boolean
}) {
  return (
    <Group gap="xs">
      <VerificationBadge state={stateOf(record)} />
      {submitting && (
        <Text size="sm" c="dimmed" role="status">
          {t('verification.submitWaiting')}
        </Text>
      )}
      <SpaButtonLink href={href} go={go} variant="default">
        {t('verification.open')}
      </SpaButtonLink>
    </Group>
  )
}
