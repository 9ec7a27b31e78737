import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../api/api-error'
import { ParticularsTable } from './particulars-table'

/**
 * The public page a printed paper's QR code opens (a certificate, an identity card; no sign-in):
 * whether HEMIS issued it and whether it stands, with what the paper prints so the holder of it can
 * be compared. An unknown or malformed code is an answer ("no such paper"), not a failure.
 */
export function VerifyPage<D>({
  queryKey,
  read,
  words,
  verdict,
  particulars,
  aside,
}: {
  queryKey: readonly unknown[]
  /** The server's answer for the code (ApiError 404/400 for an unknown or malformed one). */
  read: () => Promise<D | undefined>
  words: { title: string; loading: string; failed: string; unknown: string; particulars: string }
  /** Whether the paper stands, and the sentence that says so. */
  verdict: (data: D) => { good: boolean; text: string }
  particulars: (data: D) => readonly (readonly [string, string])[]
  /** Beside the particulars (the card's photo). */
  aside?: (data: D) => ReactNode
}) {
  const { data, isPending, isError } = useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return (await read()) ?? null
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
    retry: false,
  })
  const said = data ? verdict(data) : undefined
  return (
    <Stack gap="md" maw={560} mx="auto" p="md">
      <Title order={1} size="h2">
        {words.title}
      </Title>
      {isPending && <Text aria-live="polite">{words.loading}</Text>}
      {isError && <Alert color="yellow">{words.failed}</Alert>}
      {data === null && (
        <Alert color="red" role="alert">
          {words.unknown}
        </Alert>
      )}
      {data && said && (
        <>
          <Alert color={said.good ? 'green' : 'red'} role="status">
            {said.text}
          </Alert>
          <Paper withBorder p="md">
            <Group align="flex-start" wrap="wrap">
              {aside?.(data)}
              <ParticularsTable
                aria-label={words.particulars}
                style={{ flex: 1, minWidth: 240 }}
                rows={particulars(data)}
              />
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  )
}
