// The toast's own component styles too: a toast may show on the sign-in page before all of
// Mantine's styles have come (decision 0342).
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { Notifications } from '@mantine/notifications'
import { DEFAULT_TOAST_MS } from '../lib/toast-durations'
import classes from './notifications-host.module.css'

// Default export: React.lazy needs one.
export default function NotificationsHost() {
  // Spec §9: toasts stay 5 s unless a screen says otherwise (Mantine's own default is 4 s).
  return (
    <Notifications
      position="top-right"
      autoClose={DEFAULT_TOAST_MS}
      classNames={{ root: classes.root, notification: classes.notification }}
    />
  )
}
