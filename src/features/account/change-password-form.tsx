import { Button, PasswordInput, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/client'
import { FormCard } from '../../components/form-card'
import { t } from '../../lib/i18n/account'

type Change = { currentPassword: string; newPassword: string }
const changePassword = (body: Change) => api.POST('/User/ChangePassword', { body })

/** The signed-in user's password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({})
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues({ current: '', next: '', confirm: '' })
      notifications.show({ color: 'green', message: t('changePassword.done') })
    },
    onError: (error) => {
      // The server's field errors (a wrong current password, a new one the policy refuses) go on
      // their fields; anything else is a toast.
      const onField = (field: string) =>
        error instanceof ApiError ? error.errors.find((e) => e.field === field)?.message : undefined
      const found = { current: onField('currentPassword'), next: onField('newPassword') }
      if (found.current || found.next) setErrors(found)
      else notifications.show({ color: 'red', message: t('changePassword.failed') })
    },
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = {
      current: values.current ? undefined : t('changePassword.currentRequired'),
      next: values.next ? undefined : t('changePassword.newRequired'),
      confirm: values.confirm === values.next ? undefined : t('validation.passwordsDoNotMatch'),
    }
    setErrors(found)
    if (!found.current && !found.next && !found.confirm) {
      change.mutate({ currentPassword: values.current, newPassword: values.next })
    }
  }

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      required
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value
        setValues((current) => ({ ...current, [name]: value }))
      }}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
    />
  )

  return (
    <FormCard title={t('changePassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {field('current', t('changePassword.current'), 'current-password')}
          {field('next', t('changePassword.new'), 'new-password')}
          {field('confirm', t('changePassword.confirm'), 'new-password')}
          <Button type="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  )
}
