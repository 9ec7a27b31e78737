import { lazy } from 'react'

/** The invitation form, loaded when a dialog first shows it (the Employee area's account pages). */
export const LazyInviteUserForm = lazy(() =>
  import('./invite-user-form').then((m) => ({ default: m.InviteUserForm })),
)
