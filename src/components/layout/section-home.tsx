import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { Link, useRouter } from '@tanstack/react-router'
import { t } from '../../lib/i18n/navigation'
import { isVisibleTo } from '../../lib/navigation/main-menu'
import { sectionFor } from '../../lib/navigation/section-links'
import { useSignedInUser } from '../../lib/session/session-store'

/**
 * A section's home (spec §2 "<section>/home"): the pages of its side navigation, those this
 * release has built as links and the others listed under "Not available yet", read from the router,
 * so the page never claims a screen that is not there; as the side navigation, only the pages the
 * user's role may open (no Student Register for a university). `<SectionHome prefix="/exam-management" />`.
 */
export function SectionHome({ prefix }: { prefix: string }) {
  const { routesByPath } = useRouter()
  const user = useSignedInUser()
  const section = sectionFor(prefix)
  const pages = section.links.filter((l) => l.link !== `${prefix}/home` && isVisibleTo(l, user))
  const isBuilt = (link: string) => link in routesByPath || `${link}/` in routesByPath
  const built = pages.filter((p) => isBuilt(p.link))
  const later = pages.filter((p) => !isBuilt(p.link))
  return (
    <Stack gap="md">
      <Title order={1}>{section.title}</Title>
      <List aria-label={section.title} data-link-list>
        {built.map((p) => (
          <List.Item key={p.link}>
            <Anchor component={Link} to={p.link}>
              {p.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {later.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t('page.notBuiltTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {later.map((p) => p.title).join(', ')}
          </Text>
        </>
      )}
    </Stack>
  )
}
