import { Button, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/t'
import { roleOf } from '../../lib/session/role'
import { signOutWarnings } from '../../lib/session/sign-out-checks'
import { startedSync } from '../../offline/started-sync'
import { session, useSignedInUser } from '../../lib/session/session-store'
import { lazyMenu } from '../lazy-menu'

// The menu and the sign-out question download when first wanted (decision 0348).
const Items = lazyMenu(() => import('./user-menu-items').then((m) => m.UserMenuItems))

/** "Sita Kumari Sharma" → "SS": the first letters of the first and last words. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/)
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((w) => (w ? Array.from(w)[0] : ''))
    .join('')
    .toUpperCase()
}

/**
 * Spec §2 "User menu": Profile (not for Admin and UgcAdmin), Change Password, Logout. Logout
 * first asks the registered checks (unsynced edits) and lets the user stay signed in.
 */
export function UserMenu() {
  const user = useSignedInUser()
  const role = roleOf(user)
  const showProfile = role !== 'Admin' && role !== 'UgcAdmin'
  const [warnings, setWarnings] = useState<string[]>([])
  const label = `${user.fullName} (${t(`role.${role}`)})`

  // The server ends the session (its token and refresh cookie stop working) while the device forgets
  // the token; offline, the cookie alone renews nothing (decision 0326) and the session ends with its
  // 8 hours.
  const signOut = () => {
    void api
      .POST('/User/Logout', { headers: { Authorization: `Bearer ${user.tokenString}` } })
      .catch(() => undefined)
    session.signOut('user')
  }
  const handleLogout = async () => {
    // The outbox's check is registered as the sync engine starts: asked before it has loaded,
    // the warning of unsent edits would be missed. (Not loadable at all: nothing to warn of.)
    await startedSync().catch(() => undefined)
    const found = await signOutWarnings()
    if (found.length > 0) setWarnings(found)
    else signOut()
  }

  return (
    <Items
      showProfile={showProfile}
      onLogout={() => void handleLogout()}
      warnings={warnings}
      onStay={() => setWarnings([])}
      onSignOut={signOut}
      target={
        // The name and role spelled out from the `sm` breakpoint, initials on a phone. The
        // accessible name holds what is seen (the initials, then the name and role, on a phone),
        // so a voice command naming the visible text finds it (WCAG 2.5.3, Label in Name).
        <Button variant="default" size="compact-md" title={label}>
          <Text span inherit visibleFrom="sm">
            {label}
          </Text>
          <Text span inherit hiddenFrom="sm">
            {initialsOf(user.fullName)}
            <VisuallyHidden> {label}</VisuallyHidden>
          </Text>
          <span aria-hidden="true">&nbsp;▾</span>
        </Button>
      }
    />
  )
}
