import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core'
import { ApiError, NetworkError } from '../api/api-error'
import { t } from '../lib/i18n/t'

/**
 * What a screen shows when it fails to load or render (the router's default error component): a
 * plain message, the request id to quote when the server answered, and a way on. Example:
 * `createRouter({ defaultErrorComponent: RouteError })`.
 */
export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const message =
    error instanceof NetworkError
      ? t('routeError.offline')
      : error instanceof ApiError
        ? (error.detail ?? error.title)
        : t('routeError.unexpected')
  const requestId =
    error instanceof ApiError || error instanceof NetworkError ? error.requestId : ''
  return (
    <Stack p="md" gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('routeError.title')}
      </Title>
      <Alert color="red" variant="light" role="alert">
        <Text>{message}</Text>
        {requestId && (
          <Text size="sm" mt="xs">
            {t('routeError.requestId')} <Code>{requestId}</Code>
          </Text>
        )}
      </Alert>
      <Group>
        <Button onClick={reset}>{t('routeError.retry')}</Button>
        <Button component="a" href="/" variant="default">
          {t('routeError.home')}
        </Button>
      </Group>
    </Stack>
  )
}
