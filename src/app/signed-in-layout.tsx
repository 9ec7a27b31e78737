import { useEffect, type ReactNode } from 'react'
import { MainLayout } from '../components/layout/main-layout'
import { SyncBadge } from '../components/sync/sync-badge'
import { startedSync } from '../offline/started-sync'
import { DeviceUpgradeNotice } from './device-upgrade-notice'
import { SyncToasts } from './sync/sync-toasts'

/**
 * The frame of every signed-in screen: the main layout with the sync badge, sync toasts and the
 * notice of a database upgrade. The outbox needs a user, so the sync engine starts here (and never
 * on the public pages, which keeps Dexie and the engine out of /login's download), once the frame
 * has painted (decisions 0345, 0348).
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  useEffect(() => void startedSync(), [])
  return (
    <MainLayout headerExtra={<SyncBadge />}>
      <SyncToasts />
      <DeviceUpgradeNotice />
      {children}
    </MainLayout>
  )
}
