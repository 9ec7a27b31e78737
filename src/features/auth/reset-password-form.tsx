import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { ApiError } from '../../api/api-error'
import { passwordProblem } from '../../../common/password-policy'
import { api } from '../../api/client'
import { FormCard } from '../../components/form-card'
import { t } from '../../lib/i18n/account'

const REDIRECT_AFTER_MS = 3000 // spec §9

type ResetRequest = { email: string; newPassword: string; resetToken: string }
const resetPassword = (body: ResetRequest) => api.POST('/User/ResetPassword', { body })

// Spec §8: a refused answer and an exception say different things.
const failureText = (error: unknown) =>
  error instanceof ApiError ? t('resetPassword.failure') : t('resetPassword.exception')

/** Spec §2 "Reset password": e-mail read-only, two passwords, success replaces the form. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [mismatch, setMismatch] = useState(false)
  // The server's password policy (decision 0302), said on the field before anything is sent.
  const [weak, setWeak] = useState<string | null>(null)
  const reset = useMutation({ mutationFn: resetPassword })

  useEffect(() => {
    if (!reset.isSuccess) return
    const timer = setTimeout(() => void navigate({ to: '/login' }), REDIRECT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [reset.isSuccess, navigate])

  if (reset.isSuccess) {
    return (
      <FormCard title={t('resetPassword.title')}>
        <Alert color="green" role="status">
          {t('resetPassword.success')}
        </Alert>
        <Anchor component={Link} to="/login" data-standalone>
          {t('resetPassword.signIn')}
        </Anchor>
      </FormCard>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const differ = password !== confirm || !password
    const policy = password ? passwordProblem(password, email) : null
    setMismatch(differ)
    setWeak(policy)
    if (!differ && !policy) reset.mutate({ email, newPassword: password, resetToken: token })
  }

  const toggle = { 'aria-label': t('common.togglePassword') }
  return (
    <FormCard title={t('resetPassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" role="alert">
              {failureText(reset.error)}
            </Alert>
          )}
          <TextInput label={t('login.email')} value={email} readOnly />
          <PasswordInput
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            required
            value={password}
            error={weak ?? undefined}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirm}
            error={mismatch ? t('validation.resetPasswordsDoNotMatch') : undefined}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={toggle}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  )
}
