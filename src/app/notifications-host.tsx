import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

// Default export: React.lazy needs one.
export default function NotificationsHost() {
  return <Notifications position="top-right" />
}
