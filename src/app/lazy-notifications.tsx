import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState, type ReactNode } from 'react'

// The toast host (@mantine/notifications' container, its transitions, portal and drag code) loads
// with the first toast, not at start: nothing shows a toast before a user acts, so /login and the
// first paint of any screen do without it. `notifications.show()` only writes the store (a few
// hundred bytes, already in the callers' chunks); the host renders what the store holds once mounted.
// Offline before the service worker has cached its chunk, the import fails: this visit then shows
// no toasts (the outbox and /sync still say what happened) rather than the app going blank.
const NoToasts = (): ReactNode => null
const NotificationsHost = lazy((): Promise<{ default: () => ReactNode }> =>
  import('./notifications-host').catch(() => ({ default: NoToasts })),
)

export function LazyNotifications() {
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  // Once loaded the host stays mounted, so later toasts and their exit transitions work as usual.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  )
}
