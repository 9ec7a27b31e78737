import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AUTH_TOAST_MS } from '../../lib/toast-durations'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { FormCard } from '../../components/form-card'
import { t } from '../../lib/i18n/t'
import { readRememberedEmail, saveRememberMe } from '../../lib/session/remember-me'
import { session } from '../../lib/session/session-store'
import type { SessionUser } from '../../lib/session/session-user'
import { signIn, signInErrorText } from './sign-in'

type LoginFormProps = {
  onSignedIn: (user: SessionUser) => void
  onMustSetPassword: (email: string, resetToken: string) => void
}

/** The sign-in form of /login: validates, calls the API, stores the session, reports the outcome. */
const rememberStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }

export function LoginForm({ onSignedIn, onMustSetPassword }: LoginFormProps) {
  const [email, setEmail] = useState(readRememberedEmail)
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(() => readRememberedEmail() !== '')
  const [missingFields, setMissingFields] = useState(false)

  // A plain request, not a react-query mutation: /login loads nothing it does not use (its budget).
  const [pending, setPending] = useState(false)
  const signInWith = async (credentials: { email: string; password: string }) => {
    setPending(true)
    session.signInStart()
    try {
      const outcome = await signIn(credentials)
      if (outcome.kind === 'mustSetPassword') {
        session.signInRedirected()
        onMustSetPassword(outcome.email, outcome.resetToken)
        return
      }
      session.signInSuccess(outcome.user)
      saveRememberMe(credentials.email, rememberMe)
      notifications.show({
        color: 'green',
        message: t('login.success'),
        autoClose: AUTH_TOAST_MS,
      })
      onSignedIn(outcome.user)
    } catch (error) {
      const message = signInErrorText(error)
      session.signInFailure(message)
      notifications.show({ color: 'red', message, autoClose: AUTH_TOAST_MS })
    } finally {
      setPending(false)
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const credentials = { email: email.trim(), password: password.trim() }
    const missing = !credentials.email || !credentials.password
    setMissingFields(missing)
    if (!missing && !pending) void signInWith(credentials)
  }

  return (
    <FormCard title={t('login.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {missingFields && (
            <Alert color="red" variant="light">
              {t('validation.loginRequired')}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            error={missingFields && !email.trim()}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={missingFields && !password.trim()}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePasswordVisibility') }}
          />
          <Group justify="space-between">
            {/* The browser's own checkbox: Mantine's would add 3 kB of JavaScript to the first
                page anyone loads, whose budget is 170 kB (issue 19). */}
            <Text component="label" size="sm" style={rememberStyle}>
              <input
                type="checkbox"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.currentTarget.checked)}
                style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0 }}
              />
              {t('login.rememberMe')}
            </Text>
            <Anchor component={Link} to="/forgot-password" data-standalone size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={pending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  )
}
