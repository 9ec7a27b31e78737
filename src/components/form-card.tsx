import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The card of a single-purpose form page (sign in, sign up, password reset, own account).
 * Example: `<FormCard title="Forgot password">…fields…</FormCard>`.
 */
export function FormCard({
  title,
  children,
  width = 420,
}: {
  title: string
  children: ReactNode
  width?: number
}) {
  return (
    <Paper component="section" withBorder shadow="sm" p="xl" maw={width} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
