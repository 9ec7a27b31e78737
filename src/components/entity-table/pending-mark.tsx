import { Badge, VisuallyHidden } from '@mantine/core'
import { t } from '../../lib/i18n/kit'
import type { OutboxRow } from '../../offline/db'
import { LazyTooltip } from '../lazy-tooltip'

const looks = {
  pending: { color: 'yellow', word: 'mark.pendingWord', explain: 'mark.pending' },
  conflict: { color: 'red', word: 'mark.conflictWord', explain: 'mark.conflict' },
  rejected: { color: 'red', word: 'mark.rejectedWord', explain: 'mark.rejected' },
} as const

/** "Pending", "Conflict" or "Rejected" beside a row; screen readers hear the whole sentence. */
export function PendingMark({ row }: { row: OutboxRow | undefined }) {
  if (!row) return null
  const look = looks[row.status]
  return (
    <LazyTooltip label={() => t(look.explain)}>
      <Badge color={look.color} variant="dot" ml="xs" data-sync-mark={row.status}>
        {t(look.word)}
        <VisuallyHidden>: {t(look.explain)}</VisuallyHidden>
      </Badge>
    </LazyTooltip>
  )
}
