import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { passwordProblem } from '../../../common/password-policy'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/client'
import { FormCard } from '../../components/form-card'
import { t } from '../../lib/i18n/users'

type Values = { email: string; fullName: string; password: string; confirm: string }
type Errors = Partial<Record<keyof Values, string>>

const createFirstAdmin = (body: {
  token: string
  email: string
  fullName: string
  password: string
}) => api.POST('/Setup/FirstAdmin', { body })

/**
 * The first run of an empty installation: the link the server printed opens this form, which
 * creates the one SuperAdmin (the server accepts it once, and only with that link's token).
 */
export function FirstAdminForm({ token }: { token: string }) {
  const [values, setValues] = useState<Values>({
    email: '',
    fullName: '',
    password: '',
    confirm: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const create = useMutation({ mutationFn: createFirstAdmin })
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Errors = {
      email: values.email.trim() ? undefined : t('validation.emailRequired'),
      fullName: values.fullName.trim() ? undefined : t('users.fullNameRequired'),
      password: passwordProblem(values.password, values.email) ?? undefined,
      confirm: values.confirm === values.password ? undefined : t('validation.passwordsDoNotMatch'),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    create.mutate({
      token,
      email: values.email.trim(),
      fullName: values.fullName.trim(),
      password: values.password,
    })
  }

  if (create.isSuccess) {
    return (
      <FormCard title={t('firstRun.title')}>
        <Stack>
          <Alert color="green" role="status">
            {t('firstRun.done')}
          </Alert>
          <Anchor component={Link} to="/login" data-standalone>
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </FormCard>
    )
  }
  const refused = create.error instanceof ApiError && create.error.status === 403
  return (
    <FormCard title={t('firstRun.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('firstRun.note')}</Text>
          {create.isError && (
            <Alert color="red" role="alert">
              {refused ? t('firstRun.refused') : t('firstRun.failed')}
            </Alert>
          )}
          <TextInput
            label={t('users.email')}
            type="email"
            autoComplete="username"
            required
            {...field('email')}
          />
          <TextInput
            label={t('users.fullName')}
            autoComplete="name"
            required
            {...field('fullName')}
          />
          <PasswordInput
            label={t('firstRun.password')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordInput
            label={t('firstRun.confirm')}
            autoComplete="new-password"
            required
            {...field('confirm')}
          />
          <Button type="submit" loading={create.isPending}>
            {t('firstRun.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  )
}
