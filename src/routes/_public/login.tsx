import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { CampusBranding } from '../../features/auth/campus-branding'
import { LoginForm } from '../../features/auth/login-form'
import { settleSignedInDisplay } from '../../lib/session/account-display'
import { safeRedirect } from '../../lib/navigation/safe-redirect'

const loginSearch = v.object({ redirect: v.optional(v.string()) })

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  component: LoginPage,
})

function LoginPage() {
  const navigate = useNavigate()
  const { redirect } = Route.useSearch()
  return (
    <>
      <CampusBranding />
      <LoginForm
        onSignedIn={(user) => {
          const href = safeRedirect(redirect, window.location.origin)
          // The account's language or digits may differ from this device's: then the app reloads.
          if (!settleSignedInDisplay(user, href)) void navigate({ href, replace: true })
        }}
        onMustSetPassword={(email, token) =>
          void navigate({ to: '/reset-password/$email/$token', params: { email, token } })
        }
      />
    </>
  )
}
