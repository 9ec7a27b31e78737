import { Group, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The frame of one parked edit on /sync: an article named "<list>: <record>" (how a person and the
 * tests find it), its heading, what the server said beside it, and the card's body below.
 * Example: `<ParkedCard list="Student" name="Sita Rai" aside={<Text>Conflict</Text>}>…</ParkedCard>`.
 */
export function ParkedCard({
  list,
  name,
  aside,
  children,
}: {
  list: string
  name: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <Paper withBorder p="md" component="article" aria-label={`${list}: ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {/* A record's name is its data, written as entered, in either language's screen. */}
            {list} — <span translate="no">{name}</span>
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}
