import { lazy, Suspense } from 'react'

// The toast host (and its transition library) loads after the first paint: nothing shows a
// toast before a user acts, and `notifications.show()` queues in the store until the host mounts.
const NotificationsHost = lazy(() => import('./notifications-host'))

export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  )
}
