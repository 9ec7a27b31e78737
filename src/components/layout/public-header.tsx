import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { t } from '../../lib/i18n/t'
import { LanguageSwitch } from './language-switch'
import classes from './layout.module.css'

/** The public header: the product name, a Home link and the Login button. */
export function PublicHeader() {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Text component="span" className={classes.brand}>
              {t('app.name')}
            </Text>{' '}
            <Text component="span" fz="sm" c="dimmed" visibleFrom="sm">
              {t('app.fullName')}
            </Text>
          </Anchor>
          <Group component="nav" aria-label={t('nav.main')} gap="md" wrap="nowrap">
            <LanguageSwitch />
            <Anchor component={Link} to="/home">
              {t('nav.home')}
            </Anchor>
            <Button component={Link} to="/login" variant="filled" size="sm">
              {t('nav.login')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
