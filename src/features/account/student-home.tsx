import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/account'
import { useSignedInUser } from '../../lib/session/session-store'
import { roleOf } from '../../lib/session/role'
import { MyCard } from './my-card'

/** /home: who is signed in, where, and the pages their role opens. */
export function StudentHome() {
  const user = useSignedInUser()
  return (
    <Stack gap="md">
      {/* A student's home; anyone else's link here (the landing page's Home) is their account. */}
      <Title order={1}>
        {t(roleOf(user) === 'Student' ? 'studentHome.title' : 'studentHome.staffTitle')}
      </Title>
      <Text>
        {user.fullName} · {t('studentHome.intro')} {user.institution.name}
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to="/">
          {t('home.title')}
        </Anchor>
        {roleOf(user) === 'Student' && (
          <Anchor component={Link} to="/my-record">
            {t('nav.myRecord')}
          </Anchor>
        )}
        <Anchor component={Link} to="/profile">
          {t('nav.profile')}
        </Anchor>
        <Anchor component={Link} to="/change-password">
          {t('nav.changePassword')}
        </Anchor>
      </Group>
      {roleOf(user) === 'Student' && <MyCard />}
    </Stack>
  )
}
