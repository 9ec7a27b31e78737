import type { ReactNode } from 'react'
import { SyncBadge } from '../sync/sync-badge'
import { SyncToasts } from '../sync/sync-toasts'
import { MainLayout } from './main-layout'

/** The frame of every signed-in screen: the main layout with the sync badge and sync toasts. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <MainLayout headerExtra={<SyncBadge />}>
      <SyncToasts />
      {children}
    </MainLayout>
  )
}
