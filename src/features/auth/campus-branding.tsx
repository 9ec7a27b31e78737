import { Box, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/t'

const HOME_CAMPUS_ID = 78 // spec §9: the campus whose branding the login page shows
const LOGO_SIZE = 64

const campusOptions = {
  queryKey: ['/Campus/{id}', { id: HOME_CAMPUS_ID }],
  queryFn: async () =>
    (await api.GET('/Campus/{id}', { params: { path: { id: HOME_CAMPUS_ID } } })).data,
  staleTime: Infinity,
}

/**
 * The campus logo and name above the sign-in form. A failed fetch is only logged (spec §8). Its
 * place is kept from the first paint (the logo's height), so the form below does not move when
 * the campus arrives or, offline, never does (a long name on two lines may still add a little):
 * it was the sign-in page's only layout shift (0.06).
 */
export function CampusBranding() {
  const { data: campus, error } = useQuery(campusOptions)
  useEffect(() => {
    if (error) console.warn('The campus branding could not be loaded', error)
  }, [error])
  if (!campus) return <Box h={LOGO_SIZE} mb="lg" />
  return (
    <Group justify="center" gap="md" wrap="nowrap" mb="lg" mih={LOGO_SIZE}>
      {campus.logo && (
        // A plain img: Mantine's Image, half a kilobyte of /login's budget, adds only a fallback.
        <img
          src={campus.logo}
          alt={`${t('login.campusLogo')} ${campus.campusName}`}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          style={{ objectFit: 'contain' }}
        />
      )}
      <Stack gap={0}>
        <Text fw={700} fz="lg">
          {campus.campusName}
        </Text>
        <Text size="sm" c="dimmed">
          {[campus.localLevel, campus.district].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    </Group>
  )
}
