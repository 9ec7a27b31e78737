import { createFileRoute } from '@tanstack/react-router'
import { SyncScreen } from '../../features/setup/sync-screen'

export const Route = createFileRoute('/_app/sync')({ component: SyncScreen })
