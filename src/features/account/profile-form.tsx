import { Button, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { api } from '../../api/client'
import type { components } from '../../../common/schema.gen'
import { FormCard } from '../../components/form-card'
import { phoneDigitsTyped, phoneNumberIssue } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/account'
import { roleOf } from '../../lib/session/role'
import { session, useSignedInUser } from '../../lib/session/session-store'

type ProfileUpdate = components['schemas']['ProfileUpdate']
const saveProfile = async (body: ProfileUpdate) => {
  const { data } = await api.PATCH('/User/Me', { body })
  return data
}

/** The signed-in user's own name and phone; e-mail, role and institution are shown, not edited. */
export function ProfileForm() {
  const user = useSignedInUser()
  const [fullName, setFullName] = useState(user.fullName)
  const [phone, setPhone] = useState(user.phoneNumber ?? '')
  const [errors, setErrors] = useState<{ fullName?: string; phone?: string }>({})
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (updated) => {
      // Spec §4: a profile update merges the new fields into the session user.
      if (updated) session.updateProfile(updated)
      notifications.show({ color: 'green', message: t('profile.saved') })
    },
    onError: () => notifications.show({ color: 'red', message: t('profile.failed') }),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = {
      fullName: fullName.trim() ? undefined : t('profile.nameRequired'),
      phone: phoneNumberIssue(phone),
    }
    setErrors(found)
    if (!found.fullName && !found.phone) {
      save.mutate({ fullName: fullName.trim(), phoneNumber: phone || null })
    }
  }

  return (
    <FormCard title={t('profile.title')} width={560}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('profile.email')} value={user.email} readOnly />
          <TextInput label={t('profile.role')} value={roleOf(user)} readOnly />
          <TextInput label={t('profile.institution')} value={user.institution.name} readOnly />
          <TextInput
            label={t('profile.fullName')}
            required
            autoComplete="name"
            value={fullName}
            error={errors.fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
          />
          <TextInput
            label={t('profile.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            error={errors.phone}
            onChange={(event) => setPhone(phoneDigitsTyped(event.currentTarget.value))}
          />
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  )
}
