import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AUTH_TOAST_MS } from '../../lib/toast-durations'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/client'
import type { components } from '../../../common/schema.gen'
import { FormCard } from '../../components/form-card'
import { useFocusedFieldInView } from '../../lib/focused-field'
import { fieldErrors, type FieldErrors } from '../../lib/forms/field-errors'
import { phoneDigitsTyped } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/account'
import { registerSchema, toRegistration, type RegisterValues } from './register-schema'

const empty: RegisterValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  gender: '' as RegisterValues['gender'],
  password: '',
  confirmPassword: '',
}

type Registration = components['schemas']['StudentRegistration']

// The legacy API takes the registration as a multipart form (spec §3).
const registerStudent = (body: Registration) =>
  api.POST('/User', {
    body,
    bodySerializer: (fields) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value)
      return form
    },
  })

/** Spec §2/§5/§8 "Student sign up". */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<FieldErrors>({})
  // A student signs up on a phone: its keyboard must not hide the field being typed.
  useFocusedFieldInView()
  const register = useMutation({
    mutationFn: registerStudent,
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('signUp.success'), autoClose: AUTH_TOAST_MS })
      onRegistered()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ email: t('signUp.duplicate') })
      }
      notifications.show({ color: 'red', message: t('signUp.failure'), autoClose: AUTH_TOAST_MS })
    },
  })

  const set = (name: keyof RegisterValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }))

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = fieldErrors(registerSchema, values)
    setErrors(found ?? {})
    if (!found) register.mutate(toRegistration(v.parse(registerSchema, values)))
  }

  const text = (name: keyof RegisterValues, label: string, required = true) => ({
    label,
    required,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
  })
  const bothTyped = values.password !== '' && values.confirmPassword !== ''
  const match = values.password === values.confirmPassword

  return (
    <FormCard title={t('signUp.title')} width={640}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...text('firstName', t('signUp.firstName'))} autoComplete="given-name" />
            <TextInput
              {...text('middleName', t('signUp.middleName'), false)}
              autoComplete="additional-name"
            />
            <TextInput {...text('lastName', t('signUp.lastName'))} autoComplete="family-name" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...text('phoneNumber', t('signUp.phoneNumber'))}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              // Spec §5: the input accepts only digits, at most 10.
              onChange={(event) => set('phoneNumber')(phoneDigitsTyped(event.currentTarget.value))}
            />
            <TextInput {...text('email', t('signUp.email'))} type="email" autoComplete="email" />
          </SimpleGrid>
          <Radio.Group
            label={t('signUp.gender')}
            required
            value={values.gender}
            onChange={set('gender')}
            error={errors.gender}
          >
            <Group mt="xs">
              <Radio value="male" label={t('signUp.male')} />
              <Radio value="female" label={t('signUp.female')} />
              <Radio value="other" label={t('signUp.other')} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              {...text('password', t('signUp.password'))}
              autoComplete="new-password"
            />
            <PasswordInput
              {...text('confirmPassword', t('signUp.confirmPassword'))}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Text size="sm" c={match ? 'green.9' : 'red.9'} aria-live="polite" mih="1.5em">
            {bothTyped &&
              (match ? t('validation.passwordsMatch') : t('validation.passwordsDoNotMatch'))}
          </Text>
          <Button type="submit" loading={register.isPending}>
            {t('signUp.submit')}
          </Button>
          <Anchor component={Link} to="/login" data-standalone size="sm">
            {t('signUp.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </FormCard>
  )
}
