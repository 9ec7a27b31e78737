// What waits on the signed-in user in student verification (decision 0354): for a university, the
// records its campuses submitted and the change requests of verified ones; for a campus, the
// records its university returned. Each is a count linking to Student Enrollment filtered to it,
// shown while anything waits.
// The spec hides the Student menu from universities, so this is where they find their queue.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/dashboard'
import { usePermits } from '../../lib/session/permissions'
import type { RoleLevel } from '../../lib/session/role'
import { useOnline } from '../../offline/use-online'
import { formatCount } from './format'

type Queue = 'submitted' | 'changePending' | 'returned'

const queuesOf: Partial<Record<RoleLevel, readonly Queue[]>> = {
  university: ['submitted', 'changePending'],
  college: ['returned'],
}

/** What a queue of `n` records is called ("1 change request of a verified record"). */
const labels: Record<Queue, (n: number) => string> = {
  submitted: () => t('dashboard.queue.submitted'),
  changePending: (n) => t('dashboard.queue.changePending', { n }),
  returned: () => t('dashboard.queue.returned'),
}

export function VerificationQueue({ level, userId }: { level: RoleLevel; userId: number }) {
  const headingId = useId()
  const queues = queuesOf[level] ?? []
  const online = useOnline() !== false
  const reads = usePermits('students', 'read')
  // A page of one row: the answer's total is the count (the register's own filter, so the link
  // lists exactly what was counted).
  const counts = useQueries({
    queries: queues.map((verification) => ({
      queryKey: ['/Student', { verification, limit: 1 }, { userId }] as const,
      queryFn: async () =>
        (await api.GET('/Student', { params: { query: { verification, limit: 1 } } })).data
          ?.total ?? 0,
      enabled: online && reads,
    })),
  })
  // Only when something waits: an empty queue is no news, and a card that came and went with
  // every answer would move the figures under the user's pointer.
  if (queues.length === 0 || !reads || counts.every((c) => !c.data)) return null
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('dashboard.queue')}
        </Title>
        <Group gap="xl">
          {queues.map((verification, i) => (
            <Anchor
              key={verification}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/student-management/verified-students"
                  search={{ verification }}
                />
              )}
            >
              <Text span fw={700} size="xl">
                {formatCount(counts[i]!.data ?? 0)}
              </Text>{' '}
              {labels[verification](counts[i]!.data ?? 0)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  )
}
