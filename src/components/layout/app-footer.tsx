import { Anchor, Container, Group, Text } from '@mantine/core'
import { deployment } from '../../lib/deployment'
import { t } from '../../lib/i18n/t'
import classes from './layout.module.css'

/** Spec §2 "Footer": About, Terms and Privacy labels, support phone and e-mail, developer credit. */
export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="md">
        <Group justify="space-between" gap="md">
          <Group gap="md">
            <Text size="sm">{t('footer.about')}</Text>
            <Text size="sm">{t('footer.terms')}</Text>
            <Text size="sm">{t('footer.privacy')}</Text>
          </Group>
          <Group gap="md">
            <Text size="sm">
              {t('footer.support')}{' '}
              <Anchor href={`tel:${deployment.supportPhone.replaceAll(/[^+\d]/g, '')}`}>
                {deployment.supportPhone}
              </Anchor>{' '}
              ·{' '}
              <Anchor href={`mailto:${deployment.supportEmail}`}>{deployment.supportEmail}</Anchor>
            </Text>
            <Text size="sm">
              {t('footer.developedBy')}{' '}
              <Anchor href="https://www.ugcnepal.edu.np" target="_blank" rel="noreferrer">
                {t('footer.developer')}
              </Anchor>
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  )
}
