import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { api } from '../../api/client'
import { FormCard } from '../../components/form-card'
import { t } from '../../lib/i18n/account'

const requestReset = (email: string) =>
  api.POST('/User/GetCodeUser', { params: { query: { email, uniId: 0 } } })

/** Spec §2/§4 "Forgot password": idle → sending → success (201) or error. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [missing, setMissing] = useState(false)
  const send = useMutation({ mutationFn: requestReset })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = email.trim()
    setMissing(!trimmed)
    if (trimmed) send.mutate(trimmed)
  }

  return (
    <FormCard title={t('forgotPassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('forgotPassword.note')}</Text>
          {send.isSuccess && (
            <Alert color="green" role="status">
              {t('forgotPassword.success')}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" role="alert">
              {t('forgotPassword.failure')}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            error={missing ? t('validation.emailRequired') : undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={send.isPending} loaderProps={{ type: 'dots' }}>
            {send.isPending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to="/login" data-standalone size="sm">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </FormCard>
  )
}
