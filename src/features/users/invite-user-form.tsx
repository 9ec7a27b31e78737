import {
  Alert,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { belongingOf, rolesGivenBy, type Belonging } from '../../../common/role-rank'
import { inviteValidHours } from '../../../common/invitation'
import type { Role } from '../../../common/roles'
import type { components } from '../../../common/schema.gen'
import { ApiError } from '../../api/api-error'
import { problemText } from '../../lib/i18n/problem-text'
import { api } from '../../api/client'
import { PHONE_DIGITS, phoneNumberIssue } from '../../lib/forms/phone-number'
import { t } from '../../lib/i18n/users'
import { roleOf } from '../../lib/session/role'
import { useSignedInUser } from '../../lib/session/session-store'
import { campusesQuery, universitiesQuery } from './institution-options'

type UserAccount = components['schemas']['UserAccount']

type Values = {
  email: string
  fullName: string
  phoneNumber: string
  role: Role | null
  universityId: string | null
  campusId: string | null
}
const empty: Values = {
  email: '',
  fullName: '',
  phoneNumber: '',
  role: null,
  universityId: null,
  campusId: null,
}

/** The staff record an account is given to (decision 0323): it says where the account belongs. */
export type AccountFor = { id: number; email: string; fullName: string; level: Belonging }

/**
 * Spec §2 user-management `add-user`: invite by e-mail with a role and an institution. The roles
 * offered are those the signed-in user may give; the institution fields follow the role (none for
 * commission roles, a university for a UniAdmin, a campus for campus roles and students). Given an
 * `employee` (the Employee area's account pages), the form is prefilled from the record, offers only
 * roles of the employee's level and no institution: the account belongs where the record does.
 */
export function InviteUserForm({
  employee,
  onInvited,
}: {
  employee?: AccountFor
  onInvited?: (account: UserAccount) => void
}) {
  const me = useSignedInUser()
  const myRole = roleOf(me)
  const queryClient = useQueryClient()
  const start = employee ? { ...empty, email: employee.email, fullName: employee.fullName } : empty
  const [values, setValues] = useState<Values>(start)
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const universities = useQuery(universitiesQuery)
  const campuses = useQuery(campusesQuery)
  // An employee's account takes its institution from the record, so no institution is asked.
  const belonging = values.role && !employee ? belongingOf(values.role) : null
  const roles = rolesGivenBy(myRole).filter((r) => !employee || belongingOf(r) === employee.level)
  const invite = useMutation({
    mutationFn: async (body: Parameters<typeof sendInvitation>[0]) => sendInvitation(body),
    onSuccess: (account) => {
      setValues(empty)
      notifications.show({ color: 'green', message: t('users.invited') })
      void queryClient.invalidateQueries({ queryKey: ['/User/GetAll'] })
      if (account) onInvited?.(account)
    },
    onError: (error) => {
      const onFields = error instanceof ApiError ? error.errors : []
      if (onFields.length) setErrors(Object.fromEntries(onFields.map((e) => [e.field, e.message])))
      notifications.show({
        color: 'red',
        message: problemText(error, t('users.inviteFailed')),
      })
    },
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = {
      email: values.email.trim() ? undefined : t('validation.emailRequired'),
      fullName: values.fullName.trim() ? undefined : t('users.fullNameRequired'),
      role: values.role ? undefined : t('users.roleRequired'),
      phoneNumber: phoneNumberIssue(values.phoneNumber),
      universityId:
        belonging === 'university' && !values.universityId
          ? t('users.universityRequired')
          : undefined,
      campusId: belonging === 'campus' && !values.campusId ? t('users.campusRequired') : undefined,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean) || !values.role) return
    invite.mutate({
      email: values.email.trim(),
      fullName: values.fullName.trim(),
      role: values.role,
      phoneNumber: values.phoneNumber || null,
      universityId: belonging === 'university' ? Number(values.universityId) : null,
      campusId: belonging === 'campus' ? Number(values.campusId) : null,
      employeeId: employee?.id ?? null,
    })
  }
  const set = (name: keyof Values) => (value: string | null) =>
    setValues({ ...values, [name]: value })
  const text = (name: 'email' | 'fullName' | 'phoneNumber') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
  })

  const form = (
    <Paper withBorder p="md" component="form" onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">{t('users.inviteNote', { hours: inviteValidHours })}</Text>
        {invite.isError && !(invite.error instanceof ApiError) && (
          <Alert color="red">{t('users.offline')}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('users.email')}
            type="email"
            inputMode="email"
            required
            {...text('email')}
          />
          <TextInput label={t('users.fullName')} required {...text('fullName')} />
          <TextInput
            label={t('users.phone')}
            inputMode="numeric"
            maxLength={PHONE_DIGITS}
            {...text('phoneNumber')}
          />
          <Select
            label={t('users.role')}
            required
            data={roles}
            value={values.role}
            error={errors.role}
            onChange={(role) =>
              setValues({
                ...values,
                role: role,
                universityId: null,
                campusId: null,
              })
            }
          />
          {belonging === 'university' && (
            <Select
              label={t('users.university')}
              required
              searchable
              data={(universities.data ?? []).map((u) => ({
                value: String(u.id),
                label: u.name,
              }))}
              value={values.universityId}
              error={errors.universityId}
              onChange={set('universityId')}
            />
          )}
          {belonging === 'campus' && (
            <Select
              label={t('users.campus')}
              required
              searchable
              data={(campuses.data ?? []).map((c) => ({
                value: String(c.id),
                label: c.campusName,
              }))}
              value={values.campusId}
              error={errors.campusId}
              onChange={set('campusId')}
            />
          )}
        </SimpleGrid>
        <Button type="submit" loading={invite.isPending} w="fit-content">
          {t('users.invite')}
        </Button>
      </Stack>
    </Paper>
  )
  if (employee) return form
  return (
    <Stack p="md" gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('users.inviteTitle')}
      </Title>
      {form}
    </Stack>
  )
}

async function sendInvitation(body: {
  email: string
  fullName: string
  role: Role
  phoneNumber: string | null
  universityId: number | null
  campusId: number | null
  employeeId: number | null
}) {
  const answer = await api.POST('/User/Invite', {
    body,
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
  })
  return answer.data
}
