import { Alert, Stack, Text, Title } from '@mantine/core'

/**
 * A page the product has (spec §2) whose screen is not built yet: it says so plainly, inside the
 * layout, so no menu link ends on the 404 page. Example: `<AreaNotBuiltPage area="Exam" title="Results" />`.
 */
export function AreaNotBuiltPage({ area, title }: { area: string; title: string }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {area}
      </Text>
      <Title order={1}>{title}</Title>
      <Alert color="gray" variant="light" title="Not available yet">
        The {title} page of the {area} area is not available yet. It comes with a later release; the
        areas that work today are listed in the user manual and the project README.
      </Alert>
    </Stack>
  )
}
