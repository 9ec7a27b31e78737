import { formatDateTime, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/navigation'
import { startedSync } from '../../offline/started-sync'
import type { SyncState } from './use-sync-state'

// What the header's badge and its menu say of the sync state (`sync-badge-view.tsx`, `sync-menu.tsx`).

/** A count of the badge in the chosen digits (`३ पठाउन बाँकी`); "…" before the outbox is read. */
export const countOf = (n: number | null) => (n === null ? '…' : formatNumber(n))
/** When the device was last in sync, in the user's calendar and digits; "never" before. */
export const timeOf = (iso: string | null) => (iso ? formatDateTime(iso) : t('sync.never'))
export const colorOf = ({ online }: SyncState) =>
  online ? 'green' : online === false ? 'gray' : 'blue'
export const wordOf = ({ online }: SyncState) =>
  online ? t('sync.online') : online === false ? t('sync.offline') : t('sync.checking')

export const syncNow = () => void startedSync().then(({ syncEngine }) => syncEngine.retryNow())
