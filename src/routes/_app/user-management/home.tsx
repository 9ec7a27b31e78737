import { createFileRoute } from '@tanstack/react-router'
import { UserList } from '../../../features/users/user-list'

export const Route = createFileRoute('/_app/user-management/home')({ component: UserList })
