import { createFileRoute } from '@tanstack/react-router'
import { AuditTrail } from '../../../features/users/audit-trail'

export const Route = createFileRoute('/_app/user-management/audit')({ component: AuditTrail })
