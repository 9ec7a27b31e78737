import { createFileRoute } from '@tanstack/react-router'
import { SyncScreen } from '../../app/sync/sync-screen'

export const Route = createFileRoute('/_app/sync')({ component: SyncScreen })
