import { Anchor, List, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export type SetupLink = { to: string; title: string }

/** A section's home: the lists it holds. */
export function SetupHome({ title, links }: { title: string; links: readonly SetupLink[] }) {
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <List>
        {links.map((l) => (
          <List.Item key={l.to}>
            <Anchor component={Link} to={l.to}>
              {l.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
